import {
  SCHOOL_MESSAGES,
  SCHOOL_SCREEN_MESSAGES,
  type SchoolBody,
  type SchoolDetail,
} from '@exchange/domain';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PageFrame } from '../../components/page-frame';
import { PageLoader } from '../../components/page-loader';
import { useSchool } from '../../lib/school-context';
import { useSchoolPermission } from '../../lib/school-permissions';
import { useSaveMutation } from '../../lib/use-save-mutation';
import { DeleteSchoolAction } from './delete-school-action';
import { SchoolForm } from './school-form';
import { schoolFormValues } from './school-form-values';
import { useSchoolReferences } from './school-references';
import { SchoolUsersSummary } from './school-users-summary';
import { SCHOOL_NAMES_KEY, schoolDetailKey, updateSchool, useSchoolDetail } from './schools-api';

/** 1-core §8: the screen shows the saved school again one second after 'School information updated.' */
const REFRESH_AFTER_MS = 1000;

function ProfileForm({ school }: { school: SchoolDetail }) {
  const queryClient = useQueryClient();
  const references = useSchoolReferences();
  const seesUsers = useSchoolPermission('manageSchoolUsers', 'read');
  const [refreshing, setRefreshing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const update = useSaveMutation({
    form: 'school-profile',
    send: (body: SchoolBody) => updateSchool(school, body),
    success: SCHOOL_MESSAGES.updated,
    failure: SCHOOL_MESSAGES.updateFailed,
    // Someone saved the school first: load their version, keeping what this user typed, so the next
    // press saves instead of failing again. A 409 about a field (another school has this name in this
    // city) stays on the field.
    reloadOnConflict: [schoolDetailKey(school.id)],
    onSuccess: () => {
      setRefreshing(true);
      timer.current = setTimeout(async () => {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: SCHOOL_NAMES_KEY }),
          queryClient.invalidateQueries({ queryKey: schoolDetailKey(school.id) }),
        ]);
        setRefreshing(false);
      }, REFRESH_AFTER_MS);
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
      save={(body, form) => !busy && update.submit(body, form)}
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
    <PageFrame
      title="School Profile"
      subtitle={selectedSchool?.schoolName}
      notice={!selectedSchool && SCHOOL_SCREEN_MESSAGES.noSchool}
      loading={selectedSchool && detail.isPending && 'Loading the school profile'}
      error={detail.isError && SCHOOL_MESSAGES.loadFailed}
    >
      {detail.data && <ProfileForm key={detail.data.id} school={detail.data} />}
    </PageFrame>
  );
}
