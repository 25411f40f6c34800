import { TRAINING_MESSAGES as M } from '@exchange/domain';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app.js';
import { changedTables, type RowMarks, rowMarks } from '../../test/audit-trail.js';
import { propertyRuns } from '../../test/property-runs.js';
import { multipartBody, postUpload, rosterXlsx, UPLOAD_PATH } from '../../test/training-fixtures.js';

// The upload's body is multipart, which the JSON fuzz (security/malformed-bodies.test.ts) does not
// reach: here every malformed multipart body a TE admin may send gets a 4xx in the one error shape and
// changes nothing.

let t: TestContext;
let admin: string;
let roster: Buffer;
let before: RowMarks;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin@example.org');
  roster = await rosterXlsx([
    ['Email', 'Completion Date'],
    ['untrained@delta.edu', '2020-01-01'],
  ]);
  before = await rowMarks(t, true);
});

afterAll(async () => {
  await t?.close();
});

/** The answer is a 4xx in the error shape { status, message, errors? } with the status it names. */
function expectErrorShape(res: LightMyRequestResponse, status?: number) {
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, res.body).toBeLessThan(500);
  if (status) expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as Record<string, unknown>;
  expect(Object.keys(body).every((k) => ['status', 'message', 'errors'].includes(k))).toBe(true);
  expect(body.status).toBe(res.statusCode);
  expect(typeof body.message).toBe('string');
}

const raw = (payload: string | Buffer, contentType?: string) =>
  t.app.inject({
    method: 'POST',
    url: UPLOAD_PATH,
    headers: { cookie: admin, ...(contentType ? { 'content-type': contentType } : {}) },
    payload,
  });

describe('malformed upload bodies', () => {
  it('refuses a body that is no multipart form', async () => {
    expectErrorShape(await raw('{}', 'application/json'), 400);
    expectErrorShape(await raw(''), 400);
    expectErrorShape(await raw('file=roster.xlsx', 'text/plain'), 400);
    expectErrorShape(await raw('<file/>', 'application/xml'), 415);
    expectErrorShape(await raw('{"a":', 'application/json'), 400);
  });

  it('refuses multipart that cannot be read: no boundary, cut short, or empty', async () => {
    expectErrorShape(await raw('--x\r\n', 'multipart/form-data'), 400);
    const { payload, contentType } = multipartBody([{ field: 'file', fileName: 'r.xlsx', content: roster }]);
    expectErrorShape(await raw(payload.subarray(0, payload.length / 2), contentType), 400);
    expectErrorShape(await raw(`--b--\r\n`, 'multipart/form-data; boundary=b'), 400);
    expectErrorShape(await raw('', 'multipart/form-data; boundary=b'), 400);
  });

  it('wants one file in the field "file" (3-billing §7)', async () => {
    const two = await postUpload(t, admin, [
      { field: 'file', fileName: 'a.xlsx', content: roster },
      { field: 'file', fileName: 'b.xlsx', content: roster },
    ]);
    expectErrorShape(two, 400);
    expect(two.json().message).toBe(M.singleFile);
    const other = await postUpload(t, admin, [{ field: 'upload', fileName: 'a.xlsx', content: roster }]);
    expectErrorShape(other, 400);
    expect(other.json().message).toBe(M.noFile);
    expectErrorShape(await postUpload(t, admin, [{ field: 'file', content: 'just a field' }]), 400);
    expectErrorShape(
      await postUpload(t, admin, [{ field: '__proto__', fileName: 'a.xlsx', content: roster }]),
      400,
    );
    expectErrorShape(
      await postUpload(t, admin, [
        { field: 'file', fileName: 'a.xlsx', content: '{', contentType: 'application/json' },
      ]),
      400,
    );
  });

  it('answers any bytes sent as multipart with a 4xx in the error shape', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 2000 }),
        fc.constantFrom(
          'multipart/form-data; boundary=b',
          'multipart/form-data',
          'multipart/form-data; boundary=',
        ),
        async (bytes, type) => {
          const res = await raw(Buffer.from(bytes), type);
          expectErrorShape(res);
        },
      ),
      propertyRuns(100),
    );
    // Parts whose names and file names are arbitrary text.
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 40 }),
        fc.string({ maxLength: 80 }),
        async (field, fileName) => {
          const res = await postUpload(t, admin, [
            {
              field: field.replace(/["\r\n]/g, ''),
              fileName: fileName.replace(/["\r\n]/g, ''),
              content: 'x',
            },
          ]);
          expectErrorShape(res);
        },
      ),
      propertyRuns(100),
    );
  });

  it('changed no row through all of the above', async () => {
    expect(changedTables(before, await rowMarks(t, true))).toEqual([]);
  });

  it('keeps the file name a browser sends as a path, without the path', async () => {
    const res = await postUpload(t, admin, [
      { field: 'file', fileName: 'C:\\fakepath\\Roster 2026.xlsx', content: roster },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().fileName).toBe('Roster 2026.xlsx');
  });
});
