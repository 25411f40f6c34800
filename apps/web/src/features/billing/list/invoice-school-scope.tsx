import { canViewAllSchoolsBilling } from '@exchange/domain';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useSignedInUser } from '../../../lib/auth-context';
import { useSchool } from '../../../lib/school-context';

/** The address's school choice: `?school=all` is the all-schools view; otherwise the selected school. */
export const SCHOOL_SCOPE_PARAM = 'school';
const ALL_SCHOOLS_VALUE = 'all';

/** One choice of the Invoices screen's school field. */
export interface SchoolScopeOption {
  /** null for All Schools. */
  id: number | null;
  schoolName: string;
}

/** The first choice of a TE user's school field (3-billing §2), which adds the School column. */
export const ALL_SCHOOLS_OPTION: SchoolScopeOption = { id: null, schoolName: 'All Schools' };

/** True when the address asks for every school and the user may see every school's invoices. */
export function readAllSchools(params: URLSearchParams, mayViewAll: boolean): boolean {
  return mayViewAll && params.get(SCHOOL_SCOPE_PARAM) === ALL_SCHOOLS_VALUE;
}

/** Whose invoices the screen lists. */
export interface InvoiceScope {
  /** TE users see every school: the field then offers All Schools. */
  offersAllSchools: boolean;
  allSchools: boolean;
  /** The school listed, or null for every school (and while no school is selected yet). */
  schoolId: number | null;
  /** What the page's subtitle says: the school's name or "All Schools". */
  label: string | null;
  /** The list may be asked for: all schools, or a selected school. */
  ready: boolean;
  choose(option: SchoolScopeOption): void;
}

/**
 * The Invoices screen's school (3-billing §2): the school selected in the drawer (multi-school users
 * choose there), or for TE users All Schools, kept in the address. Choosing a school in the drawer
 * leaves the all-schools view, so the page always lists what the drawer says unless All Schools is on.
 */
export function useInvoiceScope(): InvoiceScope {
  const user = useSignedInUser();
  const { selectedSchool, selectSchool } = useSchool();
  const [params, setParams] = useSearchParams();
  const offersAllSchools = canViewAllSchoolsBilling(user);
  const allSchools = readAllSchools(params, offersAllSchools);
  const selectedId = selectedSchool?.id ?? null;

  const setAll = useCallback(
    (all: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (all) next.set(SCHOOL_SCOPE_PARAM, ALL_SCHOOLS_VALUE);
          else next.delete(SCHOOL_SCOPE_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const previous = useRef(selectedId);
  useEffect(() => {
    if (previous.current !== null && previous.current !== selectedId && allSchools) setAll(false);
    previous.current = selectedId;
  }, [selectedId, allSchools, setAll]);

  const choose = useCallback(
    (option: SchoolScopeOption) => {
      if (option.id === null) {
        setAll(true);
        return;
      }
      setAll(false);
      selectSchool(option.id);
    },
    [setAll, selectSchool],
  );

  return {
    offersAllSchools,
    allSchools,
    schoolId: allSchools ? null : selectedId,
    label: allSchools ? ALL_SCHOOLS_OPTION.schoolName : (selectedSchool?.schoolName ?? null),
    ready: allSchools || selectedId !== null,
    choose,
  };
}

/**
 * The School field of a TE user's Invoices screen: All Schools, then every school by name (the
 * drawer's list); typing narrows it.
 */
export function InvoiceSchoolField({ scope }: { scope: InvoiceScope }) {
  const { schools, selectedSchool, loading } = useSchool();
  const options: SchoolScopeOption[] = [ALL_SCHOOLS_OPTION, ...schools];
  const value = scope.allSchools
    ? ALL_SCHOOLS_OPTION
    : (options.find((o) => o.id === selectedSchool?.id) ?? null);
  return (
    <Autocomplete
      options={options}
      value={value}
      loading={loading}
      disableClearable={value !== null}
      autoHighlight
      getOptionLabel={(o) => o.schoolName}
      getOptionKey={(o) => o.id ?? 'all'}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, option) => {
        if (option) scope.choose(option);
      }}
      sx={{ minWidth: 260, flex: { xs: '1 1 100%', sm: '0 1 340px' } }}
      renderInput={(params) => <TextField {...params} label="School" size="small" margin="none" />}
    />
  );
}
