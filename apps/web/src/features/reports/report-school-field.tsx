import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { ALL_SCHOOLS_LABEL, SCHOOL_FIELD_LABEL } from './report-scope';
import type { ReportScopeState } from './use-report-scope';

/** One choice of the Current School field; id null is All Schools. */
interface SchoolChoice {
  id: number | null;
  schoolName: string;
}

const ALL_SCHOOLS: SchoolChoice = { id: null, schoolName: ALL_SCHOOLS_LABEL };

/** The field's choices: All Schools first where offered, then the schools by name. */
export function listSchoolChoices(
  schools: readonly { id: number; schoolName: string }[],
  offersAllSchools: boolean,
): SchoolChoice[] {
  return offersAllSchools ? [ALL_SCHOOLS, ...schools] : [...schools];
}

/**
 * The Current School field (3-billing §2): for TE users every school, All Schools first where the report
 * offers it; for a multi-school user their report schools. Typing narrows the list.
 */
export function ReportSchoolField({ scope }: { scope: ReportScopeState }) {
  const options = listSchoolChoices(scope.schools, scope.offersAllSchools);
  const value = scope.allSchools
    ? ALL_SCHOOLS
    : (options.find((o) => o.id !== null && o.id === scope.selectedSchoolId) ?? null);
  return (
    <Autocomplete
      options={options}
      value={value}
      loading={scope.loading}
      disableClearable={value !== null}
      autoHighlight
      getOptionLabel={(o) => o.schoolName}
      getOptionKey={(o) => o.id ?? 'all'}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, option) => {
        if (option) scope.choose(option.id);
      }}
      sx={{ minWidth: 260, flex: { xs: '1 1 100%', sm: '0 1 340px' } }}
      renderInput={(params) => (
        <TextField {...params} label={SCHOOL_FIELD_LABEL} size="small" margin="none" />
      )}
    />
  );
}
