import {
  asksEligibilityQuestion,
  checkImportDialog,
  ELIGIBILITY_ANSWER,
  formatLastEligibilityUsed,
  formatUsDate,
  IMPORT_DIALOG_FIELDS,
  IMPORT_STATUS,
  type ImportDialogInput,
  type ImportListRow,
  type ImportStatusUpdateBody,
  importReadingsFor,
  importStatusUpdateSchema,
} from '@exchange/domain';
// Explicit extensions: the API's form-message test imports this file too (apps/server/src/security).
import { type DomainSchema, formResolver } from '../../../lib/form-resolver.js';

/** The eligibility question's answer as the API takes it: 1 Yes, 0 No. */
export type EligibilityAnswer = (typeof ELIGIBILITY_ANSWER)[keyof typeof ELIGIBILITY_ANSWER];

/** What the Update Import Status dialog sends with the new status (2-applications §4, §7). */
export interface ImportDialogValues {
  importStatusOtherReason: string | null;
  withdrawalDate: string | null;
  leaveOfAbsenceBegin: string | null;
  leaveOfAbsenceEnd: string | null;
  addSemesterEligibility: EligibilityAnswer | null;
}

/** The dialog's form: '' while a field is empty, the answer '' until Yes or No is picked. */
export interface ImportDialogForm {
  reason: string;
  date: string;
  leaveBegin: string;
  leaveEnd: string;
  eligibility: number | '';
}

/** The form's fields by the API's names, for the domain's messages to land on them. */
export const DIALOG_FIELD_MAP = {
  importStatusOtherReason: 'reason',
  withdrawalDate: 'date',
  leaveOfAbsenceBegin: 'leaveBegin',
  leaveOfAbsenceEnd: 'leaveEnd',
  addSemesterEligibility: 'eligibility',
} as const satisfies Record<keyof ImportDialogValues, keyof ImportDialogForm>;

/** The dialog's starting values: Withdrawn and Graduated default their date to today (§4). */
export function dialogDefaults(today: string): ImportDialogForm {
  return { reason: '', date: today, leaveBegin: '', leaveEnd: '', eligibility: '' };
}

/**
 * What is sent for the new status: only the fields that status asks for (the reason for Denied: Other,
 * the date for Withdrawn and Graduated, the leave dates for Leave of Absence), and the answer only
 * when the question is asked; everything else null.
 */
export function toDialogValues(
  form: ImportDialogForm,
  nextStatus: number,
  asks: boolean,
): ImportDialogValues {
  const field = IMPORT_DIALOG_FIELDS[nextStatus];
  return {
    importStatusOtherReason: field === 'reason' ? form.reason.trim() || null : null,
    withdrawalDate: field === 'date' ? form.date || null : null,
    leaveOfAbsenceBegin: field === 'leaveDates' ? form.leaveBegin || null : null,
    leaveOfAbsenceEnd: field === 'leaveDates' ? form.leaveEnd || null : null,
    addSemesterEligibility: asks ? toAnswer(form.eligibility) : null,
  };
}

/** The picked answer, or null while none is (or something else came in). */
function toAnswer(value: number | ''): EligibilityAnswer | null {
  return value === ELIGIBILITY_ANSWER.YES || value === ELIGIBILITY_ANSWER.NO ? value : null;
}

/** What the dialog's rules read of the row: its saved status and its application's reading. */
export type DialogRuleRow = Pick<ImportListRow, 'importStatus' | 'applicationStatus' | 'exportSchoolStatus'>;

/** The readings of §4 the row is edited under (the domain's importReadingsFor, on a list row's fields). */
export function readingsOf(row: Pick<ImportListRow, 'applicationStatus' | 'exportSchoolStatus'>) {
  return importReadingsFor({
    applicationStatus: row.applicationStatus,
    exportStatus: row.exportSchoolStatus,
  });
}

/**
 * True when moving the row to `nextStatus` asks "Has the student used a term of eligibility?": after
 * Enrolled or a leave, or after Approved or a leave on a transfer application (importReadingsFor).
 */
export function asksQuestion(row: DialogRuleRow, nextStatus: number): boolean {
  const reading = readingsOf(row).eligibilityQuestion;
  return nextStatus !== row.importStatus && asksEligibilityQuestion(row.importStatus, nextStatus, reading);
}

/** The domain's dialog check on the form: its messages by form field, and whether Confirm is disabled. */
export function checkDialogForm(
  row: DialogRuleRow,
  nextStatus: number,
  form: ImportDialogForm,
): { errors: Partial<Record<keyof ImportDialogForm, string>>; confirmDisabled: boolean } {
  const input: ImportDialogInput = toDialogValues(form, nextStatus, asksQuestion(row, nextStatus));
  const reading = readingsOf(row).eligibilityQuestion;
  const result = checkImportDialog(row.importStatus, nextStatus, input, reading);
  const errors: Partial<Record<keyof ImportDialogForm, string>> = {};
  for (const [name, message] of Object.entries(result.errors)) {
    const field = DIALOG_FIELD_MAP[name as keyof ImportDialogValues];
    if (field) errors[field] = message;
  }
  return { errors, confirmDisabled: result.confirmDisabled };
}

/**
 * The Update Import Status dialog's resolver for moving `row` to `nextStatus`: the schema the server
 * checks the PUT with, on the body the dialog sends, plus the domain's dialog check the server runs
 * next (checkImportDialog), its messages on the dialog's fields.
 */
export function importStatusDialogResolver(row: DialogRuleRow, nextStatus: number) {
  const asks = asksQuestion(row, nextStatus);
  return formResolver<ImportDialogForm, ImportStatusUpdateBody>(
    importStatusUpdateSchema as DomainSchema<ImportStatusUpdateBody>,
    {
      toBody: (form) => ({ importStatus: nextStatus, ...toDialogValues(form, nextStatus, asks) }),
      fieldMap: { ...DIALOG_FIELD_MAP, importStatus: null },
      extraIssues: (form) =>
        Object.entries(checkDialogForm(row, nextStatus, form).errors).map(([path, message]) => ({
          path,
          message,
        })),
    },
  );
}

/** The label of the date a status asks for: the day the student withdrew or graduated. */
export function dialogDateLabel(nextStatus: number): string {
  return nextStatus === IMPORT_STATUS.GRADUATED ? 'Graduation Date' : 'Withdrawal Date';
}

/** The eligibility question's answers (Yes = 1, No = 0, §4). */
export const ELIGIBILITY_CHOICES = [
  { value: ELIGIBILITY_ANSWER.YES, label: 'Yes' },
  { value: ELIGIBILITY_ANSWER.NO, label: 'No' },
] as const;

/** The last eligibility used as the dialog shows it: a day in US format, other text as sent, else "None". */
export function showLastEligibilityUsed(value: string | null): string {
  return formatLastEligibilityUsed(value && /^\d{4}-\d{2}-\d{2}/.test(value) ? formatUsDate(value) : value);
}
