import { deflateRawSync } from 'node:zlib';
import {
  AUTH_MESSAGES,
  TRAINING_MESSAGES as M,
  ROSTER_MAX_BYTES,
  ROSTER_MAX_ROWS,
  TRAINING,
  type TrainingUploadSummary,
} from '@exchange/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestApp, type TestContext } from '../../test/app.js';
import { changedTables, rowMarks } from '../../test/audit-trail.js';
import { selectRows } from '../../test/student-fixtures.js';
import { rosterXls, rosterXlsx, type TestRosterCell, uploadFile } from '../../test/training-fixtures.js';
import { TRAINING_FOREIGN_ORIGIN } from './training-routes.js';

// The programme's today is 10 March 2026 (Chicago): later completion dates are in the future.
const NOW = new Date('2026-03-10T18:00:00Z');
const ADMIN = 'admin@example.org';
const HEADER: TestRosterCell[] = ['Email', 'Completion Date'];
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

let t: TestContext;
let admin: string;

beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
  admin = await t.signIn(ADMIN);
  // Accounts whose training this file's rosters complete, besides the demo's untrained@delta.edu.
  await t.database.db.execute(
    sql`update users set training_complete = ${TRAINING.REQUIRED}
        where email in ('billing@alpha.edu', 'telo2@alpha.edu', 'multi@beta.edu')`,
  );
});

afterAll(async () => {
  await t?.close();
});

const login = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { userName: email, userPassword: DEMO_PASSWORD },
  });
const training = async (email: string) =>
  (
    await selectRows<{ t: number }>(t, sql`select training_complete as t from users where email = ${email}`)
  )[0]!.t;
const uploadCount = async () =>
  Number((await selectRows<{ n: string }>(t, sql`select count(*) as n from training_uploads`))[0]!.n);

/** A refused upload: its status and message, and that no row of any audited table changed. */
async function expectRefused(
  content: Buffer | string,
  status: number,
  message: string,
  name = 'roster.xlsx',
) {
  const before = await rowMarks(t, true);
  const uploads = await uploadCount();
  const res = await uploadFile(t, admin, content, name);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ status, message });
  expect(changedTables(before, await rowMarks(t, true))).toEqual([]);
  expect(await uploadCount()).toBe(uploads);
}

