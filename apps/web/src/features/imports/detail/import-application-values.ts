import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUS,
  checkImportDialog,
  checkLeaveDates,
  IMPORT_DIALOG_FIELDS,
  IMPORT_PROGRAM_CHANGEABLE_STATUSES,
  IMPORT_STATUS,
  type ImportListKind,
  type ImportListRow,
  type ImportStatusUpdateBody,
  type ImportStatusUpdateInput,
  importStatusName,
  importStatusUpdateSchema,
  isProgramRequired,
  isUpdateAppDisabled,
  type StudentApplicationView,
} from '@exchange/domain';
// Explicit extensions: the API's form-message test imports this file too (apps/server/src/security).
import { type FormIssue, formResolver } from '../../../lib/form-resolver.js';
import {
  asksQuestion,
  type DialogRuleRow,
  type EligibilityAnswer,
  readingsOf,
} from '../list/import-status-dialog-values.js';

/** What the detail sends with PUT api/import/appid/{id}/importschool/{schoolId} (the row's version aside). */
type ImportStatusValues = Omit<ImportStatusUpdateInput, 'version' | 'importStatusDate' | 'modifiedBy'>;

/** How one import detail screen is set up: its title, its list and the way back (2-applications §2). */
export interface ImportDetailScreen {
  title: string;
  listPath: string;
  detailPath: string;
  backLabel: string;
}

/** The three import detail screens, by the application status their list holds (open, transfer, closed). */
export const IMPORT_DETAIL_SCREENS: Readonly<Record<ImportListKind, ImportDetailScreen>> = {
  [APPLICATION_STATUS.OPEN]: {
    title: 'Import Application',
    listPath: '/imports/applications',
    detailPath: '/imports/applications/studentapplication',
    backLabel: 'Back to Imports',
  },
  [APPLICATION_STATUS.TRANSFER]: {
    title: 'Import Transfer Application',
    listPath: '/imports/transferapplications',
    detailPath: '/imports/transferapplications/studentapplication',
    backLabel: 'Back to Transfer Imports',
  },
  [APPLICATION_STATUS.CLOSED]: {
    title: 'Import Closed Application',
    listPath: '/imports/closedapplications',
    detailPath: '/imports/closedapplications/studentapplication',
    backLabel: 'Back to Closed Imports',
  },
};

/** The detail address of an application at an import school (open-points 13: reload and links work). */
export function importDetailPath(kind: ImportListKind, applicationId: number, schoolId: number): string {
  return `${IMPORT_DETAIL_SCREENS[kind].detailPath}?id=${applicationId}&school=${schoolId}`;
}

/**
 * Where a link to this screen goes instead when the application is on another list (it closed, or it is
 * a transfer): that list's detail; null when this screen shows it.
 */
export function importDetailRedirect(
  kind: ImportListKind,
  a: Pick<StudentApplicationView, 'id' | 'applicationStatus'>,
  schoolId: number,
): string | null {
  return a.applicationStatus === kind ? null : importDetailPath(a.applicationStatus, a.id, schoolId);
}

/** The editable part of Import Application (§2, §4): what the status change sends, as the form holds it. */
export interface ImportApplicationFormValues {
  importStatus: number;
  /** '' while no exchange program is chosen. */
  participationTypeId: number | '';
  studentCategoryId: number;
  leaveOfAbsenceBegin: string;
  leaveOfAbsenceEnd: string;
  /** What the Update Import Status dialog collected. */
  importStatusOtherReason: string;
  withdrawalDate: string;
  addSemesterEligibility: EligibilityAnswer | null;
}

/**
 * The exchange program the form starts from: the stored one; else the one program both schools offer
 * (open-points 15: filled in and read-only; the server takes it as the stored null); else none.
 */
function startingProgram(row: Pick<ImportListRow, 'participationTypeId' | 'programOptions'>): number | '' {
  if (row.participationTypeId !== null) return row.participationTypeId;
  const [only, ...others] = row.programOptions;
  return only && others.length === 0 ? only.participationId : '';
}

/** The form's first values for a loaded row; empty strings stand for "none". */
export function importApplicationFormValues(row: ImportListRow): ImportApplicationFormValues {
  return {
    importStatus: row.importStatus,
    participationTypeId: startingProgram(row),
    studentCategoryId: row.studentCategoryId,
    leaveOfAbsenceBegin: row.leaveOfAbsenceBegin ?? '',
    leaveOfAbsenceEnd: row.leaveOfAbsenceEnd ?? '',
    importStatusOtherReason: row.importStatusOtherReason ?? '',
    withdrawalDate: row.withdrawalDate ?? '',
    addSemesterEligibility: null,
  };
}

/** What the detail's rules read of the row: its saved values and its application (the reading in use). */
type DetailRuleRow = DialogRuleRow & Pick<ImportListRow, 'studentCategoryId'>;

/**
 * True when choosing `next` opens the Update Import Status dialog on the detail: Denied: Other (reason),
 * Withdrawn and Graduated (date), and whenever the eligibility question is asked (under the row's
 * reading). Leave of Absence takes its dates in the form itself (§2 lists the leave dates among the
 * detail's fields).
 */
