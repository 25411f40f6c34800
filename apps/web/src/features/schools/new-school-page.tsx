import { SCHOOL_MESSAGES, type SchoolBody } from '@exchange/domain';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { useProgramToday } from '../../lib/program-name';
import { useSchool } from '../../lib/school-context';
import { useSaveMutation } from '../../lib/use-save-mutation';
import { SchoolForm } from './school-form';
import { newSchoolFormValues } from './school-form-values';
import { useSchoolReferences } from './school-references';
import { createSchool, useAddSchoolToNames } from './schools-api';

/**
 * /school/newschool (TE only): the school form with the defaults of 1-core §9. After 'School created.'
 * the new school becomes the selected school and its profile opens.
 */
export function NewSchoolPage() {
  const navigate = useNavigate();
  const { selectSchool } = useSchool();
  const addToNames = useAddSchoolToNames();
  const references = useSchoolReferences();
  // The join date's default is the programme's day (open-points 1), not the browser's.
  const today = useProgramToday();

  const create = useSaveMutation({
    form: 'new-school',
    send: (body: SchoolBody) => createSchool(body),
    success: SCHOOL_MESSAGES.created,
    failure: SCHOOL_MESSAGES.createFailed,
    onSuccess: async (created) => {
      await addToNames({
        id: created.id,
        schoolName: created.schoolName,
        city: created.city,
        state: created.state,
      });
      selectSchool(created.id);
      navigate('/school/schoolprofile');
    },
  });

  return (
    <PageFrame title="New School" loading={references.loading && 'Loading the school form'}>
      <SchoolForm
        label="New school"
        schoolId={null}
        isTe
        disabled={false}
        defaultValues={newSchoolFormValues(today, references.contactTypes)}
        references={references}
        save={(body, form) => create.submit(body, form)}
        actions={
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {create.isPending ? 'Submitting...' : 'Submit'}
          </Button>
        }
      />
    </PageFrame>
  );
}
