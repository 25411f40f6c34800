import {
  type AidYearOption,
  aidYearLabel,
  SCHOOL_AID_YEAR_MESSAGES,
  type SchoolAidYearInput,
  type SchoolAidYearRecord,
} from '@exchange/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { PageFrame } from '../../components/page-frame';
import { PageLoader } from '../../components/page-loader';
import { useActiveAidYears, useStudentCategories } from '../../lib/lookups';
import { useSchool } from '../../lib/school-context';
import { useSchoolPermission } from '../../lib/school-permissions';
import { useSaveMutation } from '../../lib/use-save-mutation';
import { AidYearForm } from './aid-year-form';
import { aidYearFormValues } from './aid-year-form-values';
import {
  aidYearRecordsKey,
  createAidYearRecord,
  updateAidYearRecord,
  useSchoolAidYearRecords,
} from './aid-years-api';

interface EditorProps {
  schoolId: number;
  aidYear: AidYearOption;
  record: SchoolAidYearRecord | null;
}

/** The form for one school and aid year: POST when the school has no record yet, PUT when it has. */
function AidYearEditor({ schoolId, aidYear, record }: EditorProps) {
  const categories = useStudentCategories();
  const mayEdit = useSchoolPermission('editAidYear', 'write') && (record?.canEdit ?? true);
  const values = useMemo(() => aidYearFormValues(record), [record]);
  const recordsKey = aidYearRecordsKey(schoolId);

  const save = useSaveMutation({
    form: 'school-aid-year',
    send: (body: SchoolAidYearInput) =>
      record ? updateAidYearRecord(record, body) : createAidYearRecord(schoolId, aidYear.id, body),
    success: record ? SCHOOL_AID_YEAR_MESSAGES.updated : SCHOOL_AID_YEAR_MESSAGES.added,
    failure: record ? SCHOOL_AID_YEAR_MESSAGES.updateFailed : SCHOOL_AID_YEAR_MESSAGES.addFailed,
    invalidate: [recordsKey],
    // Someone saved this record first: load theirs (its version, or the record a POST raced), keeping
    // what this user typed, so the next press saves instead of failing again.
    reloadOnConflict: [recordsKey],
  });

  return (
    <AidYearForm
      defaultValues={values}
      values={values}
      disabled={!mayEdit}
      categories={categories.data ?? []}
      // A second press while saving does nothing.
      save={(body, form) => !save.isPending && save.submit(body, form)}
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
    <PageFrame title="Annual Aid Year School Information" subtitle={selectedSchool?.schoolName}>
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
    </PageFrame>
  );
}
