import { ROLE } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.js';
import { sessions, users } from '../../db/schema/auth.js';
import { createTestDatabase } from '../../test/database.js';
import { endSession, insertSession } from './session-repo.js';
import { createSessionStore } from './session-store.js';
import { hashToken, newToken } from './session-tokens.js';

let database: Database;
let queries = 0;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  // Count the statements the database client runs (PGlite or the node-postgres pool alike).
  const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = client.query;
  client.query = function (this: unknown, ...args: unknown[]) {
    queries++;
    return query.apply(this, args);
  };
});
afterAll(() => database?.close());

/** Opens a session for a demo account and answers its cookie token. */
async function openSessionFor(email: string) {
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const token = newToken();
  await insertSession(database.db, {
    tokenHash: hashToken(token),
    userId: user!.id,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return token;
}

async function countQueries(work: () => Promise<unknown>) {
  const before = queries;
  await work();
  return queries - before;
}

describe('the session store', () => {
  it('resolves the session, its user and the roles in one statement', async () => {
    const token = await openSessionFor('multi@beta.edu');
    const store = createSessionStore({ db: database.db, idleMinutes: 30, cacheMs: 0 });
    let actor: Awaited<ReturnType<typeof store.resolve>> = null;
    expect(
      await countQueries(async () => {
        actor = await store.resolve(token);
      }),
    ).toBe(1);
    expect(actor!.tokenHash).toBe(hashToken(token));
    expect(actor!.user).toMatchObject({ email: 'multi@beta.edu', usertype: 'TELO', multiSchoolAccess: true });
    // Roles come sorted by school name (as the school selectors list them), each with its display name.
    const roles = actor!.user.userRole;
    expect(roles.map((r) => r.schoolName)).toEqual([...roles.map((r) => r.schoolName)].sort());
    expect(roles.map((r) => r.userRoleId).sort()).toEqual([ROLE.ADMIN, ROLE.EXPORT, ROLE.IMPORT].sort());
    expect(roles.every((r) => typeof r.roleName === 'string' && r.roleName.length > 0)).toBe(true);
  });

  it('writes the last-seen time at most once a minute, not on every read', async () => {
    const token = await openSessionFor('telo@alpha.edu');
    const store = createSessionStore({ db: database.db, idleMinutes: 30, cacheMs: 0 });
    expect(await countQueries(() => store.resolve(token))).toBe(1);
    await database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(await countQueries(() => store.resolve(token))).toBe(2);
    expect(await countQueries(() => store.resolve(token))).toBe(1);
  });

  it('shares one lookup among concurrent requests of a session and reuses it until cacheMs passes', async () => {
    const token = await openSessionFor('admin@example.org');
    // The store reads the clock through Date.now(); only Date is faked, the database's timers run as ever.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const store = createSessionStore({ db: database.db, idleMinutes: 30, cacheMs: 200 });
      const lookedUpAt = Date.now();
      const concurrent = await countQueries(() =>
        Promise.all(Array.from({ length: 20 }, () => store.resolve(token))),
      );
      expect(concurrent).toBe(1);
      expect(await countQueries(() => store.resolve(token))).toBe(0);
      vi.setSystemTime(lookedUpAt + 199);
      expect(await countQueries(() => store.resolve(token))).toBe(0);
      vi.setSystemTime(lookedUpAt + 200);
      expect(await countQueries(() => store.resolve(token))).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers an ended session as unknown once the cache is cleared', async () => {
    const token = await openSessionFor('reports@example.org');
    const store = createSessionStore({ db: database.db, idleMinutes: 30, cacheMs: 1000 });
    expect(await store.resolve(token)).not.toBeNull();
    await endSession(database.db, hashToken(token));
    store.clear();
    expect(await store.resolve(token)).toBeNull();
    expect(await store.resolve('not-a-session')).toBeNull();
  });

  it('keeps cached users from being changed by one request for the next', async () => {
    const token = await openSessionFor('admin@example.org');
    const store = createSessionStore({ db: database.db, idleMinutes: 30, cacheMs: 1000 });
    const actor = await store.resolve(token);
    expect(Object.isFrozen(actor!.user)).toBe(true);
    expect(Object.isFrozen(actor!.user.userRole)).toBe(true);
  });
});
