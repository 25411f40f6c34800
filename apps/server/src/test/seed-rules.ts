/**
 * The settled rules every seeded application must obey (open-points 1, 3, 4, 6, 7, 8; issue 21): a check
 * over stored rows that names each row the product itself would never have produced. The demo seed and
 * the production-size generator are run through it by `db/seed/seeded-rows.test.ts`, so the demo cannot drift
 * from the rules. It reads the domain's own rules wherever one exists. The seeded staff accounts' roles
 * are checked beside it against the user forms' rules (seed-account-rules.ts).
 */
import {
  type AidYearDates,
  APPLICATION_STATUS,
  checkLeaveDates,
  DENIED_BY_NO_LONGER_ELIGIBLE,
  EXPORT_STATUS,
  findClosingReason,
  IMPORT_STATUS,
  isEnrolledReachable,
  isExportDenied,
  isLiveApplication,
} from '@exchange/domain';

const E = EXPORT_STATUS;
const I = IMPORT_STATUS;

/** Statuses a row reaches only by way of Enrolled: the student has been enrolled at that school. */
export const REACHED_THROUGH_ENROLLED: readonly number[] = [
  I.ENROLLED,
  I.WITHDRAWN,
  I.LEAVE_OF_ABSENCE,
  I.TRANSFERRED,
  I.GRADUATED,
];

/** Where a row No Longer Eligible was chosen over can be: still Enrolled, on leave, or withdrawn since. */
const NO_LONGER_ELIGIBLE_AFTERMATH: readonly number[] = [I.ENROLLED, I.LEAVE_OF_ABSENCE, I.WITHDRAWN];

/** One import row as the check reads it. */
export interface CheckedImportRow {
  importSchoolId: number;
  importStatus: number;
  importStatusDate: string;
  leaveOfAbsenceBegin: string | null;
  leaveOfAbsenceEnd: string | null;
  withdrawalDate: string | null;
  lastEligibilityUsed: string | null;
  unprocessedSummerTerm: number;
  /** The dates of the terms (regular and summer) recorded as used at this school. */
  usageDates: readonly string[];
}

/** One application with its import rows as the check reads it. */
export interface CheckedApplication {
  id: number;
  studentId: number;
  applicationStatus: string;
  exportStatus: number;
  aidYear: AidYearDates;
  creationDate: string;
  exportStatusDate: string;
  extendEligibility: number;
  extendEligibilityDate: string | null;
  imports: readonly CheckedImportRow[];
}

/** The rules the check knows, by the name a breach carries. */
export type SeedRule =
  | 'closing'
  | 'awaitingExportDecision'
  | 'noLongerEligibleRows'
  | 'deniedAfterEnrolment'
  | 'leaveDates'
  | 'fifteenAugust'
  | 'afterToday'
  | 'beforeSubmission'
  | 'transferred'
  | 'transferSource'
  | 'transferExtensions'
  | 'extension'
  | 'summerTerm';

/** A row the product would not have produced, and why. */
export interface RuleBreach {
  applicationId: number;
  rule: SeedRule;
  detail: string;
}

const hasAny = (rows: readonly CheckedImportRow[], statuses: readonly number[]) =>
  rows.some((r) => statuses.includes(r.importStatus));

