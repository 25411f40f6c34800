import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { type SchoolOption, useSchool } from './school-context';
import {
  ALL_SCHOOLS_LABEL,
  decideSchoolScope,
  readSchoolScope,
  readSchoolScopeValue,
  SCHOOL_SCOPE_PARAM,
  type SchoolScopeAddress,
  type SchoolScopeDecision,
  schoolScopeAddressChange,
  writeSchoolScope,
} from './school-scope';
import { useAddressSchool } from './use-address-school';

/** A screen's school scope with what its school field needs. */
export interface SchoolScope extends SchoolScopeDecision {
  /** The line under the title: the school's name or All Schools. */
  label: string | null;
  /** The field's schools. */
  schools: SchoolOption[];
  selectedSchoolId: number | null;
  loading: boolean;
  /** Chooses a school, or All Schools (null). */
  choose(schoolId: number | null): void;
}

/** The address as a screen keeps it, and how a change of its school part is written. */
export type SchoolScopeAddressKeeper = readonly [
  SchoolScopeAddress,
  (change: Partial<SchoolScopeAddress>) => void,
];

/** The `school` field of the query string, each change written in place (replace: Back leaves the screen). */
export function useSchoolScopeAddress(): SchoolScopeAddressKeeper {
  const [params, setParams] = useSearchParams();
  const value = params.get(SCHOOL_SCOPE_PARAM);
  // A change of another field (a filter) keeps the same scope object, so the scope's effect stays still.
  const address = useMemo(() => readSchoolScopeValue(value), [value]);
  const change = useCallback(
    (next: Partial<SchoolScopeAddress>) =>
      setParams((current) => writeSchoolScope(current, { ...readSchoolScope(current), ...next }), {
        replace: true,
      }),
    [setParams],
  );
  return [address, change];
}

/** What a screen says about its scope. */
export interface SchoolScopeOptions {
  /** The screen offers All Schools (TE users, where the screen has it). */
  offersAllSchools: boolean;
  /** The field's schools when not every school of the user (a school user's report schools). */
  fieldSchoolIds?: readonly number[] | null;
  /** The screen is about no school (the TE Admin change log): nothing is selected or written. */
  schoolless?: boolean;
}

/**
 * The school a screen reads (3-billing §2, open-points 13, 29, 31), kept in the address's one `school`
 * field: the school selected in the shell, which the screen's school field also sets, or All Schools
 * where the screen offers it. A school the address names is selected first (a bookmark or an emailed link
 * opens on it); choosing another school in the drawer leaves All Schools, so the screen shows what the
 * drawer says. `keeper` is the screen's own address keeper (a report's starts again at the first page);
 * the query string's `school` field otherwise.
 */
export function useSchoolScope(options: SchoolScopeOptions, keeper?: SchoolScopeAddressKeeper): SchoolScope {
  const { offersAllSchools, fieldSchoolIds = null, schoolless = false } = options;
  const own = useSchoolScopeAddress();
  const [address, change] = keeper ?? own;
  const { schools, selectedSchool, selectSchool, loading } = useSchool();
  const selectedSchoolId = selectedSchool?.id ?? null;
  const settled = useAddressSchool(schoolless ? null : address.schoolId);
  const decision = decideSchoolScope({ offersAllSchools, address, selectedSchoolId, settled });

  const previous = useRef<number | null>(null);
  useEffect(() => {
    if (!settled || schoolless) return;
    const was = previous.current;
    previous.current = selectedSchoolId;
    const next = schoolScopeAddressChange({ offersAllSchools, address, selectedSchoolId, was });
    if (next) change(next);
  }, [settled, schoolless, offersAllSchools, address, selectedSchoolId, change]);

  const choose = useCallback(
    (schoolId: number | null) => {
      if (schoolId === null) {
        change({ allSchools: true, schoolId: null });
        return;
      }
      if (address.allSchools) change({ allSchools: false });
      selectSchool(schoolId);
    },
    [address.allSchools, change, selectSchool],
  );

  const fieldSchools = useMemo(
    () => (fieldSchoolIds ? schools.filter((s) => fieldSchoolIds.includes(s.id)) : schools),
    [schools, fieldSchoolIds],
  );

  return {
    ...decision,
    label: decision.allSchools ? ALL_SCHOOLS_LABEL : (selectedSchool?.schoolName ?? null),
    schools: fieldSchools,
    selectedSchoolId,
    loading,
    choose,
  };
}
