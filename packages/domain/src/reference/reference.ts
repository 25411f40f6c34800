/** Reference catalogues of the three spec documents, seeded by the server's migrations. */
import * as z from 'zod/mini';
import { APPLICATION_STATUS } from '../statuses/statuses.js';

export const COUNTRY_US = 1;
export const NON_US_STATE = 'FC';

/** Contact types in the spec's order (1-core §3); 15 slots exist, ids 1-15. */
export const CONTACT_TYPES: readonly { id: number; contactType: string }[] = [
  { id: 1, contactType: 'Undergraduate Admissions Director' },
  { id: 2, contactType: 'President' },
  { id: 3, contactType: 'Graduate Admissions Director' },
  { id: 4, contactType: 'Financial Aid' },
  { id: 5, contactType: 'Vice President for Enrollment Management' },
  { id: 6, contactType: 'Invoice Billing' },
  { id: 7, contactType: 'Human Resources' },
];
export const CONTACT_SLOTS = 15;

/** Participation types (exchange programs), ids 1-5. */
export const PARTICIPATION_TYPES: readonly { id: number; participationName: string }[] = [
  { id: 1, participationName: 'Undergraduate' },
  { id: 2, participationName: 'Graduate' },
  { id: 3, participationName: 'Online' },
  { id: 4, participationName: 'Certificate' },
  { id: 5, participationName: 'Study Abroad' },
];

export const REGION_TYPES: readonly { id: number; regionName: string }[] = [
  { id: 1, regionName: 'Northeast' },
  { id: 2, regionName: 'Southeast' },
  { id: 3, regionName: 'Midwest' },
  { id: 4, regionName: 'Southwest' },
  { id: 5, regionName: 'West' },
  { id: 6, regionName: 'International' },
];

export const ACADEMIC_TERMS: readonly { id: number; name: string }[] = [
  { id: 1, name: 'Semester' },
  { id: 2, name: 'Quarter' },
  { id: 3, name: 'Trimester' },
];

export const STUDENT_CATEGORIES: readonly { id: number; categoryName: string }[] = [
  { id: 1, categoryName: 'First-time Freshman' },
  { id: 2, categoryName: 'Transfer Student' },
  { id: 3, categoryName: 'Continuing Sophomore' },
  { id: 4, categoryName: 'Continuing Junior' },
  { id: 5, categoryName: 'Continuing Senior' },
  { id: 6, categoryName: 'Returning Student' },
  { id: 7, categoryName: 'Graduate Student' },
];

/** `?applicationStatus=` of GET api/student/studentcategories: TRANSFER leaves out category 1. */
export const studentCategoriesQuery = z.object({
  applicationStatus: z.optional(z.enum([APPLICATION_STATUS.OPEN, APPLICATION_STATUS.TRANSFER])),
});

/** Invoice fee types (3-billing §2: M Dues, P Fee, Admin Fee). */
export const FEE_TYPES: readonly { id: number; feeType: string; shortName: string }[] = [
  { id: 1, feeType: 'Membership Dues', shortName: 'M Dues' },
  { id: 2, feeType: 'Participation Fees', shortName: 'P Fee' },
  { id: 3, feeType: 'Administrative Fee', shortName: 'Admin Fee' },
];

/** School aid-year enrollment fee types and frequencies (1-core §3). */
export const ENROLLMENT_FEE_TYPES: readonly { id: number; name: string }[] = [
  { id: 1, name: 'Export Application Fee' },
  { id: 2, name: 'Export Participation Fee' },
  { id: 3, name: 'Import Applicant Fee' },
];
export const FEE_FREQUENCIES: readonly { id: number; name: string }[] = [
  { id: 1, name: 'Annual' },
  { id: 2, name: 'One-time' },
];

export const PAYMENT_TYPE = { HIDDEN: 1, DEFAULT: 2, WRITE_OFF: 3 } as const;
export const PAYMENT_TYPES: readonly { id: number; paymentType: string }[] = [
  { id: 1, paymentType: 'Credit Card' },
  { id: 2, paymentType: 'Check' },
  { id: 3, paymentType: 'Write-Off' },
];

export const ELIGIBLE_PROGRAMS: readonly { id: number; name: string; hasException: boolean }[] = [
  { id: 1, name: 'All undergraduate programs', hasException: false },
  { id: 2, name: 'All undergraduate programs except', hasException: true },
  { id: 3, name: 'Off campus or study abroad programs', hasException: false },
  { id: 4, name: 'All online programs', hasException: false },
  { id: 5, name: 'Online programs except', hasException: true },
  { id: 6, name: 'All certificate programs', hasException: false },
  { id: 7, name: 'Certificate programs except', hasException: true },
  { id: 8, name: "Master's programs", hasException: false },
  { id: 9, name: 'Doctoral programs', hasException: false },
];

export const SCHOLARSHIP_OFFERINGS: readonly { id: number; name: string }[] = [
  { id: 1, name: 'Full Tuition' },
  { id: 2, name: 'Annual Set-Rate' },
  { id: 3, name: 'Public Institution Rate' },
  { id: 4, name: 'Other' },
];
