import type { FuzzTarget } from './fuzz-targets.js';
import { daysFromToday } from './student-fixtures.js';

/**
 * The settings write operations (issue 24) the malformed-body fuzz calls, part of FUZZ_TARGETS. The valid
 * bodies: a new aid year far ahead of every other (so no overlap), the fixture aid year with its own
 * range and a new set rate (a change keeping the range is not checked for overlap), and a new
 * administrative fee (the seeded setting id 3). The version is optional and left out.
 */
export const SETTINGS_FUZZ_TARGETS: Record<string, FuzzTarget> = {
  'POST /api/settings/aidyear': {
    persona: 'te',
    valid: () => ({
      aidyear: '2095-2096',
      aidyearbegindate: '2095-07-01',
      aidyearenddate: '2096-06-30',
      displaybegindate: '2094-10-01',
      displayenddate: '2096-06-30',
      setRate: 3_600_000,
      modifiedby: 'ignored',
    }),
    ignored: ['modifiedby'],
  },
  'PUT /api/settings/aidyear/{id}': {
    persona: 'te',
    params: (c) => ({ id: c.fx.applications.aidYearId }),
    // The fixture aid year of student-fixtures.ts, as it was inserted.
    valid: () => ({
      aidyear: '2090-2091',
      aidyearbegindate: daysFromToday(-10),
      aidyearenddate: daysFromToday(300),
      displaybegindate: daysFromToday(-60),
      displayenddate: daysFromToday(300),
      setRate: 3_450_000,
      modifiedby: 'ignored',
    }),
    ignored: ['modifiedby'],
  },
  'PUT /api/settings/{id}': {
    persona: 'te',
    params: () => ({ id: 3 }),
    valid: () => ({ settingValue: '80.00', modifiedby: 'ignored' }),
    ignored: ['modifiedby'],
  },
};