describe('a good roster (open-points 34)', () => {
  it('marks untrained@delta.edu trained, who may then sign in, in the change log with the uploader', async () => {
    const refused = await login('untrained@delta.edu');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(AUTH_MESSAGES.trainingIncomplete);
    const file = await rosterXlsx([
      ['First Name', 'Email', 'Completion Date'],
      ['Taylor', 'Untrained@Delta.edu', day('2026-03-02')],
    ]);
    const res = await uploadFile(t, admin, file, 'Spring roster.xlsx');
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json() as TrainingUploadSummary;
    expect(summary).toMatchObject({
      fileName: 'Spring roster.xlsx',
      rowsRead: 1,
      matchedCount: 1,
      unmatchedCount: 0,
      refusedCount: 0,
      marked: [{ row: 2, email: 'untrained@delta.edu', name: 'Taylor Brooks' }],
      notMatched: [],
      refused: [],
    });

    const signIn = await login('untrained@delta.edu');
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(await training('untrained@delta.edu')).toBe(TRAINING.COMPLETE);

    const [adminId] = await selectRows<{ id: number }>(t, sql`select id from users where email = ${ADMIN}`);
    const log = await selectRows<{
      table_name: string;
      column_name: string;
      new_value: string;
      log_type: string;
    }>(
      t,
      sql`select table_name, column_name, new_value, log_type from change_log
          where modified_by = ${adminId!.id} and (
            (table_name = 'users' and column_name = 'training_complete')
            or (table_name = 'training_uploads' and record_id = ${summary.uploadId}
                and column_name in ('matched_count', 'file_name')))
          order by table_name, column_name`,
    );
    expect(log).toEqual([
      {
        table_name: 'training_uploads',
        column_name: 'file_name',
        new_value: 'Spring roster.xlsx',
        log_type: 'ADMIN',
      },
      { table_name: 'training_uploads', column_name: 'matched_count', new_value: '1', log_type: 'ADMIN' },
      {
        table_name: 'users',
        column_name: 'training_complete',
        new_value: String(TRAINING.COMPLETE),
        log_type: 'TELO',
      },
    ]);
    const [stored] = await selectRows(
      t,
      sql`select file_size, row_count, matched_count, unmatched_count, refused_count from training_uploads
          where id = ${summary.uploadId}`,
    );
    expect(stored).toEqual({
      file_size: file.length,
      row_count: 1,
      matched_count: 1,
      unmatched_count: 0,
      refused_count: 0,
    });
  });

  it('says why each other row marks no one: refused (email, date) or not matched, with its row', async () => {
    const res = await uploadFile(
      t,
      admin,
      await rosterXlsx([
        ['Completion Date', 'Name', 'E-mail'],
        [day('2026-03-01'), 'Bad email', 'not-an-email'],
        ['soon', 'Bad date', 'billing@alpha.edu'],
        ['2026-02-01', 'Unknown', 'ghost@nowhere.edu'],
        ['2026-02-01', 'Student', 'student@example.com'],
        ['02/01/2026', 'Trained', 'telo@alpha.edu'],
        [null, null, null],
        ['03/11/2026', 'Future', 'multi@beta.edu'],
        ['2/3/2026', 'Text date', 'telo2@alpha.edu'],
        ['2026-02-04', 'Again', 'TELO2@alpha.edu'],
        [day('2026-03-01'), 'No email', null],
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      rowsRead: 9,
      matchedCount: 1,
      unmatchedCount: 4,
      refusedCount: 4,
      marked: [{ row: 9, email: 'telo2@alpha.edu' }],
      notMatched: [
        { row: 4, email: 'ghost@nowhere.edu', reason: M.noAccount },
        { row: 5, email: 'student@example.com', reason: M.studentAccount },
        { row: 6, email: 'telo@alpha.edu', reason: M.alreadyTrained },
        { row: 10, email: 'telo2@alpha.edu', reason: M.listedAgain(9) },
      ],
      refused: [
        { row: 2, email: 'not-an-email', reason: M.emailInvalid },
        { row: 3, email: 'billing@alpha.edu', reason: M.dateInvalid },
        { row: 8, email: 'multi@beta.edu', reason: M.dateInFuture('03/11/2026') },
        { row: 11, email: null, reason: M.emailMissing },
      ],
    });
    expect(await training('telo2@alpha.edu')).toBe(TRAINING.COMPLETE);
    expect(await training('billing@alpha.edu')).toBe(TRAINING.REQUIRED);
    expect(await training('multi@beta.edu')).toBe(TRAINING.REQUIRED);
  });

  it('reads an xls (BIFF8) roster: date cells and text dates', async () => {
    const file = rosterXls([
      HEADER,
      ['multi@beta.edu', day('2026-01-20')],
      ['ghost@nowhere.edu', '2026-01-20'],
    ]);
    expect(file.subarray(0, 4).toString('hex')).toBe('d0cf11e0');
    const res = await uploadFile(t, admin, file, 'legacy.xls');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      fileName: 'legacy.xls',
      rowsRead: 2,
      marked: [{ row: 2, email: 'multi@beta.edu' }],
      notMatched: [{ row: 3, reason: M.noAccount }],
    });
    expect(await training('multi@beta.edu')).toBe(TRAINING.COMPLETE);
  });
});

