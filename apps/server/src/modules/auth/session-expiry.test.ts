import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SESSION_EXPIRES_IN_HEADER } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schools } from '../../db/schema/schools.js';
import { startTestApp, type TestContext } from '../../test/app.js';

let t: TestContext;
const logoDir = mkdtempSync(join(tmpdir(), 'ep-session-logos-'));
let alphaId: number;
let betaId: number;

beforeAll(async () => {
  t = await startTestApp({ sessionIdleMinutes: 30, sessionAbsoluteHours: 12, logoDir });
  const rows = await t.database.db.select({ id: schools.id, name: schools.schoolName }).from(schools);
  alphaId = rows.find((r) => r.name === 'Alpha University')!.id;
  betaId = rows.find((r) => r.name === 'Beta College')!.id;
  for (const name of [`${alphaId}.png`, `${betaId}.png`, 'readme.txt', '0.png', 'x1.png']) {
    writeFileSync(join(logoDir, name), 'x');
  }
});
afterAll(async () => {
  await t?.close();
  rmSync(logoDir, { recursive: true, force: true });
});

const readSession = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/login/User', headers: { cookie } });

/** Moves the session's last use `minutes` into the past, as if the user had been idle that long. */
async function idleFor(email: string, minutes: number) {
  await t.database.db.execute(
    sql`update sessions set last_seen_at = now() - make_interval(secs => ${minutes * 60})
        where ended_at is null and user_id = (select id from users where email = ${email})`,
  );
}

function secondsLeft(res: { headers: Record<string, unknown> }): number {
  const value = res.headers[SESSION_EXPIRES_IN_HEADER];
  expect(value, 'the session header').toBeDefined();
  return Number(value);
}

describe('how long a session has left', () => {
  it('is the idle length on sign-in and after each use', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { userName: 'telo2@alpha.edu', userPassword: 'Demo@Password1' },
    });
    expect(secondsLeft(res)).toBe(30 * 60);
    const cookie = `ep_session=${res.cookies.find((c) => c.name === 'ep_session')!.value}`;
    const list = await t.app.inject({ method: 'GET', url: '/api/schools/name', headers: { cookie } });
    expect(secondsLeft(list)).toBeGreaterThan(30 * 60 - 5);
  });

  it('counts down between uses less than a minute apart (the last use is written once a minute)', async () => {
    const cookie = await t.signIn('billing@alpha.edu');
    await idleFor('billing@alpha.edu', 0.5);
    const left = secondsLeft(await readSession(cookie));
    expect(left).toBeLessThanOrEqual(30 * 60 - 30);
    expect(left).toBeGreaterThan(30 * 60 - 40);
  });

  it('"Stay signed in" (the session read) two minutes before the end gives the session its full idle length again', async () => {
    const cookie = await t.signIn('telo@alpha.edu');
    await idleFor('telo@alpha.edu', 28);
    const extended = await readSession(cookie);
    expect(extended.statusCode).toBe(200);
    expect(secondsLeft(extended)).toBeGreaterThan(30 * 60 - 5);
    // 29 minutes after the extension (57 after the last use before it) the session still lives...
    await idleFor('telo@alpha.edu', 29);
    expect((await readSession(cookie)).statusCode).toBe(200);
    // ...and 31 idle minutes end it.
    await idleFor('telo@alpha.edu', 31);
    const ended = await readSession(cookie);
    expect(ended.statusCode).toBe(401);
    expect(ended.headers[SESSION_EXPIRES_IN_HEADER]).toBeUndefined();
  });

  it('is the absolute lifetime when that comes first, and 0 after signing out', async () => {
    const cookie = await t.signIn('admin@example.org');
    await t.database.db.execute(
      sql`update sessions set expires_at = now() + interval '10 minutes'
          where ended_at is null and user_id = (select id from users where email = 'admin@example.org')`,
    );
    const left = secondsLeft(await readSession(cookie));
    expect(left).toBeLessThanOrEqual(600);
    expect(left).toBeGreaterThan(590);
    const out = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: { cookie } });
    expect(secondsLeft(out)).toBe(0);
  });

  it('is not said to a caller without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.headers[SESSION_EXPIRES_IN_HEADER]).toBeUndefined();
  });
});

describe('the school logos of the session user', () => {
  it('lists the logo files that exist: every school for a TE user, their own for a TELO', async () => {
    const admin = await readSession(await t.signIn('admin@example.org'));
    expect(admin.json().schoolLogos).toEqual([alphaId, betaId].sort((a, b) => a - b));
    const telo = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { userName: 'telo@alpha.edu', userPassword: 'Demo@Password1' },
    });
    expect(telo.json().schoolLogos).toEqual([alphaId]);
    const student = await readSession(await t.signIn('student@example.com'));
    expect(student.json().schoolLogos).toEqual([]);
  });
});
