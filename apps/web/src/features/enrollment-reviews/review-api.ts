import {
  type EnrollmentReview,
  enrollmentReviewEndpoints as ep,
  ENROLLMENT_REVIEW_MESSAGES as M,
} from '@exchange/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, callEndpoint } from '../../lib/api';
import { endpointQuery, familyKey } from '../../lib/endpoint-query';
import { useErrorToast } from '../../lib/error-toast';
import { formToasts } from '../../lib/form-toasts';
import { useSaveMutation } from '../../lib/use-save-mutation';
import type { ReviewSave } from './sign-off-values';

/**
 * GET api/report/enrollmentreview/school/{schoolId}: the school's Fall and Spring reviews, in the reports
 * family (a sign-off refreshes every report).
 */
function schoolReviewsQuery(schoolId: number) {
  return endpointQuery('reports', ep.listSchoolEnrollmentReviews, { params: { schoolId } });
}

/** GET api/report/enrollmentreview/school/{schoolId}: every review of the school and what the reader may do. */
export function useSchoolReviews(schoolId: number | null) {
  const query = useQuery({
    ...schoolReviewsQuery(schoolId ?? 0),
    enabled: schoolId !== null,
  });
  useErrorToast(query.error, M.reviewsFailed);
  return query;
}

/** What a review save hook answers: `submit(save, form)`, `isPending`... (named, so it can be declared). */
export type ReviewSaveMutation = ReturnType<typeof useSaveMutation<ReviewSave, EnrollmentReview>>;

/** The one toast slot of the sign-off: each result replaces the last. */
const FORM = 'enrollment review sign-off';

/** Sends a save of the screen: POST a new review, PUT a stored one. */
function sendReview(save: ReviewSave): Promise<EnrollmentReview> {
  return save.method === 'POST'
    ? callEndpoint(ep.submitEnrollmentReview, { body: save.body })
    : callEndpoint(ep.updateEnrollmentReview, { body: save.body });
}

/**
 * The save of a tick ('submit': "There was a problem submitting the review.") or of a date correction
 * or removal ('update': "…updating the review."), each success saying "{Term} Enrollment Review was
 * successfully submitted/updated." (§8). Every report is refreshed (the key prefix 'reports' holds the
 * school's reviews), and a review someone changed first is reloaded.
 */
export function useReviewSave(
  kind: 'submit' | 'update',
  schoolId: number,
  onDone: () => void,
): ReviewSaveMutation {
  return useSaveMutation<ReviewSave, EnrollmentReview>({
    form: FORM,
    send: sendReview,
    failure: kind === 'submit' ? M.submitFailed : M.updateFailed,
    failureOnFields: kind === 'submit' ? M.submitFailed : M.updateFailed,
    fields: ['reviewDate'],
    invalidate: [familyKey('reports')],
    reloadOnConflict: [schoolReviewsQuery(schoolId).queryKey],
    onSuccess: (_review, save) => {
      formToasts(FORM).success(save.success);
      onDone();
    },
    onFailure: (error) => {
      // A refusal on the date stays in the dialog for the user to fix; anything else closes it.
      if (!(error instanceof ApiRequestError && error.errors?.reviewDate)) onDone();
    },
  });
}
