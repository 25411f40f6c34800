import {
  APPLICATION_STATUS,
  IMPORT_STATUS,
  type ImportListRow,
  APPLICATION_MESSAGES as M,
} from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createImport,
  type ImportSuite,
  messageOf,
  startImportSuite,
  storedApplication,
  storedRow,
} from '../../test/import-fixtures.js';

// 2-applications §4: Extend Eligibility, Add Summer Term and Remove Summer Term apply only when the
// application is OPEN (the import status Enrolled, the user not read-only). A TRANSFER application at
// Enrolled is offered none of them, and the server refuses each call.

let s: ImportSuite;

beforeAll(async () => {
  s = await startImportSuite();
});

afterAll(async () => {
  await s?.t.close();
});

/** The import row's version, which each eligibility call must send (?version=). */
const rowVersion = async (applicationId: number) =>
  Number((await storedRow(s, applicationId, s.beta)).version);

const extend = async (applicationId: number) =>
  call(
    s,
    'beta',
    'POST',
    `/api/import/extendeligibility/${applicationId}?version=${await rowVersion(applicationId)}`,
  );
const addSummer = async (applicationId: number) =>
  call(
    s,
    'beta',
    'POST',
    `/api/import/addsummereligibilityused/${applicationId}/${s.beta}?version=${await rowVersion(applicationId)}`,
  );
const removeSummer = async (applicationId: number) =>
  call(
    s,
    'beta',
    'DELETE',
    `/api/import/deletesummereligibilityused/${applicationId}/${s.beta}?version=${await rowVersion(applicationId)}`,
  );

/** Beta's row of the application on one of Beta's import lists. */
async function listedRow(applicationId: number, appstatus: string) {
  const res = await call(s, 'beta', 'GET', `/api/import/school/${s.beta}?appstatus=${appstatus}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ImportListRow[]).find((r) => r.applicationId === applicationId)!;
}

const transferEnrolled = (unprocessedSummerTerm = 0) =>
  createImport(s, {
    applicationStatus: APPLICATION_STATUS.TRANSFER,
    beta: IMPORT_STATUS.ENROLLED,
    gamma: null,
    unprocessedSummerTerm,
  });

describe('a TRANSFER application at Enrolled (§4: OPEN only)', () => {
  it('offers no eligibility action on the transfer list', async () => {
    const { applicationId } = await transferEnrolled();
    expect((await listedRow(applicationId, 'TRANSFER')).actions).toMatchObject({
      extendEligibility: 'hidden',
      addSummerTerm: 'hidden',
      removeSummerTerm: 'hidden',
    });
    const withSummer = await transferEnrolled(1);
    expect((await listedRow(withSummer.applicationId, 'TRANSFER')).actions.removeSummerTerm).toBe('hidden');
  });

  it('refuses Extend Eligibility, changing nothing', async () => {
    const { applicationId } = await transferEnrolled();
    const res = await extend(applicationId);
    expect([res.statusCode, messageOf(res)]).toEqual([400, M.eligibilityActionNotAllowed]);
    expect((await storedApplication(s, applicationId)).extend_eligibility).toBe(0);
  });

  it('refuses Add Summer Term and Remove Summer Term, changing nothing', async () => {
    const { applicationId } = await transferEnrolled();
    const add = await addSummer(applicationId);
    expect([add.statusCode, messageOf(add)]).toEqual([400, M.eligibilityActionNotAllowed]);
    expect((await storedRow(s, applicationId, s.beta)).unprocessed_summer_term).toBe(0);
    const withSummer = await transferEnrolled(1);
    const remove = await removeSummer(withSummer.applicationId);
    expect([remove.statusCode, messageOf(remove)]).toEqual([400, M.eligibilityActionNotAllowed]);
    expect((await storedRow(s, withSummer.applicationId, s.beta)).unprocessed_summer_term).toBe(1);
  });
});

describe('an OPEN application at Enrolled', () => {
  it('offers and allows them', async () => {
    const { applicationId } = await createImport(s, { beta: IMPORT_STATUS.ENROLLED, gamma: null });
    expect((await listedRow(applicationId, 'OPEN')).actions).toMatchObject({
      extendEligibility: 'enabled',
      addSummerTerm: 'enabled',
    });
    expect((await extend(applicationId)).statusCode).toBe(200);
    expect((await addSummer(applicationId)).statusCode).toBe(200);
    expect((await removeSummer(applicationId)).statusCode).toBe(200);
  });
});
