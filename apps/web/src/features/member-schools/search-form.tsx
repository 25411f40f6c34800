import {
  type MemberSchoolCountry,
  type MemberSchoolState,
  PARTICIPATION_TYPES,
  type PublicAidYear,
  SCHOLARSHIP_OFFERING_KINDS,
  SCHOLARSHIP_OFFERING_LABELS,
  STUDENT_CATEGORY_GROUPS,
} from '@exchange/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import { type FormEvent, memo, useId, useState } from 'react';
import { type CriteriaForm, type CriteriaParam, criteriaIssues } from './search-criteria';

interface Option {
  value: string;
  label: string;
}

/** The criteria read from the school's aid-year information (shown on request). */
const ADVANCED: readonly CriteriaParam[] = ['aidyear', 'offering', 'category', 'midterm', 'campus', 'fafsa'];

const YES_NO: Option[] = [
  { value: '1', label: 'Yes' },
  { value: '0', label: 'No' },
];

/**
 * A native select (phones show their own picker) whose empty choice means any value. Built from the
 * input parts rather than TextField, which would bring MUI's whole menu select into this public page.
 */
function CriteriaSelect({
  label,
  value,
  options,
  anyLabel,
  error,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly Option[];
  anyLabel: string;
  /** Why the search refuses the value the address holds (the API's message), if it does. */
  error?: string;
  onChange(value: string): void;
}) {
  const id = useId();
  const errorId = useId();
  return (
    <FormControl size="small" error={Boolean(error)}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(e) => onChange(e.target.value)}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ id, 'aria-describedby': error ? errorId : undefined, 'aria-invalid': Boolean(error) }}
      >
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
      {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
    </FormControl>
  );
}

/** The school name criterion, a plain outlined text input. */
function NameField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange(value: string): void;
}) {
  const id = useId();
  const errorId = useId();
  return (
    <FormControl size="small" error={Boolean(error)}>
      <InputLabel htmlFor={id}>School name</InputLabel>
      <OutlinedInput
        id={id}
        label="School name"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        inputProps={{ maxLength: 100, 'aria-describedby': error ? errorId : undefined }}
        aria-invalid={Boolean(error)}
      />
      {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
    </FormControl>
  );
}

export interface SearchChoices {
  states: readonly MemberSchoolState[];
  countries: readonly MemberSchoolCountry[];
  aidYears: readonly PublicAidYear[];
  applicationYear: PublicAidYear | null;
}

/**
 * The school search criteria (3-billing §7 POST api/schoolsearch): submitting puts them in the address.
 * Memoised: each answer of the page's queries re-renders the page at once, and the form, the heaviest
 * part of it, then renders only when its own lists change (in a background render, school-search-page).
 */
export const SearchForm = memo(function SearchForm({
  initial,
  choices,
  onSearch,
}: {
  initial: CriteriaForm;
  choices: SearchChoices;
  onSearch(form: CriteriaForm): void;
}) {
  const [form, setForm] = useState(initial);
  // The award-guideline criteria fold away on a first visit, so a phone shows the results sooner.
  const [more, setMore] = useState(ADVANCED.some((key) => initial[key] !== ''));
  const set = (key: CriteriaParam) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  // Criteria of the address the search refuses (so every member school is listed): each says why, in
  // the API's words, until it is changed.
  const [refused] = useState(() => criteriaIssues(initial));
  const errorOf = (key: CriteriaParam) => (form[key] === initial[key] ? refused[key] : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(form);
  };
  const clear = () => {
    const empty = Object.fromEntries(Object.keys(form).map((k) => [k, ''])) as CriteriaForm;
    setForm(empty);
    onSearch(empty);
  };
  const current = choices.applicationYear;
  return (
    <Box component="form" role="search" aria-label="Member school search" onSubmit={submit} sx={{ mb: 3 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          mb: 2,
        }}
      >
        <NameField value={form.name} error={errorOf('name')} onChange={set('name')} />
        <CriteriaSelect
          label="State"
          value={form.state}
          anyLabel="Any state"
          options={choices.states.map((s) => ({ value: s.stateAbbr, label: s.stateName }))}
          error={errorOf('state')}
          onChange={set('state')}
        />
        <CriteriaSelect
          label="Country"
          value={form.country}
          anyLabel="Any country"
          options={choices.countries.map((c) => ({ value: String(c.id), label: c.countryName }))}
          error={errorOf('country')}
          onChange={set('country')}
        />
        <CriteriaSelect
          label="Exchange program"
          value={form.program}
          anyLabel="Any program"
          options={PARTICIPATION_TYPES.map((p) => ({ value: String(p.id), label: p.participationName }))}
          error={errorOf('program')}
          onChange={set('program')}
        />
        {more && (
          <>
            <CriteriaSelect
              label="Aid year"
              value={form.aidyear}
              anyLabel={
                current ? `${current.aidyear} (current application year)` : 'Current application year'
              }
              options={choices.aidYears
                .filter((y) => y.id !== current?.id)
                .map((y) => ({ value: String(y.id), label: y.aidyear }))}
              error={errorOf('aidyear')}
              onChange={set('aidyear')}
            />
            <CriteriaSelect
              label="Scholarship offering"
              value={form.offering}
              anyLabel="Any offering"
              options={SCHOLARSHIP_OFFERING_KINDS.map((k) => ({
                value: k,
                label: SCHOLARSHIP_OFFERING_LABELS[k],
              }))}
              error={errorOf('offering')}
              onChange={set('offering')}
            />
            <CriteriaSelect
              label="Student category"
              value={form.category}
              anyLabel="Any category"
              options={STUDENT_CATEGORY_GROUPS.map((g) => ({ value: g.key, label: g.label }))}
              error={errorOf('category')}
              onChange={set('category')}
            />
            <CriteriaSelect
              label="Accepts mid-term students"
              value={form.midterm}
              anyLabel="Either"
              options={YES_NO}
              error={errorOf('midterm')}
              onChange={set('midterm')}
            />
            <CriteriaSelect
              label="Must live on campus"
              value={form.campus}
              anyLabel="Either"
              options={YES_NO}
              error={errorOf('campus')}
              onChange={set('campus')}
            />
            <CriteriaSelect
              label="FAFSA required"
              value={form.fafsa}
              anyLabel="Either"
              options={YES_NO}
              error={errorOf('fafsa')}
              onChange={set('fafsa')}
            />
          </>
        )}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained">
          Search
        </Button>
        <Button type="button" onClick={clear}>
          Clear
        </Button>
        <Button type="button" aria-expanded={more} onClick={() => setMore((m) => !m)}>
          {more ? 'Fewer criteria' : 'More criteria'}
        </Button>
      </Stack>
    </Box>
  );
});
