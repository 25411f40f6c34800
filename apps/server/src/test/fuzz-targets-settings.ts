import type { FuzzTarget } from './fuzz-target.js';

/**
 * The settings write operations (issue 24) the malformed-body fuzz calls, part of FUZZ_TARGETS. The valid
 * bodies: a new aid year far ahead of every other (so no overlap), the fuzz's own aid year put back as
 * it was inserted with a new set rate, and a new administrative fee (the seeded setting id 3). The version is optional and left out.
 */
/** The aid year the settings' PUT is fuzzed on: far ahead, its range shared with no other aid year. */
export const SETTINGS_FUZZ_AID_YEAR = {
  aidyear: '2097-2098',
  aidyearbegindate: '2097-07-01',
  aidyearenddate: '2098-06-30',
  displaybegindate: '2096-10-01',
  displayenddate: '2098-06-30',
} as const;

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
    params: (c) => ({ id: c.settingsAidYearId }),
    // The fuzz's own aid year (malformed-bodies.test.ts), as it was inserted, with a new set rate.
    valid: () => ({ ...SETTINGS_FUZZ_AID_YEAR, setRate: 3_450_000, modifiedby: 'ignored' }),
    ignored: ['modifiedby'],
  },
  'PUT /api/settings/{id}': {
    persona: 'te',
    params: () => ({ id: 3 }),
    valid: () => ({ settingValue: '80.00', modifiedby: 'ignored' }),
    ignored: ['modifiedby'],
  },
};
