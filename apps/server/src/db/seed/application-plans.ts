import {
  APPLICATION_STATUS,
  type ApplicationStatus,
  EXPORT_STATUS,
  IMPORT_APPROVED_STATUSES,
  IMPORT_STATUS,
} from '@exchange/domain';

/** One application of a demo student: aid year, statuses, and one import status per import school. */
export interface AppPlan {
  /**
   * The aid year, counted from the current one (the one holding the seed's today): 0 is the current
   * aid year, -1 the one before, 1 the next. The demo follows the calendar, so a seed run on any day
   * obeys the rules of that day (seeded-rows.test.ts).
   */
  yearsFromCurrent: number;
  appStatus: ApplicationStatus;
  exportStatus: number;
  imports: number[];
  /** One Extend Eligibility, given while a school had the student enrolled (issue 21: the demo shows one). */
  extended?: boolean;
  /** An unprocessed summer term on the first Enrolled row; unset, every other application's has one. */
  summerTerm?: boolean;
}

const { OPEN, TRANSFER, CLOSED } = APPLICATION_STATUS;
const E = EXPORT_STATUS;
const I = IMPORT_STATUS;

/**
 * Application histories the ~60 generated students cycle through, so every export status, every
 * import status and every application status occurs, with combinations the rules allow (open-points 3,
 * 4, 6, 8): rows wait at 1 while the export is undecided and move on once it is approved; an export
 * denial leaves them at 1 and closes the application; No Longer Eligible follows an enrolment;
 * enrolment, leave, withdrawal and graduation follow an approval, in an aid year where Enrolled is open
 * on any day the seed runs (a past one).
 */
