import { SCHOOL_MESSAGES, SCHOOL_SCREEN_MESSAGES, type SchoolBody } from '@exchange/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PageLoader } from '../../components/page-loader';
import { ApiRequestError, api, errorMessage } from '../../lib/api';
import { useSignedInUser } from '../../lib/auth-context';
import { formToasts } from '../../lib/form-toasts';
import { useSchool } from '../../lib/school-context';
import { useSchoolPermission } from '../../lib/school-permissions';
import { DeleteSchoolAction } from './delete-school-action';
import { useSchoolReferences } from './reference-api';
import { SchoolForm } from './school-form';
import { schoolFormValues } from './school-form-values';
import { SchoolUsersSummary } from './school-users-summary';
import { type SchoolDetail, schoolKeys, useSchoolDetail } from './schools-api';

const toasts = formToasts('school-profile');

/** 1-core §8: the screen shows the saved school again one second after 'School information updated.' */
const REFRESH_AFTER_MS = 1000;

function ProfileForm({ school }: { school: SchoolDetail }) {
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  const references = useSchoolReferences();
  const seesUsers = useSchoolPermission('manageSchoolUsers', 'read');
  const [refreshing, setRefreshing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const update = useMutation({
    mutationFn: (body: SchoolBody) =>
      api.put(`/api/schools/${school.id}`, { ...body, version: school.version, modifiedBy: user.id }),
    onSuccess: () => {
      toasts.success(SCHOOL_MESSAGES.updated);
      setRefreshing(true);
      timer.current = setTimeout(async () => {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: schoolKeys.names }),
          queryClient.invalidateQueries({ queryKey: schoolKeys.detail(school.id) }),
        ]);
        setRefreshing(false);
      }, REFRESH_AFTER_MS);
    },
    onError: async (error) => {
      toasts.error(errorMessage(error, SCHOOL_MESSAGES.updateFailed));
      // Someone saved the school first: load their version, keeping what this user typed, so the next
      // press saves instead of failing again. A 409 about a field (another school has this name in this
      // city) is the user's to fix: the form keeps the message on the field.
      if (error instanceof ApiRequestError && error.status === 409 && !error.errors) {
        await queryClient.invalidateQueries({ queryKey: schoolKeys.detail(school.id) });
      }
    },
  });

  const values = useMemo(
    () => schoolFormValues(school, references.contactTypes),
    [school, references.contactTypes],
  );

  const busy = update.isPending || refreshing;
  if (references.loading) return <PageLoader label="Loading the school profile" />;
  const { canUpdate, canDelete, canEditTeFields } = school.access;
  return (
    <SchoolForm
      label="School profile"
      schoolId={school.id}
      isTe={canEditTeFields}
      disabled={!canUpdate}
      defaultValues={values}
      values={values}
      references={references}
      // A second press while saving or refreshing does nothing.
      save={async (body) => (busy ? undefined : update.mutateAsync(body))}
      usersSection={seesUsers ? <SchoolUsersSummary schoolId={school.id} /> : undefined}
      actions={
        (canUpdate || canDelete) && (
          <>
            {canDelete && <DeleteSchoolAction schoolId={school.id} schoolName={school.schoolName} />}
            {canUpdate && (
              // aria-disabled rather than disabled while busy: a disabled button loses the keyboard focus,
              // which the screen refreshed in place keeps.
              <Button type="submit" variant="contained" aria-disabled={busy || undefined}>
                {update.isPending ? 'Updating...' : 'Update'}
              </Button>
            )}
          </>
        )
      }
    />
  );
}

/** /school/schoolprofile: the selected school's profile (1-core §2, §3, §5, §6). */
export function SchoolProfilePage() {
  const { selectedSchool } = useSchool();
  const detail = useSchoolDetail(selectedSchool?.id ?? null);
  return (
    <Box component="section" aria-labelledby="school-profile-title" sx={{ maxWidth: 1100 }}>
      <Typography id="school-profile-title" variant="h1" gutterBottom>
        School Profile
      </Typography>
      {selectedSchool && (
        <Typography variant="h2" component="p" color="primary" sx={{ mb: 2, fontSize: '1.3rem' }}>
          {selectedSchool.schoolName}
        </Typography>
      )}
      {!selectedSchool && <Alert severity="info">{SCHOOL_SCREEN_MESSAGES.noSchool}</Alert>}
      {selectedSchool && detail.isPending && <PageLoader label="Loading the school profile" />}
      {detail.isError && <Alert severity="error">{SCHOOL_MESSAGES.loadFailed}</Alert>}
      {detail.data && <ProfileForm key={detail.data.id} school={detail.data} />}
    </Box>
  );
}
