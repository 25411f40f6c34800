import {
  APPLICATION_STATUS,
  type ApplicationStatus,
  EXPORT_STATUS,
  IMPORT_APPROVED_STATUSES,
  IMPORT_STATUS,
} from '@exchange/domain';

/** One application of a demo student: aid year, statuses, and one import status per import school. */
export interface AppPlan {
  /** First calendar year of the aid year (2026 for 2026-2027). */
  year: number;
  appStatus: ApplicationStatus;
  exportStatus: number;
  imports: number[];
}

const { OPEN, TRANSFER, CLOSED } = APPLICATION_STATUS;
const E = EXPORT_STATUS;
const I = IMPORT_STATUS;

/**
 * Application histories the ~60 generated students cycle through, so every export status, every
 * import status and every application status occurs, with believable combinations (rows wait at 1 while
 * the export is undecided and move on once it is approved; an export denial leaves them untouched;
 * enrolment, leave, withdrawal and graduation follow an approval).
 */
export const SCENARIOS: AppPlan[][] = [
  [
    {
      year: 2026,
      appStatus: OPEN,
      exportStatus: E.AWAITING_DECISION,
      imports: [I.AWAITING_EXPORT_DECISION, I.AWAITING_EXPORT_DECISION, I.AWAITING_EXPORT_DECISION],
    },
  ],
  [
    {
      year: 2026,
      appStatus: OPEN,
      exportStatus: E.EXPORT_APPROVED,
      imports: [I.DECISION_PENDING, I.UNDER_REVIEW, I.AWAITING_EXPORT_DECISION],
    },
  ],
  [
    {
      year: 2026,
      appStatus: OPEN,
      exportStatus: E.EXPORT_APPROVED,
      imports: [I.IMPORT_APPROVED, I.DENIED_DID_NOT_APPLY, I.UNDER_REVIEW],
    },
  ],
  [
    {
      year: 2025,
      appStatus: OPEN,
      exportStatus: E.EXPORT_APPROVED,
      imports: [I.ENROLLED, I.DENIED_DID_NOT_ENROLL, I.DECLINED],
    },
  ],
  [
    {
      year: 2026,
      appStatus: OPEN,
      exportStatus: E.DENIED_NOT_EMPLOYEE,
      imports: [I.AWAITING_EXPORT_DECISION, I.AWAITING_EXPORT_DECISION],
    },
  ],
  [{ year: 2026, appStatus: OPEN, exportStatus: E.DENIED_MIN_REQS, imports: [I.AWAITING_EXPORT_DECISION] }],
  [
    {
      year: 2026,
      appStatus: OPEN,
      exportStatus: E.DENIED_OTHER,
      imports: [I.AWAITING_EXPORT_DECISION, I.AWAITING_EXPORT_DECISION],
    },
  ],
  [
    {
      year: 2024,
      appStatus: OPEN,
      exportStatus: E.NO_LONGER_ELIGIBLE,
      imports: [I.ENROLLED, I.DENIED_DID_NOT_ENROLL],
    },
  ],
  [
    {
      year: 2026,
      appStatus: OPEN,
      exportStatus: E.EXPORT_APPROVED,
      imports: [I.DENIED_OTHER, I.IMPORT_APPROVED],
    },
  ],
  [{ year: 2024, appStatus: CLOSED, exportStatus: E.EXPORT_APPROVED, imports: [I.WITHDRAWN, I.DECLINED] }],
  [
    {
      year: 2025,
      appStatus: OPEN,
      exportStatus: E.EXPORT_APPROVED,
      imports: [I.LEAVE_OF_ABSENCE, I.DENIED_DID_NOT_ENROLL],
    },
  ],
  [{ year: 2022, appStatus: CLOSED, exportStatus: E.EXPORT_APPROVED, imports: [I.GRADUATED, I.DECLINED] }],
  // A transfer the new school enrolled: the old application closed, its row there Transferred (open-points 4, 8).
  [
    { year: 2025, appStatus: CLOSED, exportStatus: E.EXPORT_APPROVED, imports: [I.TRANSFERRED, I.DECLINED] },
    {
      year: 2026,
      appStatus: TRANSFER,
      exportStatus: E.EXPORT_APPROVED,
      imports: [I.ENROLLED, I.DENIED_OTHER],
    },
  ],
  [
    { year: 2025, appStatus: OPEN, exportStatus: E.EXPORT_APPROVED, imports: [I.ENROLLED, I.DECLINED] },
    {
      year: 2026,
      appStatus: TRANSFER,
      exportStatus: E.EXPORT_APPROVED,
      imports: [I.DECISION_PENDING, I.DECISION_PENDING, I.UNDER_REVIEW],
    },
  ],
  [
    { year: 2023, appStatus: CLOSED, exportStatus: E.DENIED_MIN_REQS, imports: [I.AWAITING_EXPORT_DECISION] },
    {
      year: 2027,
      appStatus: OPEN,
      exportStatus: E.AWAITING_DECISION,
      imports: [I.AWAITING_EXPORT_DECISION, I.AWAITING_EXPORT_DECISION],
    },
  ],
  [
    {
      year: 2027,
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
  year: 2026,
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
