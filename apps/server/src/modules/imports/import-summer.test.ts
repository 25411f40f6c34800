import {
  API_MESSAGES,
  APPLICATION_STATUS,
  ELIGIBILITY_VERSION_REQUIRED,
  IMPORT_STATUS,
  APPLICATION_MESSAGES as M,
} from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  usages,
} from '../../test/import-fixtures.js';

// Add and Remove Summer Term (2-applications §4 "Import detail actions", §9; issue 10): a summer term
// uses one term of eligibility and is undone by Remove while unprocessed; each call acts on the path's
// import school's row, once per version of the row (?version=, required).

const I = IMPORT_STATUS;

let s: ImportSuite;

beforeAll(async () => {
  s = await startImportSuite();
});

afterAll(async () => {
  await s?.t.close();
});

type As = Parameters<typeof call>[1];

/** The version of a school's row as a screen would show it now (1 when the school has no row there). */
const currentVersion = async (applicationId: number, schoolId = s.beta) => {
  const row: Record<string, unknown> | undefined = await storedRow(s, applicationId, schoolId);
  return Number(row?.version ?? 1);
};

/** A summer-term call; with the row's current version unless a query is given. */
async function summer(
  verb: 'add' | 'delete',
  applicationId: number,
  as: As,
  query: string | undefined,
  schoolId: number,
) {
  const sent = query ?? `?version=${await currentVersion(applicationId, schoolId)}`;
  const url = `/api/import/${verb}summereligibilityused/${applicationId}/${schoolId}${sent}`;
  return call(s, as, verb === 'add' ? 'POST' : 'DELETE', url);
}
const add = (applicationId: number, as: As = 'beta', query?: string, schoolId = s.beta) =>
  summer('add', applicationId, as, query, schoolId);
const remove = (applicationId: number, as: As = 'beta', query?: string, schoolId = s.beta) =>
  summer('delete', applicationId, as, query, schoolId);

const enrolled = (state: ImportState = {}) => createImport(s, { beta: I.ENROLLED, ...state });

describe('Add Summer Term', () => {
  it('marks the term unprocessed, records it today and uses one term of eligibility', async () => {
    const { applicationId } = await enrolled({ eligibilityRemaining: 3 });
    const res = await add(applicationId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      unprocessedSummerTerm: 1,
      lastEligibilityUsed: TODAY,
      eligibilityRemaining: 2,
      version: 2,
      modifiedBy: s.userIds.beta,
      actions: { addSummerTerm: 'hidden', removeSummerTerm: 'enabled' },
    });
    expect(await usages(s, applicationId, s.beta)).toEqual([{ usage_type: 'SUMMER', used_on: TODAY }]);
  });

  it('refuses a second one while the first is unprocessed', async () => {
    const { applicationId } = await enrolled({ unprocessedSummerTerm: 1 });
    const res = await add(applicationId);
    expect([res.statusCode, messageOf(res)]).toEqual([400, M.summerTermAlreadyAdded]);
  });

  it('refuses when no term of eligibility is left', async () => {
    const { applicationId } = await enrolled({ eligibilityRemaining: 0 });
    const res = await add(applicationId);
    expect([res.statusCode, messageOf(res)]).toEqual([400, M.noEligibilityRemaining]);
    expect(await usages(s, applicationId, s.beta)).toEqual([]);
  });
});

describe('Remove Summer Term', () => {
  it('gives the term back and recomputes the last eligibility used from the terms left', async () => {
    const { applicationId } = await enrolled({ eligibilityRemaining: 3 });
    const row = await storedRow(s, applicationId, s.beta);
    await s.t.database.db.execute(sql`insert into eligibility_usages (application_school_id, usage_type, used_on)
      values (${row.id}, 'TERM', '2026-05-01')`);
    expect((await add(applicationId)).statusCode).toBe(200);
    const res = await remove(applicationId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      unprocessedSummerTerm: 0,
      lastEligibilityUsed: '2026-05-01',
      eligibilityRemaining: 3,
      actions: { addSummerTerm: 'enabled', removeSummerTerm: 'hidden' },
    });
    expect(await usages(s, applicationId, s.beta)).toEqual([{ usage_type: 'TERM', used_on: '2026-05-01' }]);
  });

  it('leaves no last eligibility used when the summer term was the only one', async () => {
    const { applicationId } = await enrolled();
    await add(applicationId);
    const res = await remove(applicationId);
    expect(res.json()).toMatchObject({ lastEligibilityUsed: null, eligibilityRemaining: 8 });
    expect(await usages(s, applicationId, s.beta)).toEqual([]);
  });

  it('refuses when there is none to remove', async () => {
    const { applicationId } = await enrolled();
    const res = await remove(applicationId);
    expect([res.statusCode, messageOf(res)]).toEqual([400, M.summerTermNoneToRemove]);
    expect((await storedApplication(s, applicationId)).eligibility_remaining).toBe(8);
  });
});

