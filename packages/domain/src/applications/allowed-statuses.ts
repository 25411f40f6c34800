/**
 * What the server sends with every application row: the statuses it may move to (architecture "the
 * server sends each row's allowed next statuses"; open-points 5). Screens show these and decide none.
 */
import type { ActiveRoles } from '../roles/access.js';
import { APPLICATION_STATUS } from '../statuses/statuses.js';
import type { AidYearDates } from './aid-year-timing.js';
import { type ApplicationSide, canEditApplications } from './application-access.js';
import { isExportDenied } from './application-statuses.js';
import { listExportClosedChoices, listExportRowChoices } from './export-transitions.js';
import { listImportTransitionTargets } from './import-transitions.js';
import { isMoveAllowedAfterNoLongerEligible, isNoLongerEligible } from './no-longer-eligible.js';

/** The screen a row is shown on. The transfer grid and the detail share the list's table (open-points 5). */
export type ApplicationScreen = 'list' | 'detail' | 'transfer' | 'closed';

/** The user and the moment the rules are asked for. */
export interface RuleContext<S extends ApplicationSide = ApplicationSide> {
  side: S;
  screen: ApplicationScreen;
  /** Today in the programme time zone (toProgramDay), YYYY-MM-DD. */
  today: string;
  /** The user's active and read-only role ids at the school whose side this is (activeRolesAt). */
  access: ActiveRoles;
}

/** An export row: the application's export status and the statuses of its import rows. */
export interface ExportRow {
  applicationStatus: string;
  exportStatus: number;
  importStatuses: readonly number[];
}

/** An import row: what its transitions, dialogs and actions read. */
export interface ImportRow {
  applicationStatus: string;
  exportStatus: number;
  importStatus: number;
  aidYear: AidYearDates;
  studentCategoryId: number | null;
  leaveOfAbsenceBegin: string | null;
  leaveOfAbsenceEnd: string | null;
  /** Exchange programs both schools offer (open-points 15): the program is editable when more than one. */
  commonProgramCount: number;
  /** Terms of eligibility already added by extension. */
  extendEligibility: number;
  /** The import school's academicTerm (1 Semester, 2 Quarter, 3 Trimester). */
  academicTerm: number | null;
  unprocessedSummerTerm: number;
}

/** True when the row is shown on a closed screen or its application is CLOSED. */
export function isClosedRow(row: { applicationStatus: string }, context: RuleContext): boolean {
  return context.screen === 'closed' || row.applicationStatus === APPLICATION_STATUS.CLOSED;
}

/** Export statuses the select offers, the current one included (empty when the user may not edit). */
export function listExportStatusOptions(row: ExportRow, context: RuleContext<'export'>): number[] {
  if (!canEditApplications(context.access, 'export')) return [];
  return isClosedRow(row, context) ? listExportClosedChoices(row) : listExportRowChoices(row);
}

/**
 * Import statuses the row may move to. Closed screens are read-only (§2), and so is every import row
 * while the export school has denied the application; under No Longer Eligible a student enrolled or on
 * leave may only be withdrawn, and every other row is frozen (open-points 4).
 */
function allowedNextImportStatuses(row: ImportRow, context: RuleContext<'import'>): number[] {
  if (!canEditApplications(context.access, 'import') || isClosedRow(row, context)) return [];
  if (isExportDenied(row.exportStatus)) return [];
  const targets = listImportTransitionTargets(row, context.today);
  if (!isNoLongerEligible(row.exportStatus)) return targets;
  return targets.filter((to) => isMoveAllowedAfterNoLongerEligible(row.importStatus, to));
}

/** Statuses the row may move to, the current one excluded; empty when nothing may change. */
export function allowedNextStatuses(row: ExportRow, context: RuleContext<'export'>): number[];
export function allowedNextStatuses(row: ImportRow, context: RuleContext<'import'>): number[];
export function allowedNextStatuses(row: ExportRow | ImportRow, context: RuleContext): number[] {
  if (context.side === 'import')
    return allowedNextImportStatuses(row as ImportRow, context as RuleContext<'import'>);
  const exportRow = row as ExportRow;
  return listExportStatusOptions(exportRow, context as RuleContext<'export'>).filter(
    (s) => s !== exportRow.exportStatus,
  );
}

/** The status select's options: the current status followed by the allowed ones, in catalogue order. */
export function listStatusOptions(current: number, allowedNext: readonly number[]): number[] {
  return [...new Set([current, ...allowedNext])].sort((a, b) => a - b);
}
