import { aidYearLabel, SCHOOL_AID_YEAR_MESSAGES, type SchoolAidYearInput } from '@exchange/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { PageLoader } from '../../components/page-loader';
import { ApiRequestError, api, errorMessage } from '../../lib/api';
import { useSignedInUser } from '../../lib/auth-context';
import { formToasts } from '../../lib/form-toasts';
import { useSchool } from '../../lib/school-context';
import { useSchoolPermission } from '../../lib/school-permissions';
import { AidYearForm } from './aid-year-form';
import { aidYearFormValues } from './aid-year-form-values';
import {
  type AidYearOption,
  aidYearKeys,
  type SchoolAidYearRecord,
  useActiveAidYears,
  useSchoolAidYearRecords,
  useStudentCategories,
} from './aid-years-api';

const toasts = formToasts('school-aid-year');

interface EditorProps {
  schoolId: number;
  aidYear: AidYearOption;
  record: SchoolAidYearRecord | null;
}

/** The form for one school and aid year: POST when the school has no record yet, PUT when it has. */
function AidYearEditor({ schoolId, aidYear, record }: EditorProps) {
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  const categories = useStudentCategories();
  const mayEdit = useSchoolPermission('editAidYear', 'write') && (record?.canEdit ?? true);
  const values = useMemo(() => aidYearFormValues(record), [record]);

  const save = useMutation({
    mutationFn: (body: SchoolAidYearInput) =>
      record
        ? api.put(`/api/schools/aidyears/${record.id}`, {
            ...body,
            version: record.version,
            modifiedBy: user.id,
          })
        : api.post('/api/schools/aidyears', {
            ...body,
            schoolId,
            aidYearId: aidYear.id,
            modifiedBy: user.id,
          }),
    onSuccess: async () => {
      const message = record ? SCHOOL_AID_YEAR_MESSAGES.updated : SCHOOL_AID_YEAR_MESSAGES.added;
      toasts.success(message);
      await queryClient.invalidateQueries({ queryKey: aidYearKeys.records(schoolId) });
    },
    onError: async (error) => {
      const fallback = record ? SCHOOL_AID_YEAR_MESSAGES.updateFailed : SCHOOL_AID_YEAR_MESSAGES.addFailed;
      toasts.error(errorMessage(error, fallback));
      // Someone saved this record first: load theirs (its version, or the record a POST raced), keeping
      // what this user typed, so the next press saves instead of failing again.
      if (error instanceof ApiRequestError && error.status === 409) {
        await queryClient.invalidateQueries({ queryKey: aidYearKeys.records(schoolId) });
      }
    },
  });

  return (
    <AidYearForm
      defaultValues={values}
      values={values}
      disabled={!mayEdit}
      categories={categories.data ?? []}
      // A second press while saving does nothing.
      save={(body) => !save.isPending && save.mutate(body)}
      actions={
        mayEdit && (
          // aria-disabled rather than disabled while saving: a disabled button loses the keyboard focus.
          <Button type="submit" variant="contained" aria-disabled={save.isPending || undefined}>
            {save.isPending ? 'Saving...' : record ? 'Update' : 'Submit'}
          </Button>
        )
      }
    />
  );
}

/** /school/annualaidyearschoolinformation: the selected school's information for an active aid year. */
export function AidYearPage() {
  const { selectedSchool } = useSchool();
  const aidYears = useActiveAidYears();
  const records = useSchoolAidYearRecords(selectedSchool?.id ?? null);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const years = aidYears.data ?? [];
  const aidYear = years.find((y) => y.id === chosenId) ?? years[0] ?? null;
  const record = records.data?.find((r) => r.aidYearId === aidYear?.id) ?? null;

  return (
    <Box component="section" aria-labelledby="aid-year-title" sx={{ maxWidth: 1100 }}>
      <Typography id="aid-year-title" variant="h1" gutterBottom>
        Annual Aid Year School Information
      </Typography>
      {selectedSchool && (
        <Typography variant="h2" component="p" color="primary" sx={{ mb: 1, fontSize: '1.3rem' }}>
          {selectedSchool.schoolName}
        </Typography>
      )}
      <TextField
        select
        label="Aid Year"
        value={aidYear?.id ?? ''}
        onChange={(event) => setChosenId(Number(event.target.value))}
        disabled={years.length === 0}
        sx={{ maxWidth: 560, mb: 2, '& .MuiSelect-select': { whiteSpace: 'normal' } }}
        helperText={aidYears.isSuccess && years.length === 0 ? 'No aid year is open.' : undefined}
      >
        {years.map((y) => (
          <MenuItem key={y.id} value={y.id}>
            {aidYearLabel(y.aidyear)}
          </MenuItem>
        ))}
      </TextField>
      {(aidYears.isPending || (selectedSchool && records.isPending)) && (
        <PageLoader label="Loading the aid year information" />
      )}
      {records.isError && <Alert severity="error">{SCHOOL_AID_YEAR_MESSAGES.loadFailed}</Alert>}
      {selectedSchool && aidYear && records.isSuccess && (
        <AidYearEditor
          // Another school or aid year starts a fresh form: react-hook-form takes its first values on
          // mount, and a cached record of the school switched back to must not meet the last one's form.
          key={`${selectedSchool.id}-${aidYear.id}`}
          schoolId={selectedSchool.id}
          aidYear={aidYear}
          record={record}
        />
      )}
    </Box>
  );
}
