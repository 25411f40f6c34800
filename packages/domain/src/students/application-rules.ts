import { isDeadlinePassed } from '../aid-years/aid-years.js';
import {
  APPLICATION_STATUS,
  type ApplicationStatus,
  EXPORT_STATUS,
  IMPORT_STATUS,
} from '../statuses/statuses.js';
import { STUDENT_MESSAGES as M } from './messages.js';

/** At most 20 import schools per application (1-core §9). */
export const MAX_IMPORT_SCHOOLS = 20;
/** Student category 1 (first-time students) is not offered to transfers (1-core §5, 2-applications §9). */
export const FIRST_TIME_STUDENT_CATEGORY = 1;
/** extendEligibility of a new application (1-core §9). */
export const INITIAL_EXTEND_ELIGIBILITY = 0;
/**
 * Terms of eligibility a new (OPEN) application starts with: eligibilityRemaining counts down from here as
 * schools record terms used. The spec names no number; 8 is the demo seed's and the scale bench's value.
 */
export const INITIAL_ELIGIBILITY_REMAINING = 8;

/** The eligibility counts an application carries: terms left (null: unknown) and terms added by extension. */
export interface EligibilityCounts {
  eligibilityRemaining: number | null;
  extendEligibility: number;
  /** The day of the latest extension; null while the application has none. */
  extendEligibilityDate: string | null;
}

/**
 * The eligibility counts of a new application (1-core §4, §9: extendEligibility starts at 0). An OPEN
 * application starts with the programme's terms. A transfer starts its own extensions at 0 too, but no new
 * allowance: the terms used (and the extensions given) stay on the application it transfers from and count
 * in what that one has left, which the transfer carries on with.
 */
export function initialEligibility(
  transferFrom?: Pick<EligibilityCounts, 'eligibilityRemaining'>,
): EligibilityCounts {
  return {
    eligibilityRemaining: transferFrom ? transferFrom.eligibilityRemaining : INITIAL_ELIGIBILITY_REMAINING,
    extendEligibility: INITIAL_EXTEND_ELIGIBILITY,
    extendEligibilityDate: null,
  };
}

/** The kinds of application a student can submit. */
export type NewApplicationType = typeof APPLICATION_STATUS.OPEN | typeof APPLICATION_STATUS.TRANSFER;

/** What the rules need of an application: its status and the statuses of its import schools. */
export interface ApplicationState {
  applicationStatus: ApplicationStatus | string;
  /** The export status: No Longer Eligible ends the award, so it offers no transfer (open-points 4). */
  exportStatus: number;
  importStatuses: readonly number[];
}

/** The state of each application as the rules read it, from the applications a student is shown. */
export function applicationStatesOf(
  applications: readonly {
    applicationStatus: string;
    exportSchoolStatus: number;
    studentApplicationSchool: readonly { importStatus: number }[];
  }[],
): ApplicationState[] {
  return applications.map((a) => ({
    applicationStatus: a.applicationStatus,
    exportStatus: a.exportSchoolStatus,
    importStatuses: a.studentApplicationSchool.map((s) => s.importStatus),
  }));
}

/** OPEN and TRANSFER applications are live: the student can still update them. */
export function isLiveApplication(app: { applicationStatus: string }): boolean {
  return (
    app.applicationStatus === APPLICATION_STATUS.OPEN || app.applicationStatus === APPLICATION_STATUS.TRANSFER
  );
}

/** A student may start a new application only when none is OPEN or TRANSFER (1-core §4). */
export function canStartNewApplication(apps: readonly { applicationStatus: string }[]): boolean {
  return !apps.some(isLiveApplication);
}

/**
 * The OPEN application a transfer would start from: one with an Enrolled import school, offered only
 * while no TRANSFER application exists (1-core §4), and never once the export school has marked the
 * student No Longer Eligible: the enrolled row's only move is then Withdrawn (open-points 4).
 */
export function transferSource<T extends ApplicationState>(apps: readonly T[]): T | undefined {
  if (apps.some((a) => a.applicationStatus === APPLICATION_STATUS.TRANSFER)) return undefined;
  return apps.find(
    (a) =>
      a.applicationStatus === APPLICATION_STATUS.OPEN &&
      a.exportStatus !== EXPORT_STATUS.NO_LONGER_ELIGIBLE &&
      a.importStatuses.includes(IMPORT_STATUS.ENROLLED),
  );
}

/** True when the student is offered a transfer application. */
export function isTransferOffered(apps: readonly ApplicationState[]): boolean {
  return transferSource(apps) !== undefined;
}

/**
 * Why the student cannot submit an application of this type now, or null when they can.
 * A new application needs none OPEN or TRANSFER; a transfer needs the offer.
 */
export function newApplicationRefusal(
  apps: readonly ApplicationState[],
  type: NewApplicationType,
): string | null {
  if (type === APPLICATION_STATUS.TRANSFER) return isTransferOffered(apps) ? null : M.transferNotOffered;
  return canStartNewApplication(apps) ? null : M.oneApplicationOpen;
}

