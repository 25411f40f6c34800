/**
 * What an export status asks for before it is saved (2-applications §4, §5, §9): a reason of at least 6
 * characters for Denied: Other, a real date for No Longer Eligible. One rule for the dialogs, the forms,
 * the schemas and the server's checks.
 */
import { isIsoDate } from '../common/dates.js';
import { VALIDATION_MESSAGES } from '../common/validation-messages.js';
import { EXPORT_STATUS_INPUT } from './application-statuses.js';
import { APPLICATION_MESSAGES as M } from './messages.js';

/** A reason must be longer than this many characters (§4, §9: "at least 6"). */
export const REASON_MIN_EXCLUSIVE = 5;

/** True when a denial or withdrawal reason is long enough (more than 5 characters, spaces at the ends not counted). */
export function isReasonLongEnough(reason: string | null | undefined): boolean {
  return (reason ?? '').trim().length > REASON_MIN_EXCLUSIVE;
}

type Issue = { path: string; message: string };

/**
 * What an export status asks for (§4, §5): a reason of at least 6 characters for Denied: Other and a
 * real date for No Longer Eligible. Paths are the field names given.
 */
export function exportStatusInputIssues(
  exportStatusId: number,
  reason: string | null | undefined,
  date: string | null | undefined,
  paths: { reason: string; date: string },
): Issue[] {
  const needs = EXPORT_STATUS_INPUT[exportStatusId];
  if (needs === 'reason' && !isReasonLongEnough(reason))
    return [{ path: paths.reason, message: M.reasonTooShort }];
  if (needs === 'date') {
    if (!date?.trim()) return [{ path: paths.date, message: VALIDATION_MESSAGES.required }];
    if (!isIsoDate(date.trim())) return [{ path: paths.date, message: VALIDATION_MESSAGES.date }];
  }
  return [];
}
