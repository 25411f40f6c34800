import { brotliDecompressSync } from 'node:zlib';
import {
  EXPORT_STATUS,
  type ExportListRow,
  IMPORT_STATUS,
  APPLICATION_MESSAGES as M,
} from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app.js';
import { createPersonaFixtures, type Persona, type PersonaFixtures } from '../../test/persona-fixtures.js';
import { setExportState } from '../../test/student-fixtures.js';

// GET api/export/school/{schoolId} (2-applications §2, §3, §7; open-points 11): who reads it, what each
// row carries, the filters and the 404 messages; and who may change an export status (§6).

let t: TestContext;
let fx: PersonaFixtures;
let importTelo: string;

beforeAll(async () => {
  t = await startTestApp();
  fx = await createPersonaFixtures(t);
  // Beta College is the import school of every application school A exports in the fixtures.
  importTelo = await t.signIn('telo@beta.edu');
});

afterAll(async () => {
  await t?.close();
});

const cookieOf = (who: Persona | 'importTelo') => (who === 'importTelo' ? importTelo : fx.cookies[who]);

function list(who: Persona | 'importTelo', query = '', schoolId = fx.ownSchoolId) {
  const cookie = cookieOf(who);
  return t.app.inject({
    url: `/api/export/school/${schoolId}${query}`,
    headers: cookie ? { cookie } : {},
  });
}

