import { type BenchContext, HOME_CALLS, IMPORT_LISTS, INVOICE_LISTS } from './api-scenarios.js';
import { REPORT_THROUGHPUT_CALLS } from './report-scenarios.js';

/** A read the screens make, loaded by 50 concurrent clients against a server process. */
export interface ThroughputScenario {
  name: string;
  path: (ids: BenchContext) => string;
  /** The account that signs in (through the real sign-in route) for the calls. */
  email: string | ((ids: BenchContext) => string);
  /** The target for this kind of read. */
  target: { requestsPerSecond?: number; p95Ms?: number; p99Ms?: number };
}

/** The email a scenario signs in with. */
export function scenarioEmail(s: ThroughputScenario, ids: BenchContext): string {
  return typeof s.email === 'string' ? s.email : s.email(ids);
}

const exportTelo = ({ exportTeloEmail }: BenchContext) => exportTeloEmail;

const ADMIN = 'admin@example.org';

/** Issue 8's throughput targets: a single record with its children, and lists of one school. */
export const THROUGHPUT_SCENARIOS: ThroughputScenario[] = [
  {
    // The record the issue measured (279-341 req/s before): the first demo school, with its contacts.
    name: 'GET api/schools/1 (single record)',
    path: () => '/api/schools/1',
    email: ADMIN,
    target: { requestsPerSecond: 2000, p99Ms: 50 },
  },
  {
    name: 'GET api/schools/aidyears/{school} (list of one school)',
    path: ({ schoolId }) => `/api/schools/aidyears/${schoolId}`,
    email: ADMIN,
    target: { requestsPerSecond: 1000 },
  },
  {
    name: 'GET api/user/school/{school} (list of one school)',
    path: ({ schoolId }) => `/api/user/school/${schoolId}`,
    email: ADMIN,
    target: { requestsPerSecond: 1000 },
  },
  // Issue 9: the busiest export school's list answers in <= 100 ms p95 and an application detail in
  // <= 20 ms p95, at 50 concurrent clients.
  {
    name: 'GET api/export/school/{school} (export list, all years)',
    path: ({ exportSchoolId }) => `/api/export/school/${exportSchoolId}`,
    email: exportTelo,
    target: { p95Ms: 100 },
  },
  {
    name: 'GET api/export/school/{school}?aidyear= (export list, current year)',
    path: ({ exportSchoolId, aidYearId }) => `/api/export/school/${exportSchoolId}?aidyear=${aidYearId}`,
    email: exportTelo,
    target: { p95Ms: 100 },
  },
  {
    name: 'GET api/student/application/{id} (export detail)',
    path: ({ exportApplicationId }) => `/api/student/application/${exportApplicationId}`,
    email: exportTelo,
    target: { p95Ms: 20 },
  },
  // Issue 10: each import list of the busiest import school answers in <= 100 ms p95 at 50 clients.
  ...IMPORT_LISTS.map(
    (list): ThroughputScenario => ({
      name: `GET api/import/school/{school}${list.query} (${list.screen})`,
      path: ({ schoolId }) => `/api/import/school/${schoolId}${list.query}`,
      email: ({ importTeloEmail }) => importTeloEmail,
      target: { p95Ms: 100 },
    }),
  ),
  // Issue 22: the Invoices grid answers in <= 100 ms p95 at 50 clients, for every school and for one.
  ...INVOICE_LISTS.map(
    (list): ThroughputScenario => ({
      name: `GET api/invoice/list${list.query} (${list.screen})`,
      path: ({ invoiceSchoolId }) =>
        `/api/invoice/list${list.query.replace('{school}', String(invoiceSchoolId))}`,
      email: ADMIN,
      target: { p95Ms: 100 },
    }),
  ),
  // Issue 23: the largest reports answer in <= 1 s p95 at 50 clients, All Schools over all years.
  ...REPORT_THROUGHPUT_CALLS.map(
    (call): ThroughputScenario => ({
      name: `GET ${call.name}`,
      path: call.path,
      email: ADMIN,
      target: { p95Ms: 1000 },
    }),
  ),
  // Issues 24 and 33: the home page's action counts, the first call after every sign-in, <= 50 ms p95 at
  // 50 clients for All Schools (TE admin) and for the busiest import school's primary TELO (kept counts,
  // one statement: docs/decisions/home.md "Performance of the counts").
  ...HOME_CALLS.filter((call) => call.name.includes('actions')).map(
    (call): ThroughputScenario => ({
      name: call.name,
      path: call.path,
      email: call.email,
      target: { p95Ms: 50 },
    }),
  ),
];
