import {
  type AidYearDates,
  canSignOffReview,
  checkReviewChange,
  formatZonedDateTime,
  ENROLLMENT_REVIEW_MESSAGES as M,
  type ReviewTerm,
  reviewSubmitBodySchema,
  reviewUpdateBodySchema,
  type SchoolReviews,
  type ServerDateTime,
  type SessionUser,
  signsOffSomeReview,
} from '@exchange/domain';
import { type AppConfig, programToday } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict, forbidden, notFound } from '../../plugins/errors.js';
import type { Actor } from '../../plugins/session.js';
import { parseWith } from '../../plugins/validation.js';
import { schoolExists } from '../schools/schools-service.js';
import * as repo from './enrollment-review-repo.js';

/** The programme's clock: the system's, or the one a test sets. */
function clockOf(config: AppConfig): Date {
  return config.now?.() ?? new Date();
}

/** GET api/settings/server-datetime: the programme's clock, which draws the review windows (open-points 1). */
export function readServerDateTime(config: AppConfig): ServerDateTime {
  const now = clockOf(config);
  return {
    localTime: formatZonedDateTime(now, config.programTimeZone),
    today: programToday(config, now),
    timeZone: config.programTimeZone,
  };
}

/** A school's reviews (of one aid year when asked) and whether the reader may change them; 404 for no school. */
export async function listSchoolReviews(
  db: DbOrTx,
  config: AppConfig,
  user: SessionUser,
  schoolId: number,
  aidYearId: number | null,
): Promise<SchoolReviews> {
  const [exists, reviews] = await Promise.all([
    schoolExists(db, schoolId),
    repo.listSchoolReviews(db, schoolId, aidYearId, config.programTimeZone),
  ]);
  if (!exists) throw notFound(M.noSuchSchool);
  return { schoolId, canSignOff: canSignOffReview(user, schoolId), reviews };
}

/** The school a write body names, when it names one as a positive integer. */
function namedSchoolId(raw: unknown): number | null {
  const id = typeof raw === 'object' && raw !== null ? (raw as { schoolId?: unknown }).schoolId : null;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * 403 unless the user signs off at the school the body names; a body naming no school is answered (400)
 * only to someone who signs off somewhere. Either way a refused caller never learns the body's rules.
 */
function requireSignerFor(user: SessionUser, raw: unknown): void {
  const schoolId = namedSchoolId(raw);
  if (schoolId === null ? !signsOffSomeReview(user) : !canSignOffReview(user, schoolId)) throw forbidden();
}

/** The aid year of a write: an unknown one is a wrong choice in the body (400). */
async function requireAidYear(db: DbOrTx, aidYearId: number): Promise<AidYearDates> {
  const aidYear = await repo.findAidYear(db, aidYearId);
  if (!aidYear) throw badRequest(M.unknownAidYear, { aidYearId: M.unknownAidYear });
  return aidYear;
}

/** 400 with the reason when the term's window is not open today or the date is outside it (§4, §5). */
function requireOpenWindow(
  aidYear: AidYearDates,
  term: ReviewTerm,
  reviewDate: string | null,
  today: string,
) {
  const problem = checkReviewChange(aidYear, term, reviewDate, today);
  if (problem) throw badRequest(problem.message, { [problem.field]: problem.message });
}

/**
 * POST api/report/enrollmentreview: a term's review of a school and aid year submitted with its date, in
 * one transaction (the trigger logs it in the Enrollment Review change log). 409 when the school already
 * has that review, a removed one included (PUT changes it).
 */
export async function submitReview(db: Db, config: AppConfig, actor: Actor, raw: unknown) {
  requireSignerFor(actor.user, raw);
  const body = parseWith(reviewSubmitBodySchema, raw);
  const now = clockOf(config);
  const today = programToday(config, now);
  const key = { schoolId: body.schoolId, aidYearId: body.aidYearId, reviewTerm: body.reviewTerm };
  try {
    return await inTransaction(db, actor.user.id, async (tx) => {
      if (!(await schoolExists(tx, body.schoolId))) throw notFound(M.noSuchSchool);
      const aidYear = await requireAidYear(tx, body.aidYearId);
      requireOpenWindow(aidYear, body.reviewTerm, body.reviewDate, today);
      if ((await repo.findReviewId(tx, key)) !== undefined)
        throw conflict(M.alreadySubmitted(body.reviewTerm));
      const id = await repo.insertReview(
        tx,
        {
          ...key,
          reviewDate: body.reviewDate,
          modifiedBy: actor.user.id,
        },
        now,
      );
      return (await repo.findReview(tx, id, config.programTimeZone))!;
    });
  } catch (err) {
    // Two first submits at once: the unique index lets one through and the other hears it exists.
    if (isUniqueViolation(err, 'enrollment_reviews_uq')) throw conflict(M.alreadySubmitted(body.reviewTerm));
    throw err;
  }
}

/**
 * PUT api/report/enrollmentreview: a new date corrects the review, null removes the submission. The row
 * is locked and its version compared with the one the client read (409 when someone changed it since),
 * so two people never overwrite each other silently.
 */
export async function updateReview(db: Db, config: AppConfig, actor: Actor, raw: unknown) {
  requireSignerFor(actor.user, raw);
  const body = parseWith(reviewUpdateBodySchema, raw);
  const now = clockOf(config);
  const today = programToday(config, now);
  return inTransaction(db, actor.user.id, async (tx) => {
    const stored = await repo.lockReview(tx, body.id);
    if (!stored) throw notFound(M.noSuchReview);
    // The body's school was checked above; the stored one decides whose review this is.
    if (!canSignOffReview(actor.user, stored.schoolId)) throw forbidden();
    const sameKey =
      stored.schoolId === body.schoolId &&
      stored.aidYearId === body.aidYearId &&
      stored.reviewTerm === body.reviewTerm;
    if (!sameKey) throw badRequest(M.reviewMismatch);
    if (stored.lastUpdated !== body.lastUpdated) throw conflict();
    const aidYear = await requireAidYear(tx, stored.aidYearId);
    requireOpenWindow(aidYear, stored.reviewTerm, body.reviewDate, today);
    await repo.updateReviewDate(tx, body.id, { reviewDate: body.reviewDate, modifiedBy: actor.user.id }, now);
    return (await repo.findReview(tx, body.id, config.programTimeZone))!;
  });
}
