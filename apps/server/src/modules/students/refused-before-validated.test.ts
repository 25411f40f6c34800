import { API_MESSAGES } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app.js';
import { selectRows } from '../../test/student-fixtures.js';

// Issue 7, finding 3: on these routes the body was validated before the caller was, so a refused caller
// got the form's rules (400) or a 500. Every route now decides who may call it first: 401, 403, 400.

let t: TestContext;
let as: Record<string, string>;
let demo: { studentId: number; applicationId: number };
let betaRecordId: number;

const call = (method: 'POST' | 'PUT', url: string, cookie: string | undefined, payload: unknown) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload: payload as object });

beforeAll(async () => {
  t = await startTestApp();
  as = {};
  for (const email of [
    'student@example.com',
    'newstudent@example.com',
    'billing@alpha.edu',
    'telo@alpha.edu',
  ]) {
    as[email] = await t.signIn(email);
  }
  const me = (
    await t.app.inject({
      method: 'POST',
      url: '/api/login/User',
      headers: { cookie: as['student@example.com']! },
    })
  ).json();
  const [app] = await selectRows<{ id: number }>(
    t,
    sql`select id from student_applications where student_id = ${me.studentId} order by id limit 1`,
  );
  demo = { studentId: me.studentId, applicationId: app!.id };
  const [record] = await selectRows<{ id: number }>(
    t,
    sql`select r.id from school_aid_years r join schools s on s.id = r.school_id
        where s.school_name = 'Beta College' order by r.id limit 1`,
  );
  betaRecordId = record!.id;
});
afterAll(() => t?.close());

const refused = (res: { statusCode: number; json(): { message: string; errors?: unknown } }) => {
  expect(res.statusCode).toBe(403);
  expect(res.json().message).toBe(API_MESSAGES.forbidden);
  expect(res.json().errors).toBeUndefined();
};

describe('refused callers hear 403 whatever they send', () => {
  it("a billing-only staff user's PUT api/student/{id} with {}", async () => {
    refused(await call('PUT', `/api/student/${demo.studentId}`, as['billing@alpha.edu'], {}));
  });

  it("another student's PUT of an application with an incomplete body", async () => {
    const url = `/api/student/${demo.studentId}/application/${demo.applicationId}`;
    refused(await call('PUT', url, as['newstudent@example.com'], { studentAddress: 'x' }));
  });

  it("another student's and a TELO's POST api/student/{id}/application, with {} or []", async () => {
    const url = `/api/student/${demo.studentId}/application`;
    for (const body of [{}, []]) {
      refused(await call('POST', url, as['newstudent@example.com'], body));
      refused(await call('POST', url, as['telo@alpha.edu'], body));
    }
  });

  it("a TELO's PUT api/schools/aidyears/{id} on another school's record with {}", async () => {
    refused(await call('PUT', `/api/schools/aidyears/${betaRecordId}`, as['telo@alpha.edu'], {}));
  });

  it('a body that cannot be read (invalid JSON, too large) is not looked at either', async () => {
    const raw = (cookie: string | undefined, payload: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/student/${demo.studentId}`,
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        payload,
      });
    expect((await raw(undefined, '{"a":')).statusCode).toBe(401);
    refused(await raw(as['billing@alpha.edu'], '{"a":'));
    refused(await raw(as['newstudent@example.com'], '{"a":'));
    refused(await raw(as['billing@alpha.edu'], `{"x":"${'a'.repeat(3 * 1024 * 1024)}"}`));
    // The owner's own malformed body is theirs to fix: 400.
    expect((await raw(as['student@example.com'], '{"a":')).statusCode).toBe(400);
  });

  it('anonymous callers hear 401 first', async () => {
    const res = await call('PUT', `/api/schools/aidyears/${betaRecordId}`, undefined, {});
    expect(res.statusCode).toBe(401);
  });
});
