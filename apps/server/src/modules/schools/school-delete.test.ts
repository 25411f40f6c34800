import { SCHOOL_MESSAGES } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.js';
import type { TestContext } from '../../test/app.js';
import { recordBody, type SchoolHelpers, schoolBody, startSchoolSuite } from '../../test/school-fixtures.js';

let t: TestContext;
let h: SchoolHelpers;
let as: Record<string, string>;
let alpha: number;
let beta: number;
let gamma: number;
let aidYearId: number;

beforeAll(async () => {
  ({ t, h, as, alpha, beta, gamma } = await startSchoolSuite([
    'admin@example.org',
    'readonly.admin@example.org',
    'telo@alpha.edu',
    'multi@beta.edu',
    'student@example.com',
  ]));
  aidYearId = await h.activeAidYear();
});
afterAll(() => t?.close());

/** Counts straight from the tables, to check the API's against. */
async function countsOf(id: number) {
  const [r] = await queryRows<Record<string, string>>(
    t.database.db,
    sql`select
    (select count(distinct r.user_id) from user_roles r join users u on u.id = r.user_id
       where r.school_id = ${id} and u.active) as users,
    (select count(*) from student_applications where export_school_id = ${id}) as exports,
    (select count(*) from application_schools where import_school_id = ${id}) as imports,
    (select count(*) from invoices where school_id = ${id}) as invoices`,
  );
  if (!r) throw new Error(`no counts for school ${id}`);
  return {
    users: Number(r.users),
    exports: Number(r.exports),
    imports: Number(r.imports),
    invoices: Number(r.invoices),
  };
}

/** A new school with only contacts, programs and an aid-year record (all deleted with it). */
async function createBareSchool(name: string) {
  const res = await h.call('POST', '/api/schools', as['admin@example.org'], schoolBody({ schoolName: name }));
  const id = res.json().id as number;
  const record = await h.call('POST', '/api/schools/aidyears', as['admin@example.org'], {
    ...recordBody(),
    schoolId: id,
    aidYearId,
  });
  expect(record.statusCode).toBe(201);
  return id;
}

describe('GET api/schools/{id}/dependents', () => {
  it('counts what still refers to the school and says why it cannot be deleted', async () => {
    const c = await countsOf(alpha);
    expect(c.users).toBeGreaterThan(0);
    expect(c.exports + c.imports).toBeGreaterThan(0);
    const res = await h.call('GET', `/api/schools/${alpha}/dependents`, as['admin@example.org']);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      users: c.users,
      exportApplications: c.exports,
      importApplications: c.imports,
      invoices: c.invoices,
      canDelete: false,
    });
    expect(body.message).toMatch(/^This school cannot be deleted: it still has \d+ users?/);
    expect(body.message).toContain(`${c.exports} export application`);
  });

  it('answers zero counts and canDelete for a bare school', async () => {
    const id = await createBareSchool('Bare Counts College');
    const body = (await h.call('GET', `/api/schools/${id}/dependents`, as['admin@example.org'])).json();
    expect(body).toEqual({
      users: 0,
      exportApplications: 0,
      importApplications: 0,
      invoices: 0,
      canDelete: true,
      message: null,
    });
  });

  it('is readable with any role at the school, not at another school', async () => {
    const mine = await h.call('GET', `/api/schools/${alpha}/dependents`, as['telo@alpha.edu']);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().canDelete).toBe(false);
    expect((await h.call('GET', `/api/schools/${beta}/dependents`, as['telo@alpha.edu'])).statusCode).toBe(
      403,
    );
    expect((await h.call('GET', `/api/schools/${alpha}/dependents`)).statusCode).toBe(401);
  });
});

describe('DELETE api/schools/{id}', () => {
  it('refuses with 409 naming what remains, and keeps the school', async () => {
    const expected = (
      await h.call('GET', `/api/schools/${alpha}/dependents`, as['admin@example.org'])
    ).json();
    const res = await h.call('DELETE', `/api/schools/${alpha}?modifiedby=1`, as['admin@example.org']);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 409, message: expected.message });
    expect((await h.call('GET', `/api/schools/${alpha}`, as['admin@example.org'])).statusCode).toBe(200);
  });

  it("refuses a school admin's own school while it has users (themselves included)", async () => {
    const res = await h.call('DELETE', `/api/schools/${beta}`, as['multi@beta.edu']);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('user');
  });

  it('deletes a school nothing refers to, with its records, and logs it', async () => {
    const id = await createBareSchool('Short Lived College');
    const res = await h.call('DELETE', `/api/schools/${id}?modifiedby=12345`, as['admin@example.org']);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SCHOOL_MESSAGES.deleted });
    expect((await h.call('GET', `/api/schools/${id}`, as['admin@example.org'])).statusCode).toBe(404);
    const adminId = await h.userId('admin@example.org');
    const logs = await h.changeLog('schools', id);
    expect(logs.filter((l) => l.action === 'DELETE').length).toBeGreaterThan(0);
    expect(logs.filter((l) => l.action === 'DELETE').every((l) => l.modifiedBy === adminId)).toBe(true);
    const records = await queryRows(
      t.database.db,
      sql`select 1 from school_aid_years where school_id = ${id}`,
    );
    expect(records).toHaveLength(0);
  });

  it('refuses roles other than a non-read-only school admin, students and anonymous visitors', async () => {
    const id = await createBareSchool('Guarded College');
    expect((await h.call('DELETE', `/api/schools/${alpha}`, as['telo@alpha.edu'])).statusCode).toBe(403);
    expect((await h.call('DELETE', `/api/schools/${gamma}`, as['multi@beta.edu'])).statusCode).toBe(403);
    expect((await h.call('DELETE', `/api/schools/${id}`, as['readonly.admin@example.org'])).statusCode).toBe(
      403,
    );
    expect((await h.call('DELETE', `/api/schools/${id}`, as['student@example.com'])).statusCode).toBe(403);
    expect((await h.call('DELETE', `/api/schools/${id}`)).statusCode).toBe(401);
    expect((await h.call('DELETE', '/api/schools/99999', as['admin@example.org'])).statusCode).toBe(404);
  });
});
