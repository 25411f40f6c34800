import { readFileSync } from 'node:fs';
import type { FuzzTarget } from './fuzz-target.js';

/**
 * The home content every test database starts with: the text migration 0013 inserts, read from it (its
 * SQL string literals joined), so the valid body below follows any change of that text.
 */
function firstHomeContent(): string {
  const migration = readFileSync(
    new URL('../db/migrations/0013_settings_home_training.sql', import.meta.url),
    'utf8',
  );
  const insert = /INSERT INTO "home_content" \("id", "html"\) VALUES \(1,([\s\S]*?)\);/.exec(migration);
  if (!insert?.[1]) throw new Error('migration 0013 no longer inserts the home content');
  return [...insert[1].matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]!.replaceAll("''", "'")).join('');
}

/** The home write operations (issue 24) the malformed-body fuzz calls, part of FUZZ_TARGETS. */
export const HOME_FUZZ_TARGETS: Record<string, FuzzTarget> = {
  // The stored text itself: a save of what is stored is accepted whatever the version and changes
  // nothing (the version check is the API test's), so no fault can write a row.
  'PUT /api/home/content': {
    persona: 'te',
    valid: () => ({
      html: firstHomeContent(),
      lastUpdated: '2000-01-01T00:00:00.000000Z',
      modifiedBy: 1,
    }),
    ignored: ['modifiedBy'],
  },
};