/**
 * A live application with an import school on leave of absence or enrolled locks its apply-to list
 * (1-core §4 says OPEN; a TRANSFER in the same state is locked too, see docs/decisions/students.md
 * "Starting, updating and transferring").
 */
export function isApplyListLocked(app: ApplicationState): boolean {
  return (
    isLiveApplication(app) &&
    app.importStatuses.some((s) => s === IMPORT_STATUS.ENROLLED || s === IMPORT_STATUS.LEAVE_OF_ABSENCE)
  );
}

/** The Update Application button shows for OPEN and TRANSFER applications (1-core §2). */
export function canUpdateApplication(app: { applicationStatus: string }): boolean {
  return isLiveApplication(app);
}

/**
 * Schools where the student is enrolled (import status Enrolled): the prior school a transfer starts
 * from, which the transfer itself cannot list again.
 */
export function enrolledSchoolIds(
  schools: readonly { importSchoolId: number; importStatusId: number }[],
): number[] {
  return schools.filter((s) => s.importStatusId === IMPORT_STATUS.ENROLLED).map((s) => s.importSchoolId);
}

/**
 * Import statuses at which a student may drop a school: any row still at 1, and a row at 2 only while
 * no staff user has changed it (a school may itself set 2; the export approval's 1 → 2 move leaves the
 * row's modifier as it was). The repo's delete filters on the same statuses.
 */
export const REMOVABLE_IMPORT_STATUSES: {
  readonly always: readonly number[];
  readonly untilSchoolActs: readonly number[];
} = {
  always: [IMPORT_STATUS.AWAITING_EXPORT_DECISION],
  untilSchoolActs: [IMPORT_STATUS.DECISION_PENDING],
};

/** An import row as the removal rule reads it: its status and the staff user who last changed it. */
export interface RemovableRow {
  importStatus: number;
  /** The staff user who last changed the row; null when none has (a student or no one). */
  modifiedBy: number | null;
}

/** A student may drop a school from the list only while that school has not acted on the application. */
export function isRemovableImportSchool(row: RemovableRow): boolean {
  const { always, untilSchoolActs } = REMOVABLE_IMPORT_STATUSES;
  if (always.includes(row.importStatus)) return true;
  return untilSchoolActs.includes(row.importStatus) && row.modifiedBy === null;
}

/** Export status of a new application: Awaiting Decision, or Export Approved for a transfer (1-core §4). */
export function initialExportStatus(type: NewApplicationType): number {
  return type === APPLICATION_STATUS.TRANSFER
    ? EXPORT_STATUS.EXPORT_APPROVED
    : EXPORT_STATUS.AWAITING_DECISION;
}

/** Student categories offered for an application type: category 1 is removed for transfers. */
export function categoriesFor<T extends { id: number }>(
  type: NewApplicationType,
  categories: readonly T[],
): T[] {
  return categories.filter((c) => isCategoryAllowed(type, c.id));
}

/** True when the student category may be chosen for the application type. */
export function isCategoryAllowed(type: NewApplicationType, categoryId: number): boolean {
  return type !== APPLICATION_STATUS.TRANSFER || categoryId !== FIRST_TIME_STUDENT_CATEGORY;
}

/** deadlineStatus values of the export and import school options (1-core §3). */
export const DEADLINE_STATUS = { ENABLED: 'ENABLED', DISABLED: 'DISABLED' } as const;
export type DeadlineStatus = (typeof DEADLINE_STATUS)[keyof typeof DEADLINE_STATUS];

/** An employer can be chosen when it has filled in the aid year and its export deadline has not passed. */
export function exportDeadlineStatus(
  record: { exportDeadline: string | null } | null | undefined,
  today: string,
): DeadlineStatus {
  if (!record || isDeadlinePassed(record.exportDeadline, today)) return DEADLINE_STATUS.DISABLED;
  return DEADLINE_STATUS.ENABLED;
}

/**
 * An import school can be chosen when it has filled in the aid year, accepts new students and its import
 * deadline has not passed. (Schools that opted out of importing are left out of the list altogether.)
 */
export function importDeadlineStatus(
  school: { acceptingNewStudents: number },
  record: { importDeadline: string | null } | null | undefined,
  today: string,
): DeadlineStatus {
  if (!record || school.acceptingNewStudents !== 1 || isDeadlinePassed(record.importDeadline, today)) {
    return DEADLINE_STATUS.DISABLED;
  }
  return DEADLINE_STATUS.ENABLED;
}

/** The import-school list an update leads to: which schools are added, which removed. */
export function diffImportSchools(current: readonly number[], next: readonly number[]) {
  const before = new Set(current);
  const after = new Set(next);
  return {
    added: [...after].filter((id) => !before.has(id)),
    removed: [...before].filter((id) => !after.has(id)),
  };
}
