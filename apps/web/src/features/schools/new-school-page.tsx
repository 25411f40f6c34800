import { SCHOOL_MESSAGES, type SchoolBody } from '@exchange/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { api, errorMessage } from '../../lib/api';
import { useSignedInUser } from '../../lib/auth-context';
import { formToasts } from '../../lib/form-toasts';
import { useSchool } from '../../lib/school-context';
import { useSchoolReferences } from './reference-api';
import { SchoolForm } from './school-form';
import { newSchoolFormValues } from './school-form-values';
import { useAddSchoolToNames } from './schools-api';

const toasts = formToasts('new-school');

/** Answer of POST api/schools. */
interface CreatedSchool {
  id: number;
  schoolName: string;
  state: string;
  city: string;
}

/**
 * /school/newschool (TE only): the school form with the defaults of 1-core §9. After 'School created.'
 * the new school becomes the selected school and its profile opens.
 */
export function NewSchoolPage() {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const { selectSchool } = useSchool();
  const addToNames = useAddSchoolToNames();
  const references = useSchoolReferences();
  const today = useMemo(() => dayjs().format('YYYY-MM-DD'), []);

  const create = useMutation({
    mutationFn: (body: SchoolBody) =>
      api.post<CreatedSchool>('/api/schools', { ...body, modifiedBy: user.id }),
    onSuccess: async (created) => {
      toasts.success(SCHOOL_MESSAGES.created);
      await addToNames({
        id: created.id,
        schoolName: created.schoolName,
        city: created.city,
        state: created.state,
      });
      selectSchool(created.id);
      navigate('/school/schoolprofile');
    },
    onError: (error) => toasts.error(errorMessage(error, SCHOOL_MESSAGES.createFailed)),
  });

  return (
    <Box component="section" aria-labelledby="new-school-title" sx={{ maxWidth: 1100 }}>
      <Typography id="new-school-title" variant="h1" gutterBottom>
        New School
      </Typography>
      {references.loading ? (
        <PageLoader label="Loading the school form" />
      ) : (
        <SchoolForm
          label="New school"
          schoolId={null}
          isTe
          disabled={false}
          defaultValues={newSchoolFormValues(today, references.contactTypes)}
          references={references}
          save={(body) => create.mutateAsync(body)}
          actions={
            <Button type="submit" variant="contained" disabled={create.isPending}>
              {create.isPending ? 'Submitting...' : 'Submit'}
            </Button>
          }
        />
      )}
    </Box>
  );
}
