import { APPLICATION_STATUS, IMPORT_STATUS, type ImportListRow } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createImport,
  type ImportSuite,
  putStatus,
  setRow,
  startImportSuite,
} from '../../test/import-fixtures.js';

// Modified By of the import rows a transfer concerns (issue 21 item 6): a row's Modified By names the
// last change of that row. The transfer's own rows were made by the student's submission ("No Action
// Taken" until a school acts); the old school's row that the transfer's enrolment turns to Transferred
// names the user whose enrolment did it, not whoever changed that row before.

const I = IMPORT_STATUS;
let s: ImportSuite;

beforeAll(async () => {
  s = await startImportSuite();
});
afterAll(async () => {
  await s?.t.close();
});

/** The application's row on a school's list (OPEN, TRANSFER or CLOSED), as that school reads it. */
async function listRow(as: 'beta' | 'gamma', schoolId: number, kind: string, applicationId: number) {
  const res = await call(s, as, 'GET', `/api/import/school/${schoolId}?appstatus=${kind}&importstatus=0`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ImportListRow[]).find((r) => r.applicationId === applicationId);
}

const named = (row: ImportListRow | undefined) =>
  row && { modifiedBy: row.modifiedBy, name: [row.modifiedByFirstName, row.modifiedByLastName].join(' ') };

describe('Modified By of the rows a transfer concerns', () => {
  it("names the transfer's enrolment on the old row it turns to Transferred", async () => {
    // Beta's importer enrolled the student on the old application.
    const old = await createImport(s, { beta: I.ENROLLED, gamma: null });
    await setRow(s, old.applicationId, s.beta, sql`modified_by = ${s.userIds.beta}`);
    const transfer = await createImport(s, {
      studentId: old.studentId,
      applicationStatus: APPLICATION_STATUS.TRANSFER,
      beta: I.DECISION_PENDING,
      gamma: I.IMPORT_APPROVED,
    });
    // Made by the submission: no school has acted on the transfer's row yet.
    expect(named(await listRow('gamma', s.gamma, 'TRANSFER', transfer.applicationId))).toEqual({
      modifiedBy: null,
      name: ' ',
    });

    const res = await putStatus(
      s,
      transfer.applicationId,
      { importStatus: I.ENROLLED, participationTypeId: 1 },
      { as: 'gamma', schoolId: s.gamma },
    );
    expect(res.statusCode, res.body).toBe(200);

    expect(named(await listRow('gamma', s.gamma, 'TRANSFER', transfer.applicationId))).toEqual({
      modifiedBy: s.userIds.gamma,
      name: 'Ima gamma',
    });
    const transferred = await listRow('beta', s.beta, 'CLOSED', old.applicationId);
    expect(transferred?.importStatus).toBe(I.TRANSFERRED);
    expect(named(transferred)).toEqual({ modifiedBy: s.userIds.gamma, name: 'Ima gamma' });
  });
});
