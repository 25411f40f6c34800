import { EXPORT_STATUS, IMPORT_STATUS, STUDENT_MESSAGES as M, ROLE } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import {
  type ApplicationFixtures,
  applicationBody,
  createApplicationFixtures,
  selectRows,
  setExportState,
  submitApplication,
} from '../../test/student-fixtures.js';
import { deleteRemovableImportRows, updateImportRows } from '../imports/import-rows-service.js';
import * as importWrites from '../imports/import-writes-repo.js';

// The student's update against the import schools' decisions (issue 10 review): a school that acted
// (any staff change of its row, even one that set Decision Pending) keeps its school on the list, and a
// decision committed while the update runs is read by it, since both lock the application first.

const I = IMPORT_STATUS;

let t: TestContext;
let f: ApplicationFixtures;
let betaTelo: number;
beforeAll(async () => {
  t = await startTestApp();
  f = await createApplicationFixtures(t);
  const [row] = await selectRows<{ user_id: number }>(
    t,
    sql`select user_id from user_roles where school_id = ${f.school('Beta College')}
        and role_id = ${ROLE.PRIMARY_TELO}`,
  );
  betaTelo = row!.user_id;
});
afterAll(() => t?.close());

type Submitted = Awaited<ReturnType<typeof submitApplication>>;

/** An OPEN application from Alpha to Beta and Gamma, approved by Alpha: both rows at Decision Pending. */
async function approvedApplication(prefix: string): Promise<Submitted> {
  const app = await submitApplication(t, f, {}, prefix);
  await setExportState(t, app.applicationId, {
    exportStatusId: EXPORT_STATUS.EXPORT_APPROVED,
    importStatuses: {
      [f.school('Beta College')]: I.DECISION_PENDING,
      [f.school('Gamma University')]: I.DECISION_PENDING,
    },
  });
  return app;
}

/** The student's update of an application to the given schools (the fixture address). */
const update = (s: Submitted, schools: string[]) => {
  const { studentApplication: _entry, ...address } = applicationBody(f);
  return t.app.inject({
    method: 'PUT',
    url: `/api/student/${s.studentId}/application/${s.applicationId}`,
    headers: { cookie: s.cookie },
    payload: {
      ...address,
      studentApplication: { studentApplicationSchool: schools.map((n) => ({ importSchool: f.school(n) })) },
    },
  });
};

/** The stored import rows of an application by school name: status and modifier. */
async function storedRows(applicationId: number) {
  const rows = await selectRows<{ name: string; status: number; modified_by: number | null }>(
    t,
    sql`select s.school_name as name, r.import_status_id as status, r.modified_by from application_schools r
        join schools s on s.id = r.import_school_id where r.application_id = ${applicationId} order by r.id`,
  );
  return Object.fromEntries(rows.map((r) => [r.name, [Number(r.status), r.modified_by]]));
}

const setRow = (applicationId: number, school: string, status: number, modifiedBy: number | null) =>
  t.database.db.execute(
    sql`update application_schools set import_status_id = ${status}, modified_by = ${modifiedBy}
        where application_id = ${applicationId} and import_school_id = ${f.school(school)}`,
  );

