import { exportEndpoints } from './applications/export-endpoints.js';
import { importEndpoints } from './applications/import-endpoints.js';
import { authEndpoints } from './auth/auth-endpoints.js';
import { billingEndpoints } from './billing/billing-endpoints.js';
import type { AnyEndpoint } from './common/endpoint.js';
import { systemEndpoints } from './common/system-endpoints.js';
import { enrollmentReviewEndpoints } from './enrollment-reviews/enrollment-review-endpoints.js';
import { homeEndpoints } from './home/home-endpoints.js';
import { applicationLookupEndpoints, schoolReferenceEndpoints } from './reference/reference-endpoints.js';
import { enrollmentDownloadEndpoints } from './reports/enrollment-download.js';
import { pagedReportEndpoints } from './reports/report-catalogue.js';
import { statsEndpoints } from './reports/report-stats.js';
import { schoolSearchEndpoints } from './school-search/school-search-endpoints.js';
import { aidYearEndpoints } from './schools/aid-year-endpoints.js';
import { schoolEndpoints } from './schools/school-endpoints.js';
import { settingsEndpoints } from './settings/settings-endpoints.js';
import { studentEndpoints } from './students/student-endpoints.js';
import { trainingEndpoints } from './training/training-endpoints.js';
import { schoolUserEndpoints, staffUserEndpoints } from './users/user-endpoints.js';

/**
 * Every endpoint of the API, one contract each: the server registers exactly these (a test compares
 * them with the OpenAPI document) and a new feature adds its group here.
 */
export const API_ENDPOINTS: readonly AnyEndpoint[] = [
  systemEndpoints,
  authEndpoints,
  schoolEndpoints,
  schoolReferenceEndpoints,
  aidYearEndpoints,
  schoolUserEndpoints,
  staffUserEndpoints,
  studentEndpoints,
  applicationLookupEndpoints,
  exportEndpoints,
  importEndpoints,
  billingEndpoints,
  pagedReportEndpoints,
  statsEndpoints,
  enrollmentDownloadEndpoints,
  enrollmentReviewEndpoints,
  settingsEndpoints,
  trainingEndpoints,
  schoolSearchEndpoints,
  homeEndpoints,
].flatMap((group) => Object.values(group) as AnyEndpoint[]);

/** The areas the OpenAPI document groups operations under, with what each holds. */
export const API_TAGS: readonly { name: string; description: string }[] = [
  { name: 'System', description: 'Health probes, public configuration and the outbox view.' },
  { name: 'Sign-in and users', description: 'Sign-in, session, passwords and staff accounts (1-core).' },
  { name: 'Schools', description: 'Member schools, their reference lists and users (1-core).' },
  { name: 'School aid years', description: "A school's annual aid-year information (1-core §7)." },
  { name: 'Students', description: 'Student accounts and applications (1-core §4, §7).' },
  { name: 'Exports', description: 'The export school works its applications (2-applications).' },
  { name: 'Imports', description: 'Import schools review, approve and enrol (2-applications).' },
  { name: 'Billing', description: 'Invoices, fees, payments and card payments (3-billing).' },
  {
    name: 'Reports',
    description: 'Reports, change logs and their CSV and Excel downloads (3-billing §2, §7).',
  },
  {
    name: 'Enrollment review',
    description: 'The Fall and Spring enrollment review sign-off (3-billing §4).',
  },
  { name: 'Settings', description: 'Aid years and the programme fee settings (3-billing §2, §7).' },
  { name: 'Training', description: 'The training roster upload (3-billing §2; open-points 34).' },
  {
    name: 'Member schools',
    description: 'The public member-school page and school search (3-billing §7; open-points 35).',
  },
  { name: 'Home', description: "The home page content and the signed-in user's action counts." },
];
