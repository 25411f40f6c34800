/**
 * Requests and answers of the enrollment review calls (3-billing §3 Enrollment review, §7) and the
 * confirmation form's schema, which runs the same date rule as the server (§5).
 */
import { z } from 'zod';
import type { AidYearDates } from '../applications/aid-year-timing.js';
import { isIsoDate } from '../common/dates.js';
import { ENROLLMENT_REVIEW_MESSAGES as M } from './review-messages.js';
import { REVIEW_TERMS, type ReviewTerm } from './review-terms.js';
import { checkReviewDate } from './review-windows.js';

const MAX_INT = 2_147_483_647;
const id = z.number().int().positive().max(MAX_INT);
const pathId = z.coerce.number().int().positive().max(MAX_INT);
/** Accepted and ignored: the acting user comes from the session. */
const ignored = z.unknown().optional();

/** A review's version as the API sends it: an instant with microseconds, in UTC. */
const VERSION_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

export const reviewTermSchema = z.enum(REVIEW_TERMS, { error: M.termRequired });

/** A review date (YYYY-MM-DD); the window rules are the service's, which knows the aid year and today. */
const reviewDay = z
  .string({ error: (issue) => (issue.input == null ? M.dateRequired : M.dateInvalid) })
  .trim()
  .refine((v) => v !== '', M.dateRequired)
  .refine((v) => v === '' || isIsoDate(v), M.dateInvalid);

/** Path parameters of GET api/report/enrollmentreview/school/{schoolId}. */
export const schoolReviewsParams = z.object({ schoolId: pathId });
/** ?aidyearid= narrows the answer to one aid year. */
export const schoolReviewsQuery = z.object({ aidyearid: pathId.optional() });

/** POST api/report/enrollmentreview: submits a term's review of a school and aid year. */
export const reviewSubmitBodySchema = z.object({
  schoolId: id,
  aidYearId: id,
  reviewTerm: reviewTermSchema,
  reviewDate: reviewDay.describe('The day the review was done (YYYY-MM-DD), inside the window (§4)'),
  modifiedBy: ignored,
  lastUpdated: ignored.describe('Accepted and ignored: a new review has no version yet'),
});
export type ReviewSubmitBody = z.input<typeof reviewSubmitBodySchema>;

/** PUT api/report/enrollmentreview: corrects the date of a review (a day) or removes it (null). */
export const reviewUpdateBodySchema = reviewSubmitBodySchema.extend({
  id,
  reviewDate: reviewDay
    .nullable()
    .describe('The corrected review date (YYYY-MM-DD), or null to remove the submission'),
  lastUpdated: z
    .string({ error: M.versionInvalid })
    .regex(VERSION_PATTERN, M.versionInvalid)
    .describe('The lastUpdated the review was read with: 409 when it changed since'),
});
export type ReviewUpdateBody = z.input<typeof reviewUpdateBodySchema>;

/** One term's review of a school and aid year (3-billing §3 Enrollment review). */
export const enrollmentReviewSchema = z.object({
  id,
  schoolId: id,
  aidYearId: id,
  aidYear: z.string(),
  reviewTerm: reviewTermSchema,
  reviewDate: z.string().nullable().describe('YYYY-MM-DD; null when the submission was removed'),
  modifiedBy: id.nullable().describe('Who last submitted, corrected or removed it'),
  modifiedByFirstName: z.string().nullable(),
  modifiedByLastName: z.string().nullable(),
  lastUpdated: z.string().describe('The version: send it back unchanged with a PUT'),
  modifiedOn: z.string().describe('The programme day (YYYY-MM-DD) of lastUpdated'),
});
export type EnrollmentReview = z.output<typeof enrollmentReviewSchema>;

/** GET api/report/enrollmentreview/school/{schoolId}: the school's reviews and what the reader may do. */
export const schoolReviewsSchema = z.object({
  schoolId: id,
  canSignOff: z.boolean().describe('The reader may submit, correct and remove reviews of this school'),
  reviews: z.array(enrollmentReviewSchema).describe('Newest aid year first, Fall before Spring'),
});
export type SchoolReviews = z.output<typeof schoolReviewsSchema>;

/** GET api/settings/server-datetime (3-billing §7): the server's time for the review windows. */
export const serverDateTimeSchema = z.object({
  localTime: z.string().describe('The time in the programme time zone, ISO 8601 with its offset'),
  today: z.string().describe('The programme day (YYYY-MM-DD) every calendar rule reads'),
  timeZone: z.string().describe('The programme time zone (open-points 1)'),
});
export type ServerDateTime = z.output<typeof serverDateTimeSchema>;

/** The confirmation dialog's values: the review date, '' while empty. */
export interface ReviewDateFormValues {
  reviewDate: string;
}

/**
 * The confirmation dialog's schema for one term of an aid year: the very date rule (checkReviewDate)
 * the server answers with, so the dialog shows the server's message.
 */
export function reviewDateFormSchema(aidYear: AidYearDates, term: ReviewTerm) {
  return z.object({
    reviewDate: z.string().superRefine((value, ctx) => {
      const problem = checkReviewDate(aidYear, term, value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  });
}