describe('a school that acted stays on the list', () => {
  it('refuses to drop a school that set Decision Pending itself; one only moved there by the export approval goes', async () => {
    const app = await approvedApplication('acted');
    await setRow(app.applicationId, 'Beta College', I.DECISION_PENDING, betaTelo);
    const refused = await update(app, ['Gamma University']);
    expect([refused.statusCode, refused.json().message]).toEqual([409, M.importSchoolNotRemovable]);
    const dropped = await update(app, ['Beta College']);
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(await storedRows(app.applicationId)).toEqual({ 'Beta College': [I.DECISION_PENDING, betaTelo] });
  });

  it("counts only staff as a school acting: a row last changed by the student's own account is still removable", async () => {
    const app = await approvedApplication('student-modifier');
    await setRow(app.applicationId, 'Beta College', I.DECISION_PENDING, app.userId);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/student/${app.studentId}/applications`,
      headers: { cookie: app.cookie },
    });
    // The view names only a staff modifier, which is what the form's removal rule reads.
    expect(read.json().studentApplication[0].studentApplicationSchool[0]).toMatchObject({
      importSchoolName: 'Beta College',
      modifiedBy: null,
    });
    const res = await update(app, ['Gamma University']);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('the delete itself keeps a row whose school acted', async () => {
    const app = await approvedApplication('delete-filter');
    await setRow(app.applicationId, 'Beta College', I.UNDER_REVIEW, betaTelo);
    await setRow(app.applicationId, 'Gamma University', I.DECISION_PENDING, betaTelo);
    const both = [f.school('Beta College'), f.school('Gamma University')];
    expect(await deleteRemovableImportRows(t.database.db, app.applicationId, both)).toBe(0);
    await setRow(app.applicationId, 'Gamma University', I.DECISION_PENDING, null);
    expect(await deleteRemovableImportRows(t.database.db, app.applicationId, both)).toBe(1);
    expect(await storedRows(app.applicationId)).toEqual({ 'Beta College': [I.UNDER_REVIEW, betaTelo] });
  });
});

/** A promise with its resolve function, to hold a transaction open. */
function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/**
 * Resolves once a request of the test waits on a row lock. On PostgreSQL the update runs up to the
 * application's lock; PGlite runs one transaction at a time, so there it queues behind the school's.
 */
async function untilWaitingOnLock() {
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  if (t.database.kind === 'pglite') return pause(50);
  for (let i = 0; i < 250; i++) {
    const [row] = await selectRows<{ n: number }>(
      t,
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (row!.n > 0) return;
    await pause(20);
  }
  throw new Error('the update never waited on the lock');
}

/**
 * The school's status change as the import writes make it (the application locked, then the row),
 * held open until the student's update is under way, then committed.
 */
async function whileSchoolDecides(
  applicationId: number,
  school: string,
  status: number,
  studentUpdate: () => ReturnType<typeof update>,
) {
  const held = gate();
  const release = gate();
  const decision = inTransaction(t.database.db, betaTelo, async (tx) => {
    const app = await importWrites.lockApplication(tx, applicationId);
    const row = await importWrites.lockImportRow(tx, app!, f.school(school));
    await updateImportRows(tx, [row!.id], { importStatusId: status, modifiedBy: betaTelo });
    held.open();
    await release.promise;
  });
  await held.promise;
  const answer = studentUpdate();
  await untilWaitingOnLock();
  release.open();
  await decision;
  return answer;
}

describe("a school's decision made while the student's update runs", () => {
  it('is read by the update: the school it moved to Under Review cannot be dropped', async () => {
    const app = await approvedApplication('race-drop');
    const res = await whileSchoolDecides(app.applicationId, 'Beta College', I.UNDER_REVIEW, () =>
      update(app, ['Gamma University']),
    );
    expect([res.statusCode, res.json().message]).toEqual([409, M.importSchoolNotRemovable]);
    expect(await storedRows(app.applicationId)).toEqual({
      'Beta College': [I.UNDER_REVIEW, betaTelo],
      'Gamma University': [I.DECISION_PENDING, null],
    });
  });

  it('is read by the update: a school that enrolled the student locks the list', async () => {
    const app = await approvedApplication('race-enrol');
    const res = await whileSchoolDecides(app.applicationId, 'Gamma University', I.ENROLLED, () =>
      update(app, ['Beta College', 'Gamma University', 'Lambda College']),
    );
    expect([res.statusCode, res.json().message]).toEqual([409, M.applyListLocked]);
    expect(Object.keys(await storedRows(app.applicationId))).toEqual(['Beta College', 'Gamma University']);
  });
});
