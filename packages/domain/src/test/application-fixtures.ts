/**
 * Shared builders for the applications tests: aid years around 15 August 2026 and rows with neutral
 * defaults, so each test states only what its rule reads.
 */

import type { AidYearDates } from '../applications/aid-year-timing.js';
import type { ExportRow, ImportRow, RuleContext } from '../applications/allowed-statuses.js';
import type { ActiveRoles } from '../roles/access.js';
import { ROLE } from '../roles/roles.js';
import { APPLICATION_STATUS, EXPORT_STATUS, IMPORT_STATUS } from '../statuses/statuses.js';

/** The aid year running in the tests' "today" (2026-09-01 unless a test says otherwise). */
export const AY_2026: AidYearDates = {
  aidyear: '2026-2027',
  aidyearbegindate: '2026-07-01',
  aidyearenddate: '2027-06-30',
};
export const AY_2025: AidYearDates = {
  aidyear: '2025-2026',
  aidyearbegindate: '2025-07-01',
  aidyearenddate: '2026-06-30',
};
export const AY_2027: AidYearDates = {
  aidyear: '2027-2028',
  aidyearbegindate: '2027-07-01',
  aidyearenddate: '2028-06-30',
};

/** A day after 15 August 2026: Enrolled is open for the 2026-2027 aid year. */
export const AFTER_AUG_15 = '2026-09-01';

/** Roles at a school: editor (primary TELO), or any list with read-only flags. */
export const rolesOf = (roleList: number[], readOnlyList: number[] = []): ActiveRoles => ({
  roleList,
  readOnlyList,
});
export const TELO = rolesOf([ROLE.PRIMARY_TELO]);

export function importRow(overrides: Partial<ImportRow> = {}): ImportRow {
  return {
    applicationStatus: APPLICATION_STATUS.OPEN,
    exportStatus: EXPORT_STATUS.EXPORT_APPROVED,
    importStatus: IMPORT_STATUS.UNDER_REVIEW,
    aidYear: AY_2026,
    studentCategoryId: 2,
    leaveOfAbsenceBegin: null,
    leaveOfAbsenceEnd: null,
    commonProgramCount: 2,
    extendEligibility: 0,
    academicTerm: 1,
    unprocessedSummerTerm: 0,
    ...overrides,
  };
}

export function exportRow(overrides: Partial<ExportRow> = {}): ExportRow {
  return {
    applicationStatus: APPLICATION_STATUS.OPEN,
    exportStatus: EXPORT_STATUS.AWAITING_DECISION,
    importStatuses: [IMPORT_STATUS.AWAITING_EXPORT_DECISION],
    ...overrides,
  };
}

export function importContext(overrides: Partial<RuleContext<'import'>> = {}): RuleContext<'import'> {
  return { side: 'import', screen: 'list', today: AFTER_AUG_15, access: TELO, ...overrides };
}

export function exportContext(overrides: Partial<RuleContext<'export'>> = {}): RuleContext<'export'> {
  return { side: 'export', screen: 'list', today: AFTER_AUG_15, access: TELO, ...overrides };
}