describe('only for a student enrolled on a live application, once per version', () => {
  it('refuses a row that is not Enrolled, and a closed application', async () => {
    const approved = await createImport(s, { beta: I.IMPORT_APPROVED });
    const res = await add(approved.applicationId);
    expect([res.statusCode, messageOf(res)]).toEqual([400, M.eligibilityActionNotAllowed]);
    const closed = await enrolled({ applicationStatus: APPLICATION_STATUS.CLOSED, unprocessedSummerTerm: 1 });
    const removed = await remove(closed.applicationId);
    expect([removed.statusCode, messageOf(removed)]).toEqual([400, M.eligibilityActionNotAllowed]);
  });

  it('refuses a stale version with 409 and changes nothing; the current one acts', async () => {
    const { applicationId } = await enrolled({ eligibilityRemaining: 3 });
    const version = await currentVersion(applicationId);
    const stale = await add(applicationId, 'beta', `?version=${version + 1}`);
    expect([stale.statusCode, messageOf(stale)]).toEqual([409, API_MESSAGES.conflict]);
    expect(await usages(s, applicationId, s.beta)).toEqual([]);
    expect((await add(applicationId, 'beta', `?version=${version}&modified_by=1`)).statusCode).toBe(200);
    const twice = await remove(applicationId, 'beta', `?version=${version}`);
    expect([twice.statusCode, messageOf(twice)]).toEqual([409, API_MESSAGES.conflict]);
    expect((await storedRow(s, applicationId, s.beta)).unprocessed_summer_term).toBe(1);
    expect((await storedApplication(s, applicationId)).eligibility_remaining).toBe(2);
    expect((await remove(applicationId, 'beta', `?version=${version + 1}`)).statusCode).toBe(200);
    expect((await storedApplication(s, applicationId)).eligibility_remaining).toBe(3);
  });

  it('two concurrent adds on one version: one 200, one 409, one term used', async () => {
    const { applicationId } = await enrolled({ eligibilityRemaining: 3 });
    const version = await currentVersion(applicationId);
    const both = await Promise.all([
      add(applicationId, 'beta', `?version=${version}`),
      add(applicationId, 'beta', `?version=${version}`),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await usages(s, applicationId, s.beta)).toEqual([{ usage_type: 'SUMMER', used_on: TODAY }]);
    expect((await storedApplication(s, applicationId)).eligibility_remaining).toBe(2);
    expect(await currentVersion(applicationId)).toBe(version + 1);
  });

  it('two concurrent removes on one version: one 200, one 409, the term given back once', async () => {
    const { applicationId } = await enrolled({ eligibilityRemaining: 3 });
    expect((await add(applicationId)).statusCode).toBe(200);
    const version = await currentVersion(applicationId);
    const both = await Promise.all([
      remove(applicationId, 'beta', `?version=${version}`),
      remove(applicationId, 'beta', `?version=${version}`),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await storedApplication(s, applicationId)).eligibility_remaining).toBe(3);
    expect(await currentVersion(applicationId)).toBe(version + 1);
  });

  it('refuses a call without the version (400, on the field) and changes nothing', async () => {
    const { applicationId } = await enrolled({ eligibilityRemaining: 3, unprocessedSummerTerm: 1 });
    for (const query of ['', '?modified_by=1', '?version=']) {
      const added = await add(applicationId, 'beta', query);
      expect([added.statusCode, added.json().errors], query).toEqual([
        400,
        { version: ELIGIBILITY_VERSION_REQUIRED },
      ]);
      const removed = await remove(applicationId, 'beta', query);
      expect([removed.statusCode, removed.json().errors], query).toEqual([
        400,
        { version: ELIGIBILITY_VERSION_REQUIRED },
      ]);
    }
    expect(await storedRow(s, applicationId, s.beta)).toMatchObject({
      unprocessed_summer_term: 1,
      version: 1,
    });
    expect((await storedApplication(s, applicationId)).eligibility_remaining).toBe(3);
  });
});

describe('who may change the summer term (§6)', () => {
  it('the import school and a TE admin may', async () => {
    const { applicationId } = await enrolled();
    expect((await add(applicationId, 'betaTelo')).statusCode).toBe(200);
    expect((await remove(applicationId, 'te')).statusCode).toBe(200);
  });

  it.each([
    ['a read-only import user of the school', 'betaReadOnly'],
    ['another import school of the same application', 'gamma'],
    ['the export school', 'alpha'],
    ['a read-only TE user', 'teReadOnly'],
  ] as const)('%s may not (403)', async (_who, persona) => {
    const { applicationId } = await enrolled({ unprocessedSummerTerm: 1 });
    expect((await add(applicationId, persona)).statusCode).toBe(403);
    expect((await remove(applicationId, persona)).statusCode).toBe(403);
    expect((await storedRow(s, applicationId, s.beta)).unprocessed_summer_term).toBe(1);
  });

  it('the student may not (403), signed out is 401, and a school without a row there gets 404', async () => {
    const { applicationId, studentCookie } = await enrolled({ gamma: null });
    expect((await add(applicationId, { cookie: studentCookie })).statusCode).toBe(403);
    expect((await add(applicationId, { cookie: undefined })).statusCode).toBe(401);
    const noRow = await add(applicationId, 'gamma', undefined, s.gamma);
    expect([noRow.statusCode, messageOf(noRow)]).toEqual([404, M.importRowNotFound]);
  });
});
