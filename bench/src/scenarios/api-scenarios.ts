import type { FastifyInstance } from 'fastify';
import { REPORT_CALLS } from './report-scenarios.js';

/**
 * Ids the calls are made for: the busiest import school with its primary TELO, the current aid year, the
 * demo student, and the busiest export school (most open and transfer applications) with its primary TELO
 * and its application with the most import schools.
 */
export interface BenchContext {
  schoolId: number;
  importTeloEmail: string;
  aidYearId: number;
  studentId: number;
  exportSchoolId: number;
  exportTeloEmail: string;
  exportApplicationId: number;
  /** The school with the most invoices and the invoice with the most lines (issue 22). */
  invoiceSchoolId: number;
  /** Issue 23: the schools with the most enrolled students, TELO-account changes and review changes. */
  enrolledSchoolId: number;
  teloLogSchoolId: number;
  reviewLogSchoolId: number;
  largestInvoiceId: number;
}

/** An API call a screen makes, measured as a signed-in user. */
export interface ApiScenario {
  name: string;
  url: (ids: BenchContext) => string;
  signIn: (app: FastifyInstance, ids: BenchContext) => Promise<string>;
}

const DEMO_PASSWORD = 'Demo@Password1';

/** Signs a demo account in and answers its session cookie. */
export async function signInCookie(app: FastifyInstance, userName: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { userName, userPassword: DEMO_PASSWORD },
  });
  const cookie = res.cookies.find((c) => c.name === 'ep_session');
  if (!cookie) throw new Error(`cannot sign in as ${userName}: ${res.statusCode}`);
  return `${cookie.name}=${cookie.value}`;
}

function signInAs(email: string | ((ids: BenchContext) => string)) {
  return (app: FastifyInstance, ids: BenchContext) =>
    signInCookie(app, typeof email === 'string' ? email : email(ids));
}

/** The import lists the bench reads (issue 10): the query string and the screen it serves. */
export const IMPORT_LISTS = [
  { query: '', screen: 'Import Applications, all aid years' },
  { query: '?aidyear=-1', screen: 'Import Applications, active aid years' },
  { query: '?appstatus=TRANSFER', screen: 'Import Transfer Applications' },
  { query: '?appstatus=CLOSED', screen: 'closed imports' },
] as const;

/** The invoice lists the bench reads (issue 22): every school, and the school with the most invoices. */
export const INVOICE_LISTS = [
  { query: '', screen: 'Invoices, All Schools' },
  { query: '?schoolid={school}', screen: 'Invoices, one school' },
] as const;

/** The home page's calls (issue 24), as the bench and the throughput run make them. */
export const HOME_CALLS: readonly {
  name: string;
  path: (ids: BenchContext) => string;
  email: string | ((ids: BenchContext) => string);
}[] = [
  {
    name: 'GET api/home/content (Home, programme content)',
    path: () => '/api/home/content',
    email: ({ importTeloEmail }) => importTeloEmail,
  },
  {
    name: 'GET api/home/actions (Home, Needs your action, All Schools)',
    path: () => '/api/home/actions',
    email: 'admin@example.org',
  },
  {
    name: 'GET api/home/actions?schoolid={school} (Home, Needs your action, busiest school TELO)',
    path: ({ schoolId }) => `/api/home/actions?schoolid=${schoolId}`,
    email: ({ importTeloEmail }) => importTeloEmail,
  },
];

