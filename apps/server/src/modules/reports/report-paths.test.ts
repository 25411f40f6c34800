import { REPORT_MESSAGES } from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app.js';

let t: TestContext;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin@example.org');
});
afterAll(async () => {
  await t?.close();
});

describe('the calls as 3-billing §7 writes them', () => {
  it('answers a call written with a trailing slash as the call without it', async () => {
    for (const path of [
      '/api/report/tuition',
      '/api/report/invoicepayments',
      '/api/report/changelogschool',
    ]) {
      const bare = await t.app.inject({ method: 'GET', url: path, headers: { cookie: admin } });
      const slashed = await t.app.inject({ method: 'GET', url: `${path}/`, headers: { cookie: admin } });
      expect(slashed.statusCode, path).toBe(bare.statusCode);
      expect(slashed.json()).toEqual(bare.json());
    }
  });

  it('keys an Enrollment Review report row by its uniqueId (3-billing §3)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/report/enrollmentReviewReport',
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    const row = res.json().rows[0];
    expect(row.uniqueId).toBe(row.id);
    expect(row.uniqueId).toMatch(/^\d+-\d+$/);
  });

  it('keeps the rows of the requested days where a report has a date of its own', async () => {
    const call = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
    for (const path of [
      '/api/report/invoicepayments',
      '/api/report/invoicesoutstanding',
      '/api/report/leaveofabsence',
    ]) {
      const all = await call(path);
      expect(all.statusCode, path).toBe(200);
      const { total } = all.json();
      const before = await call(`${path}?enddate=2000-01-01`);
      expect(before.statusCode, path).toBe(404);
      expect(before.json().message).toBe(REPORT_MESSAGES.noData);
      const wide = await call(`${path}?begindate=2000-01-01&enddate=2999-12-31`);
      expect(wide.json().total, path).toBe(total);
    }
  });
});
