import { AUTH_MESSAGES } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.js';
import { DEMO_PASSWORD, startTestApp, type TestContext } from '../../test/app.js';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const NEW_PASSWORD = 'Fresh@Password22';

async function userId(email: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from users where email = ${email}`,
  );
  if (!row) throw new Error(`no user ${email}`);
  return Number(row.id);
}

async function latestResetToken(email: string): Promise<string> {
  const [row] = await queryRows<{ text_body: string }>(
    t.database.db,
    sql`select text_body from email_outbox where to_address = ${email} order by id desc limit 1`,
  );
  if (!row) throw new Error(`no mail to ${email}`);
  const body = String(row.text_body);
  const match = body.match(/resetpassword\?token=([\w-]+)/);
  if (!match?.[1]) throw new Error(`no reset link in: ${body}`);
  return match[1];
}

const forgot = (email: string) =>
  t.app.inject({ method: 'PUT', url: `/api/user/forgotpwd/${encodeURIComponent(email)}` });
const reset = (token: string, userNewPassword: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/resetpwd', payload: { token, userNewPassword } });

describe('forgot and reset password', () => {
  it('answers alike for known and unknown addresses and mails only the known one', async () => {
    const known = await forgot('telo2@alpha.edu');
    const unknown = await forgot('nobody@nowhere.edu');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const mails = await queryRows<{ to_address: string }>(
      t.database.db,
      sql`select to_address from email_outbox where to_address in ('telo2@alpha.edu', 'nobody@nowhere.edu')`,
    );
    expect(mails.map((r) => r.to_address)).toEqual(['telo2@alpha.edu']);
  });

  it('sets a new password once per link and ends open sessions', async () => {
    const open = await t.signIn('telo2@alpha.edu');
    await forgot('telo2@alpha.edu');
    const token = await latestResetToken('telo2@alpha.edu');
    const weak = await reset(token, 'weak');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(AUTH_MESSAGES.passwordRule);
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
    const again = await reset(token, 'Other@Password33');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(AUTH_MESSAGES.resetLinkInvalid);
    const old = await t.app.inject({ method: 'POST', url: '/api/login/User', headers: { cookie: open } });
    expect(old.statusCode).toBe(401);
    await expect(t.signIn('telo2@alpha.edu')).rejects.toThrow();
    await expect(t.signIn('telo2@alpha.edu', NEW_PASSWORD)).resolves.toContain('ep_session=');
  });

  it('refuses an expired link', async () => {
    await forgot('billing@alpha.edu');
    const token = await latestResetToken('billing@alpha.edu');
    await t.database.db.execute(sql`update password_resets set expires_at = now() - interval '1 minute'`);
    const res = await reset(token, NEW_PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.resetLinkInvalid);
  });
});

describe('PUT api/user/updatepwd/{id}', () => {
  it('changes the own password after checking the current one, and clears isPasswordTemp', async () => {
    const id = await userId('multi@beta.edu');
    await t.database.db.execute(sql`update users set is_password_temp = 1 where id = ${id}`);
    const cookie = await t.signIn('multi@beta.edu');
    const url = `/api/user/updatepwd/${id}`;
    const put = (payload: object) => t.app.inject({ method: 'PUT', url, headers: { cookie }, payload });

    const wrongCurrent = await put({ userPassword: 'Wrong@Password1', userNewPassword: NEW_PASSWORD });
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.json().message).toBe(AUTH_MESSAGES.currentPasswordWrong);
    const weak = await put({ userPassword: DEMO_PASSWORD, userNewPassword: 'alllowercase12345' });
    expect(weak.json().errors.userNewPassword).toBe(AUTH_MESSAGES.passwordRule);
    const same = await put({ userPassword: DEMO_PASSWORD, userNewPassword: DEMO_PASSWORD });
    expect(same.statusCode).toBe(400);

    const ok = await put({ userPassword: DEMO_PASSWORD, userNewPassword: NEW_PASSWORD, modifiedBy: 999 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(AUTH_MESSAGES.passwordUpdated);
    const me = await t.app.inject({ method: 'POST', url: '/api/login/User', headers: { cookie } });
    expect(me.json().isPasswordTemp).toBe(0);
    await expect(t.signIn('multi@beta.edu', NEW_PASSWORD)).resolves.toContain('ep_session=');
  });

  it('does not make an open profile form stale: the record version stays', async () => {
    const id = await userId('telo@alpha.edu');
    const cookie = await t.signIn('telo@alpha.edu');
    const loaded = (
      await t.app.inject({ method: 'GET', url: `/api/user/${id}`, headers: { cookie } })
    ).json();
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/user/updatepwd/${id}`,
      headers: { cookie },
      payload: { userPassword: DEMO_PASSWORD, userNewPassword: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    const profile = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${id}`,
      headers: { cookie },
      payload: { firstName: 'Marc', lastName: loaded.lastName, email: loaded.email, version: loaded.version },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().user.firstName).toBe('Marc');
  });

  it("refuses to change another user's password and anonymous calls", async () => {
    const other = await userId('telo@alpha.edu');
    const cookie = await t.signIn('admin@example.org');
    const payload = { userPassword: DEMO_PASSWORD, userNewPassword: NEW_PASSWORD };
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/user/updatepwd/${other}`,
      headers: { cookie },
      payload,
    });
    expect(res.statusCode).toBe(403);
    const anon = await t.app.inject({ method: 'PUT', url: `/api/user/updatepwd/${other}`, payload });
    expect(anon.statusCode).toBe(401);
  });
});
