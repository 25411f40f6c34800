import type { ReportKey } from '@exchange/domain';
import type { ReportSource } from './report-source-repo.js';
import { allContactsSource, teloTrainingSource } from './staff-contacts-repo.js';
import { outstandingInvoicesSource, paymentsSource } from './staff-invoices-repo.js';
import { enrollmentReviewSource } from './staff-review-repo.js';

/** The SQL of the TE-only billing, training, contact and enrollment review reports. */
export const STAFF_REPORT_SOURCES: Partial<Record<ReportKey, ReportSource>> = {
  outstandingInvoices: outstandingInvoicesSource,
  payments: paymentsSource,
  teloTraining: teloTrainingSource,
  allContacts: allContactsSource,
  enrollmentReview: enrollmentReviewSource,
};