const rowsOf = async (who: Persona, query = '') => {
  const res = await list(who, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ExportListRow[];
};

describe('who reads the export list of school A', () => {
  it.each(['own:1', 'own:2', 'own:6', 'own:7', 'own:1ro', 'te', 'teRead'] as const)(
    '%s: 200',
    async (who) => {
      expect((await list(who)).statusCode).toBe(200);
    },
  );

  it.each([
    'own:3',
    'own:4',
    'own:5',
    'other:1',
    'other:2',
    'other:6',
    'student',
    'otherStudent',
    'importTelo',
  ] as const)('%s: 403', async (who) => {
    expect((await list(who)).statusCode).toBe(403);
  });

  it('anonymous: 401', async () => {
    expect((await list('anonymous')).statusCode).toBe(401);
  });
});

describe('the rows', () => {
  it('lists the open applications newest first, with the choices and actions of an editor', async () => {
    const rows = await rowsOf('own:6');
    const ids = rows.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids).toEqual(
      expect.arrayContaining([
        fx.student.applicationId,
        fx.exports.statusApplicationId,
        fx.exports.actedApplicationId,
      ]),
    );
    const owner = rows.find((r) => r.id === fx.student.applicationId)!;
    expect(owner).toMatchObject({
      applicationStatus: 'OPEN',
      exportSchoolStatus: EXPORT_STATUS.AWAITING_DECISION,
      exportSchoolStatusName: 'Awaiting Decision',
      importSchoolCount: 1,
      importSchoolApproved: false,
      importEnrolledSchool: null,
      // Submitted by the student: "No Action Taken".
      modifiedBy: null,
      modifiedByFirstName: null,
      statusOptions: [1, 2, 3, 4, 5],
      actions: { view: 'enabled', editStatus: 'enabled', editApplication: 'enabled', delete: 'hidden' },
    });
    const acted = rows.find((r) => r.id === fx.exports.actedApplicationId)!;
    expect(acted.actions.delete).toBe('hidden');
    const asAdmin = (await rowsOf('own:1')).find((r) => r.id === fx.exports.actedApplicationId)!;
    // Role 1 may delete, but not once an import school acted (open-points 9).
    expect(asAdmin.actions.delete).toBe('disabled');
  });

  it('gives read-only users the rows without choices or edit actions', async () => {
    for (const who of ['own:1ro', 'teRead'] as const) {
      const [row] = await rowsOf(who);
      expect(row!.statusOptions).toEqual([]);
      expect(row!.actions).toEqual({
        view: 'enabled',
        editStatus: 'hidden',
        editApplication: 'hidden',
        delete: 'hidden',
      });
    }
  });

  it('names the staff user who changed the export status last', async () => {
    const id = fx.exports.statusApplicationId;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/export/${id}`,
      headers: { cookie: fx.cookies['own:7']! },
      payload: { exportStatusId: EXPORT_STATUS.DENIED_MIN_REQS },
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = (await rowsOf('own:6', '?appstatus=CLOSED')).find((r) => r.id === id)!;
    expect(row).toMatchObject({
      modifiedBy: fx.userIds['own:7'],
      modifiedByFirstName: 'Pat',
      modifiedByLastName: 'own:7',
      applicationStatus: 'CLOSED',
    });
    await setExportState(t, id, { exportStatusId: EXPORT_STATUS.AWAITING_DECISION });
  });

  it('shows the school that enrolled the student and whether a school approved them', async () => {
    const id = fx.exports.actedApplicationId;
    await setExportState(t, id, {
      exportStatusId: EXPORT_STATUS.EXPORT_APPROVED,
      importStatuses: { [fx.applications.school('Beta College')]: IMPORT_STATUS.ENROLLED },
    });
    const row = (await rowsOf('own:6')).find((r) => r.id === id)!;
    expect(row).toMatchObject({
      importEnrolledSchool: 'Beta College',
      importSchoolApproved: true,
      statusOptions: [EXPORT_STATUS.EXPORT_APPROVED, EXPORT_STATUS.NO_LONGER_ELIGIBLE],
    });
    await setExportState(t, id, {
      exportStatusId: EXPORT_STATUS.EXPORT_APPROVED,
      importStatuses: { [fx.applications.school('Beta College')]: IMPORT_STATUS.UNDER_REVIEW },
    });
  });
});

describe('filters and empty lists', () => {
  it('OPEN lists open and transfer applications, CLOSED the closed ones', async () => {
    const [bulkA, bulkB] = fx.exports.bulkApplicationIds;
    await t.database.db.execute(
      sql`update student_applications set application_status = 'TRANSFER' where id = ${bulkA}`,
    );
    await t.database.db.execute(
      sql`update student_applications set application_status = 'CLOSED' where id = ${bulkB}`,
    );
    const open = (await rowsOf('own:6')).map((r) => [r.id, r.applicationStatus]);
    expect(open).toContainEqual([bulkA, 'TRANSFER']);
    expect(open.map(([id]) => id)).not.toContain(bulkB);
    const closed = await rowsOf('own:6', '?appstatus=CLOSED');
    expect(closed.map((r) => r.id)).toEqual([bulkB]);
    // A closed row offers the closed choices (no approved import: all but No Longer Eligible).
    expect(closed[0]!.statusOptions).toEqual([1, 2, 3, 4, 5]);
    expect(closed[0]!.actions.editApplication).toBe('hidden');
    await t.database.db.execute(
      sql`update student_applications set application_status = 'OPEN' where id in (${bulkA}, ${bulkB})`,
    );
  });

  it('filters by aid year and export status (0 = all)', async () => {
    const all = await rowsOf('own:6', '?aidyear=0&exportstatus=0&modifiedby=99');
    const year = await rowsOf('own:6', `?aidyear=${fx.applications.aidYearId}`);
    expect(year.map((r) => r.id)).toEqual(all.map((r) => r.id));
    const approved = await rowsOf('own:6', `?exportstatus=${EXPORT_STATUS.EXPORT_APPROVED}`);
    expect(approved.map((r) => r.id)).toEqual([fx.exports.actedApplicationId]);
    const past = await list('own:6', `?aidyear=${fx.applications.pastAidYearId}`);
    expect(past.statusCode).toBe(404);
  });

  it('answers 404 with a sentence saying why there is nothing to list (docs/decisions/platform.md "Empty lists")', async () => {
    // The other school exports only the import matrix's open applications, all of the current year: the
    // filters leave none on its open list, and its closed list has none at all.
    const filtered = await list('other:6', `?aidyear=${fx.applications.pastAidYearId}`, fx.otherSchoolId);
    expect(filtered.statusCode).toBe(404);
    expect(filtered.json().message).toBe(M.noExportsMatching);
    const closed = await list('other:6', '?appstatus=CLOSED', fx.otherSchoolId);
    expect(closed.statusCode).toBe(404);
    expect(closed.json().message).toBe(M.noClosedExports('Matrix Other College'));
    const closedFiltered = await list(
      'other:6',
      `?appstatus=CLOSED&aidyear=${fx.applications.pastAidYearId}`,
      fx.otherSchoolId,
    );
    expect(closedFiltered.json().message).toBe(M.noClosedExports('Matrix Other College'));
  });

  it('sends a large list compressed to clients that accept it, the same JSON (platform/kept-lists)', async () => {
    // Alpha University's demo list is well over the 2 KB below which answers go out as they are.
    const alpha = fx.applications.school('Alpha University');
    const get = (encoding?: string) =>
      t.app.inject({
        url: `/api/export/school/${alpha}`,
        headers: { cookie: fx.cookies.te!, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const plain = await get();
    expect(plain.headers.vary).toContain('accept-encoding');
    const br = await get('gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('refuses an unknown filter value with 400', async () => {
    expect((await list('own:6', '?appstatus=TRANSFER')).statusCode).toBe(400);
    expect((await list('own:6', '?aidyear=-1')).statusCode).toBe(400);
  });
});

describe('who changes an export status of school A (PUT api/export/{id})', () => {
  const put = (who: Persona | 'importTelo', exportStatusId: number) => {
    const cookie = cookieOf(who);
    return t.app.inject({
      method: 'PUT',
      url: `/api/export/${fx.exports.statusApplicationId}`,
      headers: cookie ? { cookie } : {},
      payload: { exportStatusId },
    });
  };

  it('the admin, export and TELO roles of A and TE admins: 200', async () => {
    let next: number = EXPORT_STATUS.EXPORT_APPROVED;
    for (const who of ['own:1', 'own:2', 'own:6', 'own:7', 'te'] as const) {
      const res = await put(who, next);
      expect(res.statusCode, `${who}: ${res.body}`).toBe(200);
      next =
        next === EXPORT_STATUS.EXPORT_APPROVED
          ? EXPORT_STATUS.AWAITING_DECISION
          : EXPORT_STATUS.EXPORT_APPROVED;
    }
  });

  it.each([
    'own:1ro',
    'own:3',
    'own:4',
    'own:5',
    'other:1',
    'other:6',
    'teRead',
    'student',
    'importTelo',
  ] as const)('%s: 403, nothing changed', async (who) => {
    const before = await rowsOf('te');
    expect((await put(who, EXPORT_STATUS.DENIED_NOT_EMPLOYEE)).statusCode).toBe(403);
    expect(await rowsOf('te')).toEqual(before);
  });
});
