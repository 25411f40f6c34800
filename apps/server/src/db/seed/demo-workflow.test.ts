/**
 * What the demo shows its liaison officers through the API (issue 21): every export and import status in
 * the lists their schools open, a student on leave, an extended eligibility, a summer term and transfers,
 * and multi@beta.edu's read-only export role at Gamma next to its import role there.
 */
import {
  EXPORT_STATUSES,
  type ExportListRow,
  IMPORT_STATUS,
  IMPORT_STATUSES,
  type ImportListRow,
  NO_LONGER_ELIGIBLE_REASON,
} from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app.js';
import { users } from '../schema/auth.js';
import { schools } from '../schema/schools.js';

let t: TestContext;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

async function schoolId(name: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.schoolName, name));
  return row!.id;
}

async function list<T>(cookie: string, url: string): Promise<T[]> {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as T[];
}

/** Every row of the school's three import lists, each list with all its statuses. */
async function importLists(cookie: string, school: number) {
  const open = await list<ImportListRow>(cookie, `/api/import/school/${school}?appstatus=OPEN`);
  const transfer = await list<ImportListRow>(cookie, `/api/import/school/${school}?appstatus=TRANSFER`);
  const closed = await list<ImportListRow>(cookie, `/api/import/school/${school}?appstatus=CLOSED`);
  return { open, transfer, closed, all: [...open, ...transfer, ...closed] };
}

async function exportRows(cookie: string, school: number): Promise<ExportListRow[]> {
  return [
    ...(await list<ExportListRow>(cookie, `/api/export/school/${school}?appstatus=OPEN`)),
    ...(await list<ExportListRow>(cookie, `/api/export/school/${school}?appstatus=CLOSED`)),
  ];
}

const statusesOf = (rows: readonly ImportListRow[]) => new Set(rows.map((r) => r.importStatus));
const sorted = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b);
const I = IMPORT_STATUS;

describe('the demo, as telo@alpha.edu sees Alpha University', () => {
  it('shows every import status across the OPEN, TRANSFER and CLOSED import lists', async () => {
    const cookie = await t.signIn('telo@alpha.edu');
    const lists = await importLists(cookie, await schoolId('Alpha University'));
    expect(sorted(statusesOf(lists.all))).toEqual(IMPORT_STATUSES.map((s) => s.id));
    // Each list holds what its applications reach: decisions on OPEN ones, a transfer enrolled, the ends.
    expect(sorted(statusesOf(lists.open))).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6, 7, 8, 9, 11]));
    expect(sorted(statusesOf(lists.transfer))).toEqual(
      expect.arrayContaining([I.DECISION_PENDING, I.ENROLLED]),
    );
    expect(sorted(statusesOf(lists.closed))).toEqual(
      expect.arrayContaining([I.AWAITING_EXPORT_DECISION, I.WITHDRAWN, I.TRANSFERRED, I.GRADUATED]),
    );
  });

  it('shows a student on leave, an extended eligibility and a summer term', async () => {
    const cookie = await t.signIn('telo@alpha.edu');
    const { open } = await importLists(cookie, await schoolId('Alpha University'));
    const onLeave = open.find((r) => r.importStatus === I.LEAVE_OF_ABSENCE);
    expect(onLeave).toMatchObject({
      leaveOfAbsenceBegin: expect.any(String),
      leaveOfAbsenceEnd: expect.any(String),
    });
    expect(open.some((r) => r.importStatus === I.ENROLLED && r.extendEligibility > 0)).toBe(true);
    expect(open.some((r) => r.importStatus === I.ENROLLED && r.unprocessedSummerTerm === 1)).toBe(true);
  });

  it("names another school's user on a row that school's decision changed (issue 21 item 6)", async () => {
    // A row a transfer's enrolment turned to Transferred names the user of the school that enrolled, and
    // No Longer Eligible's denials name the export school's user who made the decision.
    const cookie = await t.signIn('telo@alpha.edu');
    const { closed } = await importLists(cookie, await schoolId('Alpha University'));
    const decidedElsewhere = closed.filter(
      (r) =>
        r.importStatus === I.TRANSFERRED ||
        (r.importStatus === I.DENIED_OTHER && r.importStatusOtherReason === NO_LONGER_ELIGIBLE_REASON),
    );
    expect(new Set(decidedElsewhere.map((r) => r.importStatus))).toEqual(
      new Set([I.TRANSFERRED, I.DENIED_OTHER]),
    );
    const [alphaTelo] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'telo@alpha.edu'));
    for (const row of decidedElsewhere) {
      expect(row.modifiedBy).not.toBeNull();
      expect(row.modifiedBy).not.toBe(alphaTelo!.id);
    }
  });

  it('shows every export status across the open and closed export lists', async () => {
    const cookie = await t.signIn('telo@alpha.edu');
    const rows = await exportRows(cookie, await schoolId('Alpha University'));
    expect(sorted(new Set(rows.map((r) => r.exportSchoolStatus)))).toEqual(EXPORT_STATUSES.map((s) => s.id));
  });
});

describe('the demo, as multi@beta.edu sees Gamma University', () => {
  it('shows every export status read-only: no status choices, no edit, no delete', async () => {
    const cookie = await t.signIn('multi@beta.edu');
    const rows = await exportRows(cookie, await schoolId('Gamma University'));
    expect(sorted(new Set(rows.map((r) => r.exportSchoolStatus)))).toEqual(EXPORT_STATUSES.map((s) => s.id));
    for (const row of rows) {
      expect(row.statusOptions).toEqual([]);
      expect(row.actions).toMatchObject({ view: 'enabled', editStatus: 'hidden', delete: 'hidden' });
    }
  });

  it('shows every import status across the import lists, which its import role may change', async () => {
    const cookie = await t.signIn('multi@beta.edu');
    const lists = await importLists(cookie, await schoolId('Gamma University'));
    expect(sorted(statusesOf(lists.all))).toEqual(IMPORT_STATUSES.map((s) => s.id));
    expect(lists.open.some((r) => r.actions.editStatus === 'enabled')).toBe(true);
  });
});