export function opensImportStatusDialog(row: DialogRuleRow, next: number): boolean {
  if (next === row.importStatus) return false;
  const field = IMPORT_DIALOG_FIELDS[next];
  return field === 'reason' || field === 'date' || asksQuestion(row, next);
}

/** True when the row's reading asks an exchange program for this status (the detail's required program). */
export function programRequired(
  row: Pick<ImportListRow, 'applicationStatus' | 'exportSchoolStatus'>,
  status: number,
): boolean {
  return isProgramRequired(readingsOf(row).inlineEdit, status);
}

/**
 * True when the exchange program may be chosen with this status: where it may change (Approved,
 * Enrolled), or where a move into the status asks for one under the row's reading (Under Review; on a
 * transfer, Approved or Enrolled only) (§4 inline rules 2 and 3).
 */
export function programAccepted(row: DialogRuleRow, next: number): boolean {
  return (
    IMPORT_PROGRAM_CHANGEABLE_STATUSES.includes(next) ||
    (next !== row.importStatus && programRequired(row, next))
  );
}

/**
 * The body of PUT api/import/appid/{id}/importschool/{schoolId} from the detail: the leave dates only
 * for Leave of Absence, the reason and the date only for the statuses that ask for them, the answer
 * only when the question was asked, and the classification only when it changed.
 */
export function importApplicationInput(
  values: ImportApplicationFormValues,
  row: DetailRuleRow,
): ImportStatusValues {
  const status = values.importStatus;
  const needs = IMPORT_DIALOG_FIELDS[status];
  const leave = status === IMPORT_STATUS.LEAVE_OF_ABSENCE;
  const asked = asksQuestion(row, status);
  return {
    importStatus: status,
    participationTypeId: values.participationTypeId === '' ? null : values.participationTypeId,
    importStatusOtherReason: needs === 'reason' ? values.importStatusOtherReason : null,
    withdrawalDate: needs === 'date' ? values.withdrawalDate : null,
    leaveOfAbsenceBegin: leave ? values.leaveOfAbsenceBegin : null,
    leaveOfAbsenceEnd: leave ? values.leaveOfAbsenceEnd : null,
    studentCategoryId: values.studentCategoryId === row.studentCategoryId ? null : values.studentCategoryId,
    addSemesterEligibility: asked ? values.addSemesterEligibility : null,
  };
}

/** True when Update App cannot be pressed for these values (domain isUpdateAppDisabled, §4). */
export function isImportUpdateDisabled(
  values: ImportApplicationFormValues,
  row: Pick<ImportListRow, 'applicationStatus' | 'exportSchoolStatus'>,
): boolean {
  return isUpdateAppDisabled(
    {
      importStatus: values.importStatus || null,
      participationTypeId: values.participationTypeId === '' ? null : values.participationTypeId,
      leaveOfAbsenceBegin: values.leaveOfAbsenceBegin || null,
      leaveOfAbsenceEnd: values.leaveOfAbsenceEnd || null,
    },
    readingsOf(row).inlineEdit,
  );
}

/**
 * The messages of §4 the schema cannot see: what the dialog collects for the new status (the reason,
 * the date, the eligibility answer), the leave dates and the exchange program a status needs.
 */
export function importApplicationIssues(
  values: ImportApplicationFormValues,
  row: DetailRuleRow,
): FormIssue[] {
  const issues: FormIssue[] = [];
  if (opensImportStatusDialog(row, values.importStatus)) {
    const input = importApplicationInput(values, row);
    const reading = readingsOf(row).eligibilityQuestion;
    const { errors } = checkImportDialog(row.importStatus, values.importStatus, input, reading);
    for (const [path, message] of Object.entries(errors)) issues.push({ path, message });
  }
  if (values.importStatus === IMPORT_STATUS.LEAVE_OF_ABSENCE) {
    const errors = checkLeaveDates({
      leaveOfAbsenceBegin: values.leaveOfAbsenceBegin || null,
      leaveOfAbsenceEnd: values.leaveOfAbsenceEnd || null,
    });
    for (const [path, message] of Object.entries(errors)) issues.push({ path, message });
  }
  if (programRequired(row, values.importStatus) && values.participationTypeId === '') {
    issues.push({ path: 'participationTypeId', message: APPLICATION_MESSAGES.programNotSelected });
  }
  return issues;
}

/** The detail form's resolver: the schema the server checks the PUT with, plus the rules of §4. */
export function importApplicationResolver(row: DetailRuleRow) {
  return formResolver<ImportApplicationFormValues, ImportStatusUpdateBody>(importStatusUpdateSchema, {
    toBody: (values) => importApplicationInput(values, row),
    extraIssues: (values) => importApplicationIssues(values, row),
  });
}

/** One choice of a select. */
export interface Choice {
  value: number;
  label: string;
}

/**
 * The import status select's choices: exactly those the server sent; a reader who may not change it
 * (none sent) sees the current status alone.
 */
export function importStatusChoices(options: readonly number[], current: number): Choice[] {
  const ids = options.length > 0 ? options : [current];
  return ids.map((id) => ({ value: id, label: importStatusName(id) }));
}

/** The exchange program choices: the programs both schools offer (open-points 15). */
export function programChoices(row: Pick<ImportListRow, 'programOptions'>): Choice[] {
  return row.programOptions.map((p) => ({ value: p.participationId, label: p.participationName }));
}
