import { IMPORT_STATUS, APPLICATION_MESSAGES as M } from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createImport,
  type ImportSuite,
  putStatus,
  startImportSuite,
  storedRow,
} from '../../test/import-fixtures.js';

// Under Review → Import Decision Pending saved from an import list at a school that shares several
// programs with the export school (issue 21 item 1): the grid sends rule 4's result, the program as
// null, and the server takes that clearing for what it is, not for a program change (rule 3).

const I = IMPORT_STATUS;

let s: ImportSuite;

beforeAll(async () => {
  s = await startImportSuite();
});

afterAll(async () => {
  await s?.t.close();
});

/** The body a list row's Save sends for a move that opens no dialog (toStatusValues in the web). */
const rowSave = (importStatus: number, participationTypeId: number | null, version: number) => ({
  importStatus,
  participationTypeId,
  importStatusOtherReason: null,
  withdrawalDate: null,
  leaveOfAbsenceBegin: null,
  leaveOfAbsenceEnd: null,
  addSemesterEligibility: null,
  studentCategoryId: null,
  version,
});

describe('Under Review → Import Decision Pending from the list, several common programs', () => {
  it('saves with the program sent as null, and clears it', async () => {
    // Alpha and Beta share two programs (import-fixtures); the Beta row is Under Review with program 1.
    const { applicationId } = await createImport(s, { beta: I.UNDER_REVIEW, participationTypeId: 1 });
    const before = await storedRow(s, applicationId, s.beta);
    const res = await putStatus(
      s,
      applicationId,
      rowSave(I.DECISION_PENDING, null, before.version as number),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ importStatus: I.DECISION_PENDING, participationTypeId: null });
    expect(await storedRow(s, applicationId, s.beta)).toMatchObject({
      import_status_id: I.DECISION_PENDING,
      participation_type_id: null,
    });
  });

  it('still refuses another program sent with the move (rule 3)', async () => {
    const { applicationId } = await createImport(s, { beta: I.UNDER_REVIEW, participationTypeId: 1 });
    const before = await storedRow(s, applicationId, s.beta);
    const res = await putStatus(s, applicationId, rowSave(I.DECISION_PENDING, 2, before.version as number));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: M.programNotChangeable });
    expect(await storedRow(s, applicationId, s.beta)).toMatchObject({
      import_status_id: I.UNDER_REVIEW,
      participation_type_id: 1,
    });
  });
});
