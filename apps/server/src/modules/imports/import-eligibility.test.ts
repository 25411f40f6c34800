import {
  API_MESSAGES,
  APPLICATION_STATUS,
  ELIGIBILITY_VERSION_REQUIRED,
  EXPORT_STATUS,
  IMPORT_STATUS,
  APPLICATION_MESSAGES as M,
} from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createImport,
  type ImportState,
  type ImportSuite,
  messageOf,
  startImportSuite,
  storedApplication,
  storedRow,
  TODAY,
} from '../../test/import-fixtures.js';

// Extend Eligibility (2-applications §4 "Import detail actions", §9; issue 10): one term at a time up to
// the import school's cap, only for a student enrolled on a live application, only by the school that
// has the student enrolled, and once per version of the row (?version=, required).

const I = IMPORT_STATUS;

let s: ImportSuite;

beforeAll(async () => {
  s = await startImportSuite();
});

afterEach(async () => {
  await setAcademicTerm(1);
});

afterAll(async () => {
  await s?.t.close();
});

async function setAcademicTerm(term: number) {
  await s.t.database.db.execute(sql`update schools set academic_term = ${term} where id = ${s.beta}`);
}

/** The version of Beta's row as a screen would show it now (1 for an application that does not exist). */
const currentVersion = async (applicationId: number) => {
  const row: Record<string, unknown> | undefined = await storedRow(s, applicationId, s.beta);
  return Number(row?.version ?? 1);
};

/** Extend Eligibility as a persona; with the Beta row's current version unless a query is given. */
const extend = async (applicationId: number, as: Parameters<typeof call>[1] = 'beta', query?: string) => {
  const sent = query ?? `?version=${await currentVersion(applicationId)}`;
  return call(s, as, 'POST', `/api/import/extendeligibility/${applicationId}${sent}`);
};

const enrolled = (state: ImportState = {}) => createImport(s, { beta: I.ENROLLED, ...state });

describe('the cap by the import school academic term (§9)', () => {
  it.each([
    [1, 6],
    [2, 9],
    [3, 9],
  ])('academicTerm %i: extends up to %i terms, then refuses', async (term, cap) => {
    await setAcademicTerm(term);
    const { applicationId } = await enrolled({ extendEligibility: cap - 1, eligibilityRemaining: 2 });
    const res = await extend(applicationId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      extendEligibility: cap,
      eligibilityRemaining: 3,
      academicTerm: term,
      version: 2,
      modifiedBy: s.userIds.beta,
      actions: { extendEligibility: 'disabled' },
    });
    expect(await storedApplication(s, applicationId)).toMatchObject({
      extend_eligibility: cap,
      extend_eligibility_date: TODAY,
      eligibility_remaining: 3,
    });
    const again = await extend(applicationId);
    expect([again.statusCode, messageOf(again)]).toEqual([400, M.extensionCapReached(cap)]);
    expect((await storedApplication(s, applicationId)).extend_eligibility).toBe(cap);
  });

  it('adds one term at a time and leaves an unknown remaining count unknown', async () => {
    const { applicationId } = await enrolled({ eligibilityRemaining: null });
    expect((await extend(applicationId)).statusCode).toBe(200);
    expect((await extend(applicationId)).statusCode).toBe(200);
    expect(await storedApplication(s, applicationId)).toMatchObject({
      extend_eligibility: 2,
      eligibility_remaining: null,
    });
  });
});