describe('a refused file changes nothing', () => {
  it('refuses a formula, naming its row (xlsx and xls)', async () => {
    const rows: TestRosterCell[][] = [
      HEADER,
      ['billing@alpha.edu', day('2026-03-01')],
      ['x@y.edu', { formula: 'TODAY()' }],
    ];
    await expectRefused(await rosterXlsx(rows), 400, M.formula(3, 'B3'));
    await expectRefused(rosterXls(rows), 400, M.formula(3, 'B3'), 'roster.xls');
    expect(await training('billing@alpha.edu')).toBe(TRAINING.REQUIRED);
  });

  it('refuses content that is not a spreadsheet, whatever its name', async () => {
    await expectRefused('Email,Completion Date\nbilling@alpha.edu,2026-03-01\n', 400, M.notSpreadsheet);
    await expectRefused('', 400, M.notSpreadsheet, 'empty.xls');
    // A zip that is no workbook.
    await expectRefused(zipOf('notes.txt', Buffer.from('hello')), 400, M.unreadable);
  });

  it("refuses a roster posted from another site's page, before reading it", async () => {
    // A roster that marks no one, so the accepted post below leaves the other tests' accounts alone.
    const roster = await rosterXlsx([HEADER, ['nobody@nowhere.example', day('2026-03-01')]]);
    const before = await rowMarks(t, true);
    for (const origin of ['https://evil.example', 'https://sub.localhost:3000', 'null']) {
      const res = await uploadFile(t, admin, roster, 'roster.xlsx', { origin });
      expect(res.statusCode, origin).toBe(403);
      expect(res.json().message).toBe(TRAINING_FOREIGN_ORIGIN);
    }
    expect(changedTables(before, await rowMarks(t, true))).toEqual([]);
    // The portal's own page names this host: accepted.
    const own = await uploadFile(t, admin, roster, 'roster.xlsx', { origin: 'http://localhost:80' });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('refuses a name that is not .xlsx or .xls (3-billing §5 "Expects xlsx or xls")', async () => {
    await expectRefused(await rosterXlsx([HEADER]), 400, M.expectsSpreadsheet, 'roster.csv');
  });

  it(`refuses a file over ${ROSTER_MAX_BYTES} bytes with 413`, async () => {
    const big = Buffer.alloc(ROSTER_MAX_BYTES + 1, 0x41);
    big.write('PK\u0003\u0004', 0, 'latin1');
    await expectRefused(big, 413, M.tooLarge);
  });

  it('refuses a zip that unpacks past the bound (a zip bomb) before reading it', async () => {
    await expectRefused(
      zipOf('xl/worksheets/sheet1.xml', Buffer.alloc(30 * 1024 * 1024, 0x20)),
      400,
      M.unpacksTooLarge,
    );
  });

  it('refuses a header without the columns, a roster of no one and one too long', async () => {
    await expectRefused(
      await rosterXlsx([
        ['Email', 'Score'],
        ['a@b.edu', 3],
      ]),
      400,
      M.missingColumns(['Completion Date']),
    );
    await expectRefused(await rosterXlsx([HEADER, [null, '']]), 400, M.noRows);
    const long = Array.from({ length: ROSTER_MAX_ROWS + 1 }, (_, i) => [`p${i}@nowhere.edu`, '2026-01-01']);
    await expectRefused(await rosterXlsx([HEADER, ...long]), 400, M.tooManyRows);
  });
});

describe('the template and the recent uploads', () => {
  it('gives a template whose header row the upload reads', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/training/template',
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="TrainingRosterTemplate.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Email', 'Completion Date']);
    sheet.getCell('A2').value = 'ghost@nowhere.edu';
    sheet.getCell('B2').value = day('2026-01-05');
    const filled = Buffer.from(await workbook.xlsx.writeBuffer());
    const upload = await uploadFile(t, admin, filled, 'TrainingRosterTemplate.xlsx');
    expect(upload.json()).toMatchObject({ rowsRead: 1, notMatched: [{ row: 2, reason: M.noAccount }] });
  });

  it('lists the latest uploads, newest first, with their counts and uploader', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/training/uploads',
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    const [latest, ...rest] = res.json();
    expect(latest).toMatchObject({
      fileName: 'TrainingRosterTemplate.xlsx',
      rowCount: 1,
      unmatchedCount: 1,
      uploadedBy: 'Morgan Ellison',
    });
    expect(rest.map((u: { fileName: string }) => u.fileName)).toContain('Spring roster.xlsx');
  });
});

describe('who may upload (decided before the body is read)', () => {
  it.each([
    ['readonly.admin@example.org', 403],
    ['telo@alpha.edu', 403],
    ['student@example.com', 403],
  ])('%s gets %d, even for a body over the limit', async (email, status) => {
    const cookie = await t.signIn(email);
    const good = await uploadFile(
      t,
      cookie,
      rosterXls([HEADER, ['billing@alpha.edu', '2026-01-01']]),
      'r.xls',
    );
    expect(good.statusCode).toBe(status);
    const big = await uploadFile(t, cookie, Buffer.alloc(ROSTER_MAX_BYTES + 10, 1));
    expect(big.statusCode).toBe(status);
    expect(await training('billing@alpha.edu')).toBe(TRAINING.REQUIRED);
  });

  it('answers 401 without a session', async () => {
    expect((await uploadFile(t, undefined, Buffer.from('x'))).statusCode).toBe(401);
  });
});

/** A zip of one deflated entry, written by hand (local header, central directory, end record). */
function zipOf(name: string, content: Buffer): Buffer {
  const data = deflateRawSync(content);
  const nameBytes = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  central.writeUInt32LE(0, 42);
  const centralAt = local.length + nameBytes.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(centralAt, 16);
  return Buffer.concat([local, nameBytes, data, central, nameBytes, end]);
}
