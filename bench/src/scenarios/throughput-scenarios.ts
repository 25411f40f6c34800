import type { BenchContext } from './api-scenarios.js';

/** A read the screens make, loaded by 50 concurrent clients against a server process. */
export interface ThroughputScenario {
  name: string;
  path: (ids: BenchContext) => string;
  /** The demo account that signs in (through the real sign-in route) for the calls. */
  email: string;
  /** The target for this kind of read. */
  target: { requestsPerSecond: number; p99Ms?: number };
}

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
];