describe('Extend Eligibility carries the row version: two calls on one version extend once', () => {
  it('refuses a stale version with 409 and changes nothing', async () => {
    const { applicationId } = await enrolled();
    const version = await currentVersion(applicationId);
    expect((await extend(applicationId, 'beta', `?version=${version}&modified_by=99`)).statusCode).toBe(200);
    const stale = await extend(applicationId, 'beta', `?version=${version}`);
    expect([stale.statusCode, messageOf(stale)]).toEqual([409, API_MESSAGES.conflict]);
    expect(await storedApplication(s, applicationId)).toMatchObject({
      extend_eligibility: 1,
      eligibility_remaining: 9,
    });
    expect(await currentVersion(applicationId)).toBe(version + 1);
  });

  it('two concurrent calls with the same version: one 200, one 409, one extension', async () => {
    const { applicationId } = await enrolled();
    const version = await currentVersion(applicationId);
    const both = await Promise.all([
      extend(applicationId, 'beta', `?version=${version}`),
      extend(applicationId, 'beta', `?version=${version}`),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await storedApplication(s, applicationId)).toMatchObject({
      extend_eligibility: 1,
      eligibility_remaining: 9,
    });
    expect(await currentVersion(applicationId)).toBe(version + 1);
  });

  it('refuses a call without the version (400, on the field) and changes nothing', async () => {
    const { applicationId } = await enrolled();
    for (const query of ['', '?modified_by=1', '?version=', '?version=abc', '?version=0']) {
      const res = await extend(applicationId, 'beta', query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors, query).toEqual({ version: ELIGIBILITY_VERSION_REQUIRED });
    }
    expect(await storedApplication(s, applicationId)).toMatchObject({ extend_eligibility: 0, version: 1 });
    expect(await currentVersion(applicationId)).toBe(1);
  });
});

describe('only for a student enrolled on a live application', () => {
  it('refuses when no school has the student enrolled', async () => {
    const { applicationId } = await createImport(s, { beta: I.IMPORT_APPROVED });
    const res = await extend(applicationId);
    expect([res.statusCode, messageOf(res)]).toEqual([400, M.eligibilityActionNotAllowed]);
  });

  it('refuses on a closed application, and while the export is denied', async () => {
    const closed = await enrolled({ applicationStatus: APPLICATION_STATUS.CLOSED });
    const res = await extend(closed.applicationId);
    expect([res.statusCode, messageOf(res)]).toEqual([400, M.eligibilityActionNotAllowed]);
    const denied = await enrolled({ exportStatus: EXPORT_STATUS.DENIED_OTHER });
    const locked = await extend(denied.applicationId);
    expect([locked.statusCode, messageOf(locked)]).toEqual([400, M.exportDeniedImportLocked]);
  });

  it('refuses on a transfer application: only an OPEN one is extended (§4)', async () => {
    const { applicationId } = await enrolled({ applicationStatus: APPLICATION_STATUS.TRANSFER });
    const res = await extend(applicationId);
    expect([res.statusCode, messageOf(res)]).toEqual([400, M.eligibilityActionNotAllowed]);
    expect((await storedApplication(s, applicationId)).extend_eligibility).toBe(0);
  });
});

describe('who may extend (§6)', () => {
  it.each(['beta', 'betaTelo', 'te'] as const)('%s at the enrolling school may (200)', async (persona) => {
    const { applicationId } = await enrolled();
    const res = await extend(applicationId, persona);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ importSchool: s.beta, modifiedBy: s.userIds[persona] });
  });

  it.each([
    ['a read-only import user of the enrolling school', 'betaReadOnly'],
    ['another import school of the same application', 'gamma'],
    ['the export school', 'alpha'],
    ['a read-only TE user', 'teReadOnly'],
  ] as const)('%s may not (403)', async (_who, persona) => {
    const { applicationId } = await enrolled();
    const res = await extend(applicationId, persona);
    expect([res.statusCode, messageOf(res)]).toEqual([403, API_MESSAGES.forbidden]);
    expect((await storedApplication(s, applicationId)).extend_eligibility).toBe(0);
  });

  it('the student may not (403); signed out is 401; an unknown application 404', async () => {
    const { applicationId, studentCookie } = await enrolled();
    expect((await extend(applicationId, { cookie: studentCookie })).statusCode).toBe(403);
    expect((await extend(applicationId, { cookie: undefined })).statusCode).toBe(401);
    const unknown = await extend(2_000_000_000);
    expect([unknown.statusCode, messageOf(unknown)]).toEqual([404, M.importRowNotFound]);
  });
});
