import type { ReportDefinition } from '@exchange/domain';
import { ALL_SCHOOLS_LABEL, decideSchoolScope } from '../../lib/school-scope';
/** The school field's label (3-billing §2 "Current School"). */
export const SCHOOL_FIELD_LABEL = 'Current School';

/** Whose rows a report screen reads, and which school field it shows. */
export interface ReportScope {
  /**
   * The school field: `every` for TE users (every school, All Schools first where the report offers it),
   * `own` for a school user with report roles at more than one school, null for none.
   */
  field: 'every' | 'own' | null;
  offersAllSchools: boolean;
  allSchools: boolean;
  /** The school whose rows are read; null for All Schools, a report about no school, or none selected yet. */
  schoolId: number | null;
  /** The report may be asked for: a school is chosen, or every school is. */
  ready: boolean;
}

/** What decides a report screen's scope. */
export interface ReportScopeInput {
  def: Pick<ReportDefinition, 'allSchools' | 'schoolless'>;
  isTe: boolean;
  /** How many schools the user reads reports at (school users). */
  ownReportSchools: number;
  /** The address asks for All Schools (`?school=all`). */
  addressAll: boolean;
  /** The school selected in the shell (the drawer's selector). */
  selectedSchoolId: number | null;
}

/**
 * A report's scope (3-billing §2, open-points 28, 29): TE users read the selected school or, where the
 * report offers it, All Schools; a school user reads the selected school, one of their own (the server
 * refuses any other); a report about no school (the TE Admin change log) has no school field.
 */
export function decideReportScope(input: ReportScopeInput): ReportScope {
  const { def, isTe, ownReportSchools, addressAll, selectedSchoolId } = input;
  if (def.schoolless) {
    return { field: null, offersAllSchools: false, allSchools: true, schoolId: null, ready: true };
  }
  return {
    field: isTe ? 'every' : ownReportSchools > 1 ? 'own' : null,
    ...decideSchoolScope({
      offersAllSchools: isTe && def.allSchools,
      address: { allSchools: addressAll, schoolId: null },
      selectedSchoolId,
      settled: true,
    }),
  };
}

/** The line under the title: the school whose rows are shown, or All Schools. */
export function reportScopeLabel(scope: ReportScope, selectedSchoolName: string | null): string | null {
  if (scope.field === null && scope.allSchools) return null;
  return scope.allSchools ? ALL_SCHOOLS_LABEL : selectedSchoolName;
}