export const SCENARIOS: AppPlan[][] = [
  [
    {
      yearsFromCurrent: 0,
      appStatus: OPEN,
      exportStatus: E.AWAITING_DECISION,
      imports: [I.AWAITING_EXPORT_DECISION, I.AWAITING_EXPORT_DECISION, I.AWAITING_EXPORT_DECISION],
    },
  ],
  [
    {
      yearsFromCurrent: 0,
      appStatus: OPEN,
      exportStatus: E.EXPORT_APPROVED,
      imports: [I.DECISION_PENDING, I.UNDER_REVIEW, I.DECISION_PENDING],
    },
  ],
  [
    {
      yearsFromCurrent: 0,
      appStatus: OPEN,
      exportStatus: E.EXPORT_APPROVED,
      imports: [I.IMPORT_APPROVED, I.DENIED_DID_NOT_APPLY, I.UNDER_REVIEW],
    },
  ],
  [
    {
      yearsFromCurrent: -1,
      appStatus: OPEN,
      exportStatus: E.EXPORT_APPROVED,
      imports: [I.ENROLLED, I.DENIED_DID_NOT_ENROLL, I.DECLINED],
    },
  ],
  [
    {
      yearsFromCurrent: 0,
      appStatus: CLOSED,
      exportStatus: E.DENIED_NOT_EMPLOYEE,
      imports: [I.AWAITING_EXPORT_DECISION, I.AWAITING_EXPORT_DECISION],
    },
  ],
  [
    {
      yearsFromCurrent: 0,
      appStatus: CLOSED,
      exportStatus: E.DENIED_MIN_REQS,
      imports: [I.AWAITING_EXPORT_DECISION],
    },
  ],
  [
    {
      yearsFromCurrent: 0,
      appStatus: CLOSED,
      exportStatus: E.DENIED_OTHER,
      imports: [I.AWAITING_EXPORT_DECISION, I.AWAITING_EXPORT_DECISION],
    },
  ],
  [
    {
      yearsFromCurrent: -2,
      appStatus: OPEN,
      exportStatus: E.NO_LONGER_ELIGIBLE,
      imports: [I.ENROLLED, I.DENIED_DID_NOT_ENROLL],
    },
  ],
  [
    {
      yearsFromCurrent: 0,
      appStatus: OPEN,
      exportStatus: E.EXPORT_APPROVED,
      imports: [I.DENIED_OTHER, I.IMPORT_APPROVED],
    },
  ],
  [
    {
      yearsFromCurrent: -2,
      appStatus: CLOSED,
      exportStatus: E.EXPORT_APPROVED,
      imports: [I.WITHDRAWN, I.DECLINED],
    },
  ],
  [
    {
      yearsFromCurrent: -1,
      appStatus: OPEN,
      exportStatus: E.EXPORT_APPROVED,
      imports: [I.LEAVE_OF_ABSENCE, I.DENIED_DID_NOT_ENROLL],
    },
  ],
  [
    {
      yearsFromCurrent: -4,
      appStatus: CLOSED,
      exportStatus: E.EXPORT_APPROVED,
      imports: [I.GRADUATED, I.DECLINED],
    },
  ],
  // A transfer the new school enrolled: the old application closed, its row there Transferred (open-points 4, 8).
  // Enrolled in the aid year before the current one, so the 15 August rule holds on any seed day.
  [
    {
      yearsFromCurrent: -2,
      appStatus: CLOSED,
      exportStatus: E.EXPORT_APPROVED,
      imports: [I.TRANSFERRED, I.DECLINED],
    },
    {
      yearsFromCurrent: -1,
      appStatus: TRANSFER,
      exportStatus: E.EXPORT_APPROVED,
      imports: [I.ENROLLED, I.DENIED_OTHER],
    },
  ],
  [
    {
      yearsFromCurrent: -1,
      appStatus: OPEN,
      exportStatus: E.EXPORT_APPROVED,
      imports: [I.ENROLLED, I.DECLINED],
    },
    {
      yearsFromCurrent: 0,
      appStatus: TRANSFER,
      exportStatus: E.EXPORT_APPROVED,
      imports: [I.DECISION_PENDING, I.DECISION_PENDING, I.UNDER_REVIEW],
    },
  ],
  [
    {
      yearsFromCurrent: -3,
      appStatus: CLOSED,
      exportStatus: E.DENIED_MIN_REQS,
      imports: [I.AWAITING_EXPORT_DECISION],
    },
    {
      yearsFromCurrent: 1,
      appStatus: OPEN,
      exportStatus: E.AWAITING_DECISION,
      imports: [I.AWAITING_EXPORT_DECISION, I.AWAITING_EXPORT_DECISION],
    },
  ],
  [
    {
      yearsFromCurrent: 1,
      appStatus: OPEN,
      exportStatus: E.AWAITING_DECISION,
      imports: [
        I.AWAITING_EXPORT_DECISION,
        I.AWAITING_EXPORT_DECISION,
        I.AWAITING_EXPORT_DECISION,
        I.AWAITING_EXPORT_DECISION,
      ],
    },
  ],
];

/** The OPEN application of student@example.com: exported by Alpha to Beta, Gamma, Delta and two more. */
export const DEMO_STUDENT_PLAN: AppPlan = {
  yearsFromCurrent: 0,
  appStatus: OPEN,
  exportStatus: E.EXPORT_APPROVED,
  imports: [I.UNDER_REVIEW, I.DECISION_PENDING, I.DECISION_PENDING, I.IMPORT_APPROVED, I.DECISION_PENDING],
};

/** Import statuses that need an exchange program on the row (2-applications §4, inline edit rules). */
export const STATUSES_WITH_PROGRAM: readonly number[] = [I.UNDER_REVIEW, ...IMPORT_APPROVED_STATUSES];

/** Import statuses after which the student has used terms of eligibility at that school. */
export const STATUSES_AFTER_ENROLMENT: readonly number[] = [
  I.ENROLLED,
  I.WITHDRAWN,
  I.LEAVE_OF_ABSENCE,
  I.TRANSFERRED,
  I.GRADUATED,
];