/** Export status against the import rows (open-points 4): who may sit at 1, and what No Longer Eligible leaves. */
function checkRowsUnderExport(app: CheckedApplication, breach: (rule: SeedRule, detail: string) => void) {
  for (const row of app.imports) {
    const at = `school ${row.importSchoolId} at ${row.importStatus}`;
    // Rows wait at 1 only while the export is undecided; approval moves them to 2 and a return to
    // Awaiting Decision moves 2 back to 1 (deriveImportStatusAfterExportChange).
    if (app.exportStatus === E.EXPORT_APPROVED && row.importStatus === I.AWAITING_EXPORT_DECISION)
      breach('awaitingExportDecision', `${at} under Export Approved`);
    if (app.exportStatus === E.AWAITING_DECISION && row.importStatus === I.DECISION_PENDING)
      breach('awaitingExportDecision', `${at} under Awaiting Decision`);
    if (app.exportStatus === E.NO_LONGER_ELIGIBLE && DENIED_BY_NO_LONGER_ELIGIBLE.includes(row.importStatus))
      breach('noLongerEligibleRows', `${at} under No Longer Eligible`);
    // A denial is chosen only while no school has enrolled the student, and freezes the rows (open-points 3, 4).
    if (isExportDenied(app.exportStatus) && REACHED_THROUGH_ENROLLED.includes(row.importStatus))
      breach('deniedAfterEnrolment', `${at} under a denied export`);
  }
  // No Longer Eligible is chosen only with a row at Enrolled or on leave, which may then only be withdrawn.
  if (app.exportStatus === E.NO_LONGER_ELIGIBLE && !hasAny(app.imports, NO_LONGER_ELIGIBLE_AFTERMATH))
    breach('noLongerEligibleRows', 'No Longer Eligible with no row enrolled, on leave or withdrawn');
}

/** Dates: none after today, none of the user's chosen dates before the application was submitted. */
function checkDates(
  app: CheckedApplication,
  today: string,
  breach: (rule: SeedRule, detail: string) => void,
) {
  const notAfterToday = (label: string, date: string | null) => {
    if (date !== null && date > today) breach('afterToday', `${label} ${date} is after today ${today}`);
  };
  const notBeforeSubmission = (label: string, date: string | null) => {
    if (date !== null && date < app.creationDate)
      breach('beforeSubmission', `${label} ${date} is before the submission ${app.creationDate}`);
  };
  notAfterToday('creation date', app.creationDate);
  notAfterToday('export status date', app.exportStatusDate);
  notBeforeSubmission('export status date', app.exportStatusDate);
  notAfterToday('extension date', app.extendEligibilityDate);
  notBeforeSubmission('extension date', app.extendEligibilityDate);
  for (const row of app.imports) {
    const at = `school ${row.importSchoolId}:`;
    notAfterToday(`${at} import status date`, row.importStatusDate);
    notBeforeSubmission(`${at} import status date`, row.importStatusDate);
    notAfterToday(`${at} withdrawal date`, row.withdrawalDate);
    notBeforeSubmission(`${at} withdrawal date`, row.withdrawalDate);
    notAfterToday(`${at} leave begin`, row.leaveOfAbsenceBegin);
    notBeforeSubmission(`${at} leave begin`, row.leaveOfAbsenceBegin);
    notAfterToday(`${at} last eligibility used`, row.lastEligibilityUsed);
    for (const used of row.usageDates) notAfterToday(`${at} term used`, used);
  }
}

/** Leave dates (open-points 7) and the 15 August rule on every row that has been enrolled (open-points 6). */
function checkImportRows(app: CheckedApplication, breach: (rule: SeedRule, detail: string) => void) {
  for (const row of app.imports) {
    const at = `school ${row.importSchoolId} at ${row.importStatus}`;
    const hasLeave = row.leaveOfAbsenceBegin !== null || row.leaveOfAbsenceEnd !== null;
    if (row.importStatus === I.LEAVE_OF_ABSENCE || hasLeave) {
      const errors = Object.values(checkLeaveDates(row));
      if (errors.length > 0)
        breach(
          'leaveDates',
          `${at}: ${row.leaveOfAbsenceBegin}–${row.leaveOfAbsenceEnd}: ${errors.join(' ')}`,
        );
    }
    // The row was Enrolled on or before its status date, so Enrolled was reachable then.
    if (
      REACHED_THROUGH_ENROLLED.includes(row.importStatus) &&
      !isEnrolledReachable(app.aidYear, row.importStatusDate)
    )
      breach('fifteenAugust', `${at} on ${row.importStatusDate} in aid year ${app.aidYear.aidyear}`);
    if (row.unprocessedSummerTerm === 1 && !REACHED_THROUGH_ENROLLED.includes(row.importStatus))
      breach('summerTerm', `${at} has a summer term but was never enrolled`);
  }
}

