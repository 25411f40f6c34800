import { isTeUser, type ReportDefinition, reportSchoolIds } from '@exchange/domain';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSignedInUser } from '../../lib/auth-context';
import { type SchoolOption, useSchool } from '../../lib/school-context';
import { useAddressSchool } from '../../lib/use-address-school';
import type { ReportAddress, ReportAddressChange } from './report-address';
import { decideReportScope, type ReportScope, reportScopeLabel } from './report-scope';

/** A report screen's scope with what its school field needs. */
export interface ReportScopeState extends ReportScope {
  /** The line under the title: the school's name or All Schools. */
  label: string | null;
  /** The field's schools: every school for TE users, the user's report schools otherwise. */
  schools: SchoolOption[];
  selectedSchoolId: number | null;
  loading: boolean;
  /** Chooses a school, or All Schools (null). */
  choose(schoolId: number | null): void;
}

/**
 * The school a report reads (3-billing §2): the school selected in the shell, which the Current School
 * field also sets, or All Schools for TE users, kept in the address. Choosing another school in the
 * drawer leaves All Schools and starts again at the first page, so the report shows what the drawer says.
 */
export function useReportScope(
  def: Pick<ReportDefinition, 'allSchools' | 'schoolless'>,
  address: ReportAddress,
  change: (next: ReportAddressChange) => void,
): ReportScopeState {
  const user = useSignedInUser();
  const { schools, selectedSchool, selectSchool, loading } = useSchool();
  const isTe = isTeUser(user);
  const ownIds = useMemo(() => reportSchoolIds(user), [user]);
  const selectedSchoolId = selectedSchool?.id ?? null;
  const scope = decideReportScope({
    def,
    isTe,
    ownReportSchools: ownIds.length,
    addressAll: address.allSchools,
    selectedSchoolId,
  });
  const fieldSchools = useMemo(
    () => (isTe ? schools : schools.filter((s) => ownIds.includes(s.id))),
    [isTe, schools, ownIds],
  );

  // A school the address names is selected first (a bookmark or an emailed link opens on it).
  const settled = useAddressSchool(def.schoolless ? null : address.schoolId);
  const previous = useRef<number | null>(null);
  useEffect(() => {
    if (!settled) return;
    const was = previous.current;
    previous.current = selectedSchoolId;
    if (def.schoolless || selectedSchoolId === null) return;
    // Another school chosen in the drawer: All Schools is left and the grid starts again at its first page.
    if (was !== null && was !== selectedSchoolId) change({ allSchools: false, schoolId: selectedSchoolId });
    // Otherwise the address names the school shown (open-points 13).
    else if (!address.allSchools && address.schoolId !== selectedSchoolId)
      change({ schoolId: selectedSchoolId });
  }, [settled, def.schoolless, selectedSchoolId, address.allSchools, address.schoolId, change]);

  const choose = useCallback(
    (schoolId: number | null) => {
      if (schoolId === null) {
        change({ allSchools: true });
        return;
      }
      if (address.allSchools) change({ allSchools: false });
      selectSchool(schoolId);
    },
    [address.allSchools, change, selectSchool],
  );

  return {
    ...scope,
    // Until the address's school is selected, the drawer's previous school is not the one to read.
    ready: scope.ready && settled,
    label: reportScopeLabel(scope, selectedSchool?.schoolName ?? null),
    schools: fieldSchools,
    selectedSchoolId,
    loading,
    choose,
  };
}
