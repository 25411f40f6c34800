/** Export status ids and labels (2-applications §4). */
export const EXPORT_STATUS = {
  AWAITING_DECISION: 1,
  EXPORT_APPROVED: 2,
  DENIED_NOT_EMPLOYEE: 3,
  DENIED_MIN_REQS: 4,
  DENIED_OTHER: 5,
  NO_LONGER_ELIGIBLE: 6,
} as const;

export const EXPORT_STATUSES: readonly { id: number; exportStatus: string }[] = [
  { id: 1, exportStatus: 'Awaiting Decision' },
  { id: 2, exportStatus: 'Export Approved' },
  { id: 3, exportStatus: 'Denied: Not an Employee' },
  { id: 4, exportStatus: 'Denied: Min Reqs Not Met' },
  { id: 5, exportStatus: 'Denied: Other' },
  { id: 6, exportStatus: 'No Longer Eligible' },
];

/** Import status ids and labels (2-applications §4); 1 and 12 are named by open-points 4. */
export const IMPORT_STATUS = {
  AWAITING_EXPORT_DECISION: 1,
  DECISION_PENDING: 2,
  UNDER_REVIEW: 3,
  IMPORT_APPROVED: 4,
  ENROLLED: 5,
  DENIED_DID_NOT_APPLY: 6,
  DENIED_DID_NOT_ENROLL: 7,
  DENIED_OTHER: 8,
  DECLINED: 9,
  WITHDRAWN: 10,
  LEAVE_OF_ABSENCE: 11,
  TRANSFERRED: 12,
  GRADUATED: 13,
} as const;

export const IMPORT_STATUSES: readonly { id: number; importStatus: string }[] = [
  { id: 1, importStatus: 'Awaiting Export Decision' },
  { id: 2, importStatus: 'Import Decision Pending' },
  { id: 3, importStatus: 'Under Review' },
  { id: 4, importStatus: 'Import Approved' },
  { id: 5, importStatus: 'Enrolled' },
  { id: 6, importStatus: 'Denied: Did not apply' },
  { id: 7, importStatus: 'Denied: Did not enroll' },
  { id: 8, importStatus: 'Denied: Other' },
  { id: 9, importStatus: 'Declined' },
  { id: 10, importStatus: 'Withdrawn' },
  { id: 11, importStatus: 'Leave of Absence' },
  { id: 12, importStatus: 'Transferred' },
  { id: 13, importStatus: 'Graduated' },
];

/** Application status values (1-core §4). */
export const APPLICATION_STATUS = { OPEN: 'OPEN', TRANSFER: 'TRANSFER', CLOSED: 'CLOSED' } as const;
export type ApplicationStatus = (typeof APPLICATION_STATUS)[keyof typeof APPLICATION_STATUS];
export const APPLICATION_STATUSES = Object.values(APPLICATION_STATUS);

/** Label of an export status id. */
export function exportStatusName(id: number): string {
  return EXPORT_STATUSES.find((s) => s.id === id)?.exportStatus ?? '';
}

/** Label of an import status id. */
export function importStatusName(id: number): string {
  return IMPORT_STATUSES.find((s) => s.id === id)?.importStatus ?? '';
}