/** Extensions: dated, given only where a school enrolled the student, never on a transfer (issue 21 item 2). */
function checkExtensions(app: CheckedApplication, breach: (rule: SeedRule, detail: string) => void) {
  if (app.extendEligibility > 0 !== (app.extendEligibilityDate !== null))
    breach('extension', `${app.extendEligibility} extensions dated ${app.extendEligibilityDate}`);
  if (app.extendEligibility > 0 && !hasAny(app.imports, REACHED_THROUGH_ENROLLED))
    breach('extension', 'extended although no school has enrolled the student');
  if (app.applicationStatus === APPLICATION_STATUS.TRANSFER && app.extendEligibility > 0)
    breach('transferExtensions', `a TRANSFER application with ${app.extendEligibility} extensions`);
}

/**
 * Transfers (open-points 4, 8; 1-core §4): a TRANSFER application comes from the student's application
 * with an Enrolled school, which stays OPEN until the new school enrols the student and then closes with
 * its row Transferred; 12 is set on nothing else.
 */
function checkTransfers(
  app: CheckedApplication,
  siblings: readonly CheckedApplication[],
  breach: (rule: SeedRule, detail: string) => void,
) {
  const transfer = siblings.find((s) => s.applicationStatus === APPLICATION_STATUS.TRANSFER);
  const transferEnrolled = transfer !== undefined && hasAny(transfer.imports, REACHED_THROUGH_ENROLLED);
  if (hasAny(app.imports, [I.TRANSFERRED])) {
    if (app.applicationStatus !== APPLICATION_STATUS.CLOSED)
      breach('transferred', `a row at Transferred on a ${app.applicationStatus} application`);
    if (!transferEnrolled) breach('transferred', 'a row at Transferred without an enrolled transfer');
  }
  if (app.applicationStatus === APPLICATION_STATUS.OPEN && transferEnrolled)
    breach('transferred', `still OPEN although transfer ${transfer.id} is enrolled`);
  if (app.applicationStatus === APPLICATION_STATUS.TRANSFER) {
    const source = siblings.find(
      (s) =>
        s.id !== app.id &&
        (s.applicationStatus === APPLICATION_STATUS.OPEN || hasAny(s.imports, [I.TRANSFERRED])),
    );
    if (!source) breach('transferSource', 'a TRANSFER application with no application it transfers from');
    if (app.exportStatus === E.AWAITING_DECISION)
      breach('transferSource', 'a TRANSFER application whose export is not approved');
  }
}

/**
 * Every breach of the settled rules among these applications, as of `today` (YYYY-MM-DD in the programme
 * time zone). Applications of one student are read together for the transfer rules.
 */
export function findRuleBreaches(apps: readonly CheckedApplication[], today: string): RuleBreach[] {
  const byStudent = new Map<number, CheckedApplication[]>();
  for (const app of apps) byStudent.set(app.studentId, [...(byStudent.get(app.studentId) ?? []), app]);
  const breaches: RuleBreach[] = [];
  for (const app of apps) {
    const breach = (rule: SeedRule, detail: string) => breaches.push({ applicationId: app.id, rule, detail });
    const closing = findClosingReason(
      { ...app, importStatuses: app.imports.map((r) => r.importStatus) },
      today,
    );
    if (closing !== null && isLiveApplication(app))
      breach('closing', `${app.applicationStatus} although it closes (${closing})`);
    checkRowsUnderExport(app, breach);
    checkDates(app, today, breach);
    checkImportRows(app, breach);
    checkExtensions(app, breach);
    checkTransfers(app, byStudent.get(app.studentId) ?? [], breach);
  }
  return breaches;
}
