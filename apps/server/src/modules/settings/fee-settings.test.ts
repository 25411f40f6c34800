import {
  SETTINGS_MESSAGES as M,
  type ParticipationPreview,
  type Setting,
  type SettingsList,
} from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, errorOf, type ReviewSuite, startReviewSuite } from '../../test/enrollment-review-suite.js';
import { selectRows } from '../../test/student-fixtures.js';

const ADMIN = 'admin@example.org';
const READ_ONLY = 'readonly.admin@example.org';
const PATH = '/api/settings';
let s: ReviewSuite;
let byName: Map<string, Setting>;

beforeAll(async () => {
  s = await startReviewSuite(2041, '2041-09-01');
  byName = new Map((await list()).settings.map((x) => [x.settingName, x]));
});

afterAll(async () => {
  await s?.close();
});

async function list(email = ADMIN): Promise<SettingsList> {
  const res = await callAs(s, email, 'GET', PATH);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SettingsList;
}

const setting = (name: string) => byName.get(name)!;
const put = (email: string, name: string, body: Record<string, unknown>) =>
  callAs(s, email, 'PUT', `${PATH}/${setting(name).id}`, { modifiedby: 'ignored', ...body });

async function logCount(): Promise<number> {
  const [row] = await selectRows<{ n: number }>(s.t, sql`select count(*)::int as n from change_log`);
  return row!.n;
}

describe('GET api/settings', () => {
  it('lists the seeded settings by display name, the read-only one not editable', async () => {
    const answer = await list();
    expect(answer.canEdit).toBe(true);
    const names = answer.settings.map((x) => x.displayName);
    expect(names).toEqual([...names].sort());
    expect(setting('PARTICIPATION_FEE')).toMatchObject({
      valueType: 'Decimal',
      readOnly: false,
      editable: true,
    });
    expect(setting('INVOICE_DUE_DAYS')).toMatchObject({ valueType: 'Integer', editable: true });
    expect(setting('MAX_IMPORT_SCHOOLS')).toMatchObject({ readOnly: true, editable: false });
  });

  it('lets TE Admin read-only read but edit nothing; refuses school users and students', async () => {
    const answer = await list(READ_ONLY);
    expect(answer.canEdit).toBe(false);
    expect(answer.settings.every((x) => !x.editable)).toBe(true);
    for (const email of ['telo@alpha.edu', 'student@example.com'])
      expect((await callAs(s, email, 'GET', PATH)).statusCode, email).toBe(403);
  });
});

describe('PUT api/settings/{id}', () => {
  it('changes a value, recorded in the Admin change log with the acting user', async () => {
    const adminId = await s.userId(ADMIN);
    const before = setting('LATE_PAYMENT_FEE');
    const res = await put(ADMIN, 'LATE_PAYMENT_FEE', {
      settingValue: ' 30.50 ',
      lastUpdated: before.lastUpdated,
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed = res.json() as Setting;
    expect(changed).toMatchObject({ settingValue: '30.50', modifiedBy: adminId, editable: true });
    expect(changed.lastUpdated).not.toBe(before.lastUpdated);
    const log = await selectRows<{
      column_name: string;
      old_value: string;
      new_value: string;
      modified_by: number;
    }>(
      s.t,
      sql`select column_name, old_value, new_value, modified_by from change_log
          where log_type = 'ADMIN' and table_name = 'settings' and record_id = ${before.id} order by id`,
    );
    expect(log).toEqual([
      {
        column_name: 'setting_value',
        old_value: before.settingValue,
        new_value: '30.50',
        modified_by: adminId,
      },
    ]);
    // The TE Admin change log shows it by the setting's name, with who changed it.
    const report = await callAs(
      s,
      ADMIN,
      'GET',
      '/api/report/changelogteuser?begindate=2020-01-01&enddate=2041-09-01',
    );
    expect(report.statusCode, report.body).toBe(200);
    const rows = (report.json() as { rows: Record<string, unknown>[] }).rows;
    expect(rows.find((r) => r.columnName === 'Setting Value (Late Payment Fee)')).toMatchObject({
      action: 'Changed',
      oldValue: before.settingValue,
      newValue: '30.50',
      modifierLastName: changed.modifiedByLastName,
    });
    // The version read before the change is stale now.
    const stale = await put(ADMIN, 'LATE_PAYMENT_FEE', {
      settingValue: '31',
      lastUpdated: before.lastUpdated,
    });
    expect(stale.statusCode).toBe(409);
  });

  it.each([
    ['INVOICE_DUE_DAYS', '1.5', M.numericOnly],
    ['INVOICE_DUE_DAYS', '-3', M.numericOnly],
    ['PARTICIPATION_FEE', 'abc', M.decimalOnly],
    ['PARTICIPATION_FEE', '1.005', M.decimalPlaces],
    ['PARTICIPATION_FEE', '0', M.mustBeAboveZero],
    ['ADMINISTRATIVE_FEE', '', M.required],
  ])('refuses %s = %j by its value type (400) and writes nothing', async (name, value, message) => {
    const before = await logCount();
    const res = await put(ADMIN, name, { settingValue: value });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ message, errors: { settingValue: message } });
    expect(await logCount()).toBe(before);
  });

  it('refuses a read-only setting (403), an unknown one (404) and TE Admin read-only (403)', async () => {
    const before = await logCount();
    const readOnly = await put(ADMIN, 'MAX_IMPORT_SCHOOLS', { settingValue: '25' });
    expect(readOnly.statusCode).toBe(403);
    expect(errorOf(readOnly).message).toBe(M.settingReadOnly);
    expect((await callAs(s, ADMIN, 'PUT', `${PATH}/999999`, { settingValue: '1' })).statusCode).toBe(404);
    expect((await put(READ_ONLY, 'ADMINISTRATIVE_FEE', { settingValue: '80.00' })).statusCode).toBe(403);
    expect((await put('telo@alpha.edu', 'ADMINISTRATIVE_FEE', { settingValue: '80.00' })).statusCode).toBe(
      403,
    );
    expect(await logCount()).toBe(before);
  });

  it('takes effect in the participation invoices generated in Billing (open-points 33)', async () => {
    expect((await put(ADMIN, 'PARTICIPATION_FEE', { settingValue: '312.25' })).statusCode).toBe(200);
    const res = await callAs(s, ADMIN, 'GET', `/api/invoice/generate/${s.aidYear.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ParticipationPreview).feePerStudent).toBe(31_225);
  });
});
