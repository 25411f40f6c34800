import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { ALL_SCHOOLS_CHOICE, listSchoolChoices } from '../lib/school-scope';
import type { SchoolScope } from '../lib/use-school-scope';

/** What the field reads of a screen's scope. */
type SchoolScopeFieldScope = Pick<
  SchoolScope,
  'schools' | 'offersAllSchools' | 'allSchools' | 'selectedSchoolId' | 'loading' | 'choose'
>;

/**
 * A screen's school field (3-billing §2): All Schools first where the screen offers it, then the field's
 * schools by name; typing narrows the list. The Invoices screen calls it "School", the reports "Current
 * School".
 */
export function SchoolScopeField({ scope, label }: { scope: SchoolScopeFieldScope; label: string }) {
  const options = listSchoolChoices(scope.schools, scope.offersAllSchools);
  const value = scope.allSchools
    ? ALL_SCHOOLS_CHOICE
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
      renderInput={(params) => <TextField {...params} label={label} size="small" margin="none" />}
    />
  );
}