/** The calls of the screens built so far; later issues add theirs here. */
export const API_SCENARIOS: ApiScenario[] = [
  {
    name: 'GET api/schools/name (TE school selector)',
    url: () => '/api/schools/name',
    signIn: signInAs('admin@example.org'),
  },
  {
    name: 'GET api/schools/{id} (School Profile)',
    url: ({ schoolId }) => `/api/schools/${schoolId}`,
    signIn: signInAs('admin@example.org'),
  },
  {
    name: 'GET api/schools/aidyears/{schoolId} (Aid Year screen)',
    url: ({ schoolId }) => `/api/schools/aidyears/${schoolId}`,
    signIn: signInAs('admin@example.org'),
  },
  {
    name: 'GET api/user/school/{schoolId} (School Users grid)',
    url: ({ schoolId }) => `/api/user/school/${schoolId}`,
    signIn: signInAs('admin@example.org'),
  },
  {
    name: 'GET api/user?usertype=TE (TE Users grid)',
    url: () => '/api/user?usertype=TE',
    signIn: signInAs('admin@example.org'),
  },
  {
    name: 'GET api/user (every staff account with roles)',
    url: () => '/api/user',
    signIn: signInAs('admin@example.org'),
  },
  {
    name: 'GET api/schools/exportschools/{aidYearId} (EZ employer list)',
    url: ({ aidYearId }) => `/api/schools/exportschools/${aidYearId}`,
    signIn: signInAs('student@example.com'),
  },
  {
    name: 'GET api/schools/importschools/{school}/{aidYear} (EZ schools list)',
    url: ({ schoolId, aidYearId }) => `/api/schools/importschools/${schoolId}/${aidYearId}`,
    signIn: signInAs('student@example.com'),
  },
  {
    name: 'GET api/student/{id}/applications (Application Status)',
    url: ({ studentId }) => `/api/student/${studentId}/applications`,
    signIn: signInAs('student@example.com'),
  },
  // Issue 9: the Export Applications list of the busiest export school (as its primary TELO) and the
  // Export Application detail of its application with the most import schools.
  {
    name: 'GET api/export/school/{school} (Export Applications, all years)',
    url: ({ exportSchoolId }) => `/api/export/school/${exportSchoolId}`,
    signIn: signInAs(({ exportTeloEmail }) => exportTeloEmail),
  },
  {
    name: 'GET api/export/school/{school}?aidyear= (Export Applications, current year)',
    url: ({ exportSchoolId, aidYearId }) => `/api/export/school/${exportSchoolId}?aidyear=${aidYearId}`,
    signIn: signInAs(({ exportTeloEmail }) => exportTeloEmail),
  },
  {
    name: 'GET api/student/application/{id} (Export Application, export TELO)',
    url: ({ exportApplicationId }) => `/api/student/application/${exportApplicationId}`,
    signIn: signInAs(({ exportTeloEmail }) => exportTeloEmail),
  },
  // Issue 10: the busiest import school's Import Applications list (All Aid Years, the default, and Active
  // Aid Years), its Import Transfer Applications and its closed imports, as its primary TELO.
  ...IMPORT_LISTS.map((list) => ({
    name: `GET api/import/school/{school}${list.query} (${list.screen})`,
    url: ({ schoolId }: BenchContext) => `/api/import/school/${schoolId}${list.query}`,
    signIn: signInAs(({ importTeloEmail }) => importTeloEmail),
  })),
  // Issue 22: the Invoices grid (every school, and the school with the most invoices) and the PDF of the
  // invoice with the most lines, as the TE admin.
  ...INVOICE_LISTS.map((list) => ({
    name: `GET api/invoice/list${list.query} (${list.screen})`,
    url: (ids: BenchContext) =>
      `/api/invoice/list${list.query.replace('{school}', String(ids.invoiceSchoolId))}`,
    signIn: signInAs('admin@example.org'),
  })),
  {
    name: 'GET api/invoice/{id}/pdf (View Invoice, Download PDF of the largest invoice)',
    url: ({ largestInvoiceId }) => `/api/invoice/${largestInvoiceId}/pdf`,
    signIn: signInAs('admin@example.org'),
  },
  // Issue 23: every report and change log, busiest school and All Schools, as the TE admin.
  ...REPORT_CALLS.map((call) => ({
    name: `GET ${call.name}`,
    url: call.path,
    signIn: signInAs('admin@example.org'),
  })),
  // Issue 24: the staff home page's content, and its "Needs your action" counts for every school (TE
  // admin) and for the busiest import school (its primary TELO): <= 50 ms p95.
  ...HOME_CALLS.map((call) => ({
    name: call.name,
    url: call.path,
    signIn: signInAs(call.email),
  })),
  {
    name: 'GET api/health (with session lookup)',
    url: () => '/api/health',
    signIn: signInAs('admin@example.org'),
  },
];
