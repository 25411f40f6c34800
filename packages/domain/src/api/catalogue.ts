import { billingEndpoints } from './billing.js';
import type { AnyEndpoint } from './endpoint.js';
import { enrollmentReviewEndpoints } from './enrollment-review.js';
import { exportEndpoints } from './exports.js';
import { homeEndpoints } from './home.js';
import { importEndpoints } from './imports.js';
import { schoolSearchEndpoints } from './member-schools.js';
import { enrollmentDownloadEndpoints, pagedReportEndpoints, statsEndpoints } from './reports.js';
import { aidYearEndpoints } from './school-aid-years.js';
import { schoolEndpoints, schoolOptionEndpoints, schoolReferenceEndpoints } from './schools.js';
import { serverTimeEndpoints } from './server-time.js';
import { settingsEndpoints } from './settings.js';
import { authEndpoints } from './sign-in.js';
import { applicationLookupEndpoints, studentEndpoints } from './students.js';
import { systemEndpoints } from './system.js';
import { trainingEndpoints } from './training.js';
import { schoolUserEndpoints, staffUserEndpoints } from './users.js';

/**
 * Every endpoint of the API, one contract each: the server registers exactly these (a test compares
 * them with the OpenAPI document) and a new feature adds its group here.
 */
export const API_ENDPOINTS: readonly AnyEndpoint[] = [
  systemEndpoints,
  serverTimeEndpoints,
  authEndpoints,
  schoolEndpoints,
  schoolReferenceEndpoints,
  schoolOptionEndpoints,
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
const TAGS = [
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
] as const satisfies readonly { name: string; description: string }[];

/** A tag of the OpenAPI document: the area a contract is grouped under and its routes registered by. */
export type ApiTagName = (typeof TAGS)[number]['name'];

/** The tags in the document's order. */
export const API_TAGS: readonly { name: string; description: string }[] = TAGS;
