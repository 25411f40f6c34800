import type { WatchedTable } from './audit-trail.js';
import type { ReviewFuzzFixtures } from './enrollment-review-fixtures.js';
import type { Persona, PersonaFixtures } from './persona-fixtures.js';

// On their own so fuzz-targets.ts and its per-feature parts share them without importing each other.

/** What the fuzz needs beyond the persona fixtures. */
export interface FuzzContext {
  fx: PersonaFixtures;
  /** An unused password-reset link of the school A staff account. */
  resetToken: string;
  /** A school with no record for the fixture aid year, so a record POST is valid. */
  schoolWithoutRecord: number;
  /** An aid year and term open today, a school without a review of it and another school's review. */
  reviews: ReviewFuzzFixtures;
  /**
   * An aid year of the settings' PUT alone (2097-2098, its range shared with no other): a fault the server
   * accepts may change it, and the valid body, which puts it back, is then still valid.
   */
  settingsAidYearId: number;
}

/**
 * How the malformed-body fuzz calls one write operation: as a persona allowed to call it (a refused one
 * would get 403 before any body is read, and test nothing), with a body the operation accepts, from
 * which every malformed body is derived by one fault.
 */
export interface FuzzTarget {
  persona: Persona;
  params?: (c: FuzzContext) => Record<string, string | number>;
  valid: (c: FuzzContext) => Record<string, unknown>;
  /**
   * Fields the route accepts and ignores ("Accepted and ignored" in docs/decisions/platform.md, or a record's
   * version on a create): a null byte or a huge integer there is no error.
   */
  ignored?: readonly string[];
  /** Watched tables a refused body still writes by design; every other watched table must stay as it was. */
  writes?: readonly WatchedTable[];
}
