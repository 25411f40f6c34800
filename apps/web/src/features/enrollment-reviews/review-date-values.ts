import {
  type AidYearDates,
  type ReviewDateFormValues,
  type ReviewTerm,
  reviewDateFormSchema,
} from '@exchange/domain';
// Explicit extensions: the API's form-message test imports this file too (apps/server/src/security).
import { type DomainSchema, formResolver } from '../../lib/form-resolver.js';

/**
 * The review date dialog's resolver for one term of an aid year: the date rule the server answers
 * POST and PUT api/report/enrollmentreview with (checkReviewDate), so the dialog shows its message.
 */
export function reviewDateResolver(aidYear: AidYearDates, term: ReviewTerm) {
  return formResolver<ReviewDateFormValues, ReviewDateFormValues>(
    reviewDateFormSchema(aidYear, term) as DomainSchema<ReviewDateFormValues>,
  );
}
