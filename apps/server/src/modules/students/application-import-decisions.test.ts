import { APPLICATION_STATUS, EXPORT_STATUS, IMPORT_STATUS, STUDENT_MESSAGES as M } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app.js';
import {
  type ApplicationFixtures,
  applicationBody,
  createApplicationFixtures,
  selectRows,
  setExportState,
  setImportStatus,
  submitApplication,
} from '../../test/student-fixtures.js';

// The student side once import schools decide (issue 10 item 6; open-points 3, 4): the apply-to list
// locks while a school has the student enrolled or on leave, a transfer is offered once a school enrolled
// the student, and the schools of a transfer (listed at once or added later) start at Import Decision Pending.

const E = EXPORT_STATUS;
const I = IMPORT_STATUS;

let t: TestContext;
let f: ApplicationFixtures;
beforeAll(async () => {
  t = await startTestApp();
  f = await createApplicationFixtures(t);
});
afterAll(() => t?.close());

type Student = { studentId: number; cookie: string };
type Submitted = Awaited<ReturnType<typeof submitApplication>>;

const overview = async (s: Student) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/student/${s.studentId}/applications`,
      headers: { cookie: s.cookie },
    })
  ).json();

/** The student's update of an application: the fixture address and the given schools. */
const update = (s: Student, applicationId: number, schools: string[], student: object = {}) => {
  const { studentApplication: _entry, ...address } = applicationBody(f);
  return t.app.inject({
    method: 'PUT',
    url: `/api/student/${s.studentId}/application/${applicationId}`,
    headers: { cookie: s.cookie },
    payload: {
      ...address,
      ...student,
      studentApplication: {
        studentApplicationSchool: schools.map((n) => ({ importSchool: f.school(n) })),
      },
    },
  });
};

const submitTransfer = (s: Student, schools: string[]) =>
  t.app.inject({
    method: 'POST',
    url: `/api/student/${s.studentId}/application`,
    headers: { cookie: s.cookie },
    payload: applicationBody(f, {
      applicationStatus: APPLICATION_STATUS.TRANSFER,
      studentApplicationSchool: schools.map((n) => ({ importSchool: f.school(n) })),
    }) as unknown as Record<string, unknown>,
  });

/** The stored import statuses of an application by school name. */
async function storedStatuses(applicationId: number) {
  const rows = await selectRows<{ name: string; status: number }>(
    t,
    sql`select s.school_name as name, r.import_status_id as status from application_schools r
        join schools s on s.id = r.import_school_id where r.application_id = ${applicationId} order by r.id`,
  );
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.status)]));
}

/** An OPEN application from Alpha to Beta and Gamma, approved by Alpha: both schools at Decision Pending. */
async function approvedApplication(prefix: string): Promise<Submitted> {
  const app = await submitApplication(t, f, {}, prefix);
  await setExportState(t, app.applicationId, {
    exportStatusId: E.EXPORT_APPROVED,
    importStatuses: {
      [f.school('Beta College')]: I.DECISION_PENDING,
      [f.school('Gamma University')]: I.DECISION_PENDING,
    },
  });
  return app;
}

describe('the apply-to list with import decisions', () => {
  it.each([
    ['on leave of absence', I.LEAVE_OF_ABSENCE, false],
    ['enrolled', I.ENROLLED, true],
  ])('locks while a school has the student %s', async (_label, status, transferOffered) => {
    const app = await approvedApplication('locked');
    await setImportStatus(t, app.applicationId, f.school('Beta College'), I.IMPORT_APPROVED);
    expect((await overview(app)).studentApplication[0].applyListLocked).toBe(false);

    await setImportStatus(t, app.applicationId, f.school('Beta College'), status);
    expect(await overview(app)).toMatchObject({
      canStartNewApplication: false,
      transferOffered,
      studentApplication: [{ applyListLocked: true, canUpdate: true }],
    });
    const adding = await update(app, app.applicationId, [
      'Beta College',
      'Gamma University',
      'Lambda College',
    ]);
    expect(adding.statusCode).toBe(409);
    expect(adding.json().message).toBe(M.applyListLocked);
    const dropping = await update(app, app.applicationId, ['Beta College']);
    expect(dropping.statusCode).toBe(409);
    expect(dropping.json().message).toBe(M.applyListLocked);
    expect(await storedStatuses(app.applicationId)).toEqual({
      'Beta College': status,
      'Gamma University': I.DECISION_PENDING,
    });

    // The address may still change while the list is locked.
    const address = await update(app, app.applicationId, ['Beta College', 'Gamma University'], {
      studentCity: 'Dayton',
    });
    expect(address.statusCode).toBe(200);
    expect(address.json()).toMatchObject({
      studentCity: 'Dayton',
      studentApplication: [{ applyListLocked: true }],
    });
  });

  it('unlocks once no school has the student enrolled or on leave; a school added then starts at Decision Pending', async () => {
    const app = await approvedApplication('unlocked');
    await setImportStatus(t, app.applicationId, f.school('Beta College'), I.WITHDRAWN);
    await setImportStatus(t, app.applicationId, f.school('Gamma University'), I.DECLINED);
    expect(await overview(app)).toMatchObject({
      transferOffered: false,
      studentApplication: [{ applyListLocked: false }],
    });
    const res = await update(app, app.applicationId, ['Beta College', 'Gamma University', 'Lambda College']);
    expect(res.statusCode).toBe(200);
    expect(await storedStatuses(app.applicationId)).toEqual({
      'Beta College': I.WITHDRAWN,
      'Gamma University': I.DECLINED,
      // The export is approved already, so the new school has nothing to wait for (open-points 4).
      'Lambda College': I.DECISION_PENDING,
    });
  });

  it('lets the student drop a school still at Decision Pending after the export approval', async () => {
    const app = await approvedApplication('dropping');
    const res = await update(app, app.applicationId, ['Beta College']);
    expect(res.statusCode).toBe(200);
    expect(await storedStatuses(app.applicationId)).toEqual({ 'Beta College': I.DECISION_PENDING });
  });

  it('adds a school at Awaiting Export Decision while the export is undecided', async () => {
    const app = await submitApplication(t, f, {}, 'undecided');
    const res = await update(app, app.applicationId, ['Beta College', 'Gamma University', 'Lambda College']);
    expect(res.statusCode).toBe(200);
    expect((await storedStatuses(app.applicationId))['Lambda College']).toBe(I.AWAITING_EXPORT_DECISION);
  });
});

describe('a transfer after a school enrolled the student', () => {
  let open: Submitted;
  let transferId: number;
  beforeAll(async () => {
    open = await approvedApplication('transfer');
  });

  it('is not offered while the school has only approved the student or put them on leave', async () => {
    for (const status of [I.IMPORT_APPROVED, I.LEAVE_OF_ABSENCE]) {
      await setImportStatus(t, open.applicationId, f.school('Beta College'), status);
      expect((await overview(open)).transferOffered).toBe(false);
      const res = await submitTransfer(open, ['Lambda College']);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(M.transferNotOffered);
    }
  });

  it('is offered once the school enrolled the student, and its schools start at Decision Pending', async () => {
    await setImportStatus(t, open.applicationId, f.school('Beta College'), I.ENROLLED);
    expect((await overview(open)).transferOffered).toBe(true);
    const res = await submitTransfer(open, ['Lambda College', 'Pi University']);
    expect(res.statusCode).toBe(201);
    const transfer = res.json().studentApplication[0];
    transferId = transfer.id;
    expect(transfer).toMatchObject({
      applicationStatus: APPLICATION_STATUS.TRANSFER,
      exportSchoolStatus: E.EXPORT_APPROVED,
      applyListLocked: false,
      studentApplicationSchool: [
        expect.objectContaining({ importSchoolName: 'Lambda College', importStatus: I.DECISION_PENDING }),
        expect.objectContaining({ importSchoolName: 'Pi University', importStatus: I.DECISION_PENDING }),
      ],
    });
    expect(await storedStatuses(transferId)).toEqual({
      'Lambda College': I.DECISION_PENDING,
      'Pi University': I.DECISION_PENDING,
    });
    expect((await overview(open)).transferOffered).toBe(false);
  });

  it('starts a school added to the transfer at Decision Pending too', async () => {
    const res = await update(open, transferId, ['Lambda College', 'Pi University', 'Delta College']);
    expect(res.statusCode).toBe(200);
    expect(res.json().studentApplication[0].studentApplicationSchool).toEqual([
      expect.objectContaining({ importSchoolName: 'Lambda College', importStatus: I.DECISION_PENDING }),
      expect.objectContaining({ importSchoolName: 'Pi University', importStatus: I.DECISION_PENDING }),
      expect.objectContaining({ importSchoolName: 'Delta College', importStatus: I.DECISION_PENDING }),
    ]);
  });

  it('lets the student drop a school of the transfer until it acts on the application', async () => {
    const dropped = await update(open, transferId, ['Lambda College', 'Pi University']);
    expect(dropped.statusCode).toBe(200);
    expect(await storedStatuses(transferId)).toEqual({
      'Lambda College': I.DECISION_PENDING,
      'Pi University': I.DECISION_PENDING,
    });
    await setImportStatus(t, transferId, f.school('Pi University'), I.UNDER_REVIEW);
    const acted = await update(open, transferId, ['Lambda College']);
    expect(acted.statusCode).toBe(409);
    expect(acted.json().message).toBe(M.importSchoolNotRemovable);
  });

  it("locks the transfer's list while one of its schools has the student on leave or enrolled", async () => {
    for (const status of [I.LEAVE_OF_ABSENCE, I.ENROLLED]) {
      await setImportStatus(t, transferId, f.school('Lambda College'), status);
      const res = await update(open, transferId, ['Lambda College', 'Pi University', 'Iota College']);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(M.applyListLocked);
      expect((await overview(open)).studentApplication).toEqual(
        expect.arrayContaining([expect.objectContaining({ id: transferId, applyListLocked: true })]),
      );
    }
  });
});
