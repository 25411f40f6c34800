import { isTeUser, type ReportDefinition, reportSchoolIds } from '@exchange/domain';
import { useMemo } from 'react';
import { useSignedInUser } from '../../lib/auth-context';
import { type SchoolScope, useSchoolScope } from '../../lib/use-school-scope';
import type { ReportAddress, ReportAddressChange } from './report-address';
import { decideReportScope, type ReportScope, reportScopeLabel } from './report-scope';

/** A report screen's scope with what its school field needs. */
export interface ReportScopeState extends ReportScope, Omit<SchoolScope, keyof ReportScope> {}

/**
 * The school a report reads (3-billing §2): the portal's one school scope (lib/use-school-scope.ts), kept
 * in the report's address so that leaving All Schools or choosing another school in the drawer starts
 * again at the first page; for a school user the field lists their report schools, and a report about no
 * school has none.
 */
export function useReportScope(
  def: Pick<ReportDefinition, 'allSchools' | 'schoolless'>,
  address: ReportAddress,
  change: (next: ReportAddressChange) => void,
): ReportScopeState {
  const user = useSignedInUser();
  const isTe = isTeUser(user);
  const ownIds = useMemo(() => reportSchoolIds(user), [user]);
  const scope = useSchoolScope(
    {
      offersAllSchools: !def.schoolless && isTe && def.allSchools,
      fieldSchoolIds: isTe ? null : ownIds,
      schoolless: def.schoolless,
    },
    [address, change],
  );
  const decided = decideReportScope({
    def,
    isTe,
    ownReportSchools: ownIds.length,
    addressAll: address.allSchools,
    selectedSchoolId: scope.selectedSchoolId,
  });
  return {
    ...scope,
    ...decided,
    // Until the address's school is selected, the drawer's previous school is not the one to read.
    ready: def.schoolless ? decided.ready : scope.ready,
    label: reportScopeLabel(decided, scope.label),
  };
}
