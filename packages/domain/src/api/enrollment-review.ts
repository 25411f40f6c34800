import {
  enrollmentReviewSchema,
  reviewSubmitBodySchema,
  reviewUpdateBodySchema,
  schoolReviewsParams,
  schoolReviewsQuery,
  schoolReviewsSchema,
} from '../enrollment-reviews/review-schemas.js';
import { defineEndpoint } from './endpoint.js';

const tag = 'Enrollment review';

/**
 * Who sends a review write: those who sign off at some school, before the body is read; the service
 * then refuses a body naming a school not theirs.
 */
const signer = { kind: 'someSchoolRight', right: 'signOffReviews' } as const;
const windows =
  "The term's window must be open on the programme's today (3-billing §4: Fall from 15 August of the " +
  "aid year's first year, Spring from 15 January of its second, both to 30 June of the second; not " +
  'before 1 July 2025), else 400 with the reason; the review date must lie inside it.';

/** The enrollment review calls (3-billing §7). */
export const enrollmentReviewEndpoints = {
  listSchoolEnrollmentReviews: defineEndpoint({
    operationId: 'listSchoolEnrollmentReviews',
    method: 'GET',
    path: '/api/report/enrollmentreview/school/{schoolId}',
    tag,
    summary: "A school's Fall and Spring enrollment reviews",
    description:
      'Every review of the school (optional ?aidyearid= one aid year), newest aid year first, Fall before ' +
      'Spring, a removed one with a null reviewDate and who removed it; canSignOff says whether the reader ' +
      'may change them. An empty list when none was submitted; 404 for an unknown school.',
    access: { kind: 'schoolRight', right: 'viewReviewSignOff', in: 'path', param: 'schoolId' },
    params: schoolReviewsParams,
    query: schoolReviewsQuery,
    response: schoolReviewsSchema,
    errors: [404],
  }),
  submitEnrollmentReview: defineEndpoint({
    operationId: 'submitEnrollmentReview',
    method: 'POST',
    path: '/api/report/enrollmentreview',
    tag,
    summary: 'Submit a Fall or Spring enrollment review',
    description:
      `Marks the term's review of the school and aid year complete with its review date. ${windows} 409 ` +
      'when the school already has a review of that aid year and term (a removed one included: correct ' +
      'it with PUT). Answers the review with its id. modifiedBy is accepted and ignored.',
    access: signer,
    body: reviewSubmitBodySchema,
    // The service checks the school the body names before the rest (403 before 400).
    bodyParsedByService: true,
    response: enrollmentReviewSchema,
    successStatus: 201,
    errors: [404, 409],
  }),
  updateEnrollmentReview: defineEndpoint({
    operationId: 'updateEnrollmentReview',
    method: 'PUT',
    path: '/api/report/enrollmentreview',
    tag,
    summary: 'Correct or remove an enrollment review',
    description:
      `A new reviewDate corrects the review; null removes the submission (the screen then says who removed ` +
      `it and when). ${windows} lastUpdated must be the one the review was read with, else 409 (someone ` +
      'changed it since). Answers the review. modifiedBy is accepted and ignored.',
    access: signer,
    body: reviewUpdateBodySchema,
    bodyParsedByService: true,
    response: enrollmentReviewSchema,
    errors: [404, 409],
  }),
};
