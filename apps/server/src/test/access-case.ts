import type { WatchedTable } from './audit-trail.js';
import type { Persona, PersonaFixtures, SignedInPersona } from './persona-fixtures.js';

// On its own so access-declarations.ts and its per-feature parts share it without importing each other.

/**
 * Who may call each API operation (issue 7; docs/decisions/schools.md "Who may do what at a school",
 * students.md "Accounts": who reads a student, users.md "TE users and all access": users readable by
 * whom). The authorization matrix test calls every operation as every persona:
 * anonymous gets 401 unless the route is public, a persona not listed gets 403 (also for a body that is
 * not even JSON: access is decided before the body is read), a listed one a 2xx or 404 on a read and a
 * 400, 404 or 409 on a write, unless the case names its statuses. Write calls send an invalid body
 * (`{}` unless a case says otherwise), so an allowed caller gets 400 (or 404/409) and nothing changes,
 * while a refused one must get 403: the policy decides before the body is validated. These are the
 * product's rules, not today's code.
 */
export interface AccessCase {
  /** What the case checks, when an operation has more than one. */
  label?: string;
  /** Path parameters from the fixture; `caller` is the persona making the call (for own-account routes). */
  params?: (fx: PersonaFixtures, caller: Persona) => Record<string, string | number>;
  /** The query string, when the operation reads one (an invoice list of one school). */
  query?: (fx: PersonaFixtures) => Record<string, string | number>;
  /** The write body; `{}` by default, which no write accepts. */
  body?: (fx: PersonaFixtures) => unknown;
  /** Signing out ends the session it is called with: such a call gets a fresh session of the persona. */
  freshSession?: boolean;
  /** 'public': anyone, signed in or not. Otherwise the signed-in personas allowed; the rest get 403. */
  allowed: 'public' | readonly SignedInPersona[];
  /** The statuses an allowed persona gets, when not the default (reads 2xx or 404; writes 400, 404, 409). */
  allowedStatus?: readonly number[];
  /**
   * The refusal depends on what the body names (a school not in the path): a body that cannot be read
   * names nothing, so its answer is the operation's, checked by a case that names no school.
   */
  decidedByBody?: boolean;
  /** Watched tables the call writes by design (signing out ends a session); any other change fails. */
  writes?: readonly WatchedTable[];
}
