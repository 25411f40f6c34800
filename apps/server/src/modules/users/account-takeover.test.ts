import { USER_MESSAGES as M, ROLE } from '@exchange/domain';
import { desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth.js';
import { emailOutbox } from '../../db/schema/outbox.js';
import type { TestContext } from '../../test/app.js';
import { fieldError, type SchoolHelpers, startSchoolSuite } from '../../test/school-fixtures.js';

// Issue 7, finding 1: a TELO of one school could add another school's primary TELO, change that
// account's email and so take it over through a password reset. A school's staff now manage only an
// account's roles at their school; its identity stays with its holder, a TE Admin, or managers of
// every school it works at.

let t: TestContext;
let h: SchoolHelpers;
let as: Record<string, string>;
let alpha: number;

beforeAll(async () => {
  ({ t, h, as, alpha } = await startSchoolSuite(['telo@alpha.edu', 'telo@beta.edu', 'admin@example.org']));
});
afterAll(() => t?.close());

const typed = (email: string, o: Record<string, unknown> = {}) => ({
  title: 'Clerk',
  firstName: 'Eve',
  lastName: 'Mallory',
  email,
  DailyDigest: 0,
  userRole: [{ userRoleId: ROLE.EXPORT, readOnly: 0 }],
  ...o,
});

/** The title and names an account holds, as GET api/user/{id} answered them (sent back unchanged). */
const storedNames = (loaded: { title: string | null; firstName: string; lastName: string }) => ({
  title: loaded.title,
  firstName: loaded.firstName,
  lastName: loaded.lastName,
});

async function account(id: number) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

async function lastMailId() {
  const [row] = await t.database.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return row?.id ?? 0;
}

async function mailsAfter(id: number) {
  return t.database.db.select().from(emailOutbox).where(gt(emailOutbox.id, id));
}

describe('adding an account that works at another school', () => {
  it('gives roles here, echoes only what was typed, and tells the person and their schools', async () => {
    const multi = await h.userId('multi@beta.edu');
    const before = await account(multi);
    const mark = await lastMailId();
    const res = await h.call(
      'POST',
      `/api/user/school/${alpha}`,
      as['telo@alpha.edu'],
      typed('multi@beta.edu'),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.newAccount).toBe(false);
    expect(body.user).toEqual({
      id: multi,
      userName: 'multi@beta.edu',
      email: 'multi@beta.edu',
      title: 'Clerk',
      firstName: 'Eve',
      lastName: 'Mallory',
      middleInitial: null,
      roleName: 'Export',
      userRole: [expect.objectContaining({ roleSchoolId: alpha, userRoleId: ROLE.EXPORT })],
    });
    const after = await account(multi);
    expect(after).toMatchObject({
      firstName: before.firstName,
      lastName: before.lastName,
      title: before.title,
      email: before.email,
      trainingComplete: before.trainingComplete,
    });
    const recipients = (await mailsAfter(mark)).map((m) => m.toAddress).sort();
    // The person, and the primary TELOs of Beta and Gamma, where the account already works.
    expect(recipients).toEqual(['multi@beta.edu', 'telo@beta.edu', 'telo@gamma.edu']);
  });
});

describe('the takeover chain', () => {
  it("is refused at its first step that crosses a school: another school's primary TELO keeps their email", async () => {
    const victim = await h.userId('telo@beta.edu');
    const added = await h.call(
      'POST',
      `/api/user/school/${alpha}`,
      as['telo@alpha.edu'],
      typed('telo@beta.edu'),
    );
    expect(added.statusCode).toBe(201);

    const loaded = (await h.call('GET', `/api/user/${victim}`, as['telo@alpha.edu'])).json();
    expect(loaded.canChangeIdentity).toBe(false);

    const takeover = await h.call(
      'PUT',
      `/api/user/${victim}/${alpha}`,
      as['telo@alpha.edu'],
      typed('attacker@alpha.edu', {
        ...storedNames(loaded),
      }),
    );
    expect(takeover.statusCode).toBe(403);
    expect(takeover.json().message).toBe(M.identityLocked);
    expect(fieldError(takeover, 'email')).toBe(M.identityLocked);
    expect((await account(victim)).email).toBe('telo@beta.edu');

    // Beta's primary TELO is still Beta's: their session works and the reset goes to their address.
    expect(
      (await h.call('GET', `/api/user/school/${await h.schoolId('Beta College')}`, as['telo@beta.edu']))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a rename or retitle of that account, naming the fields', async () => {
    const victim = await h.userId('telo@beta.edu');
    const loaded = (await h.call('GET', `/api/user/${victim}`, as['telo@alpha.edu'])).json();
    const res = await h.call(
      'PUT',
      `/api/user/${victim}/${alpha}`,
      as['telo@alpha.edu'],
      typed('telo@beta.edu', { title: 'Intern', firstName: loaded.firstName, lastName: 'Renamed' }),
    );
    expect(res.statusCode).toBe(403);
    expect(Object.keys(res.json().errors).sort()).toEqual(['lastName', 'title']);
    expect((await account(victim)).lastName).toBe(loaded.lastName);
  });

  it('still lets the school manage the roles it gave, with the identity left as it is', async () => {
    const victim = await h.userId('telo@beta.edu');
    const loaded = (await h.call('GET', `/api/user/${victim}`, as['telo@alpha.edu'])).json();
    const res = await h.call(
      'PUT',
      `/api/user/${victim}/${alpha}`,
      as['telo@alpha.edu'],
      typed('TELO@beta.edu', {
        ...storedNames(loaded),
        userRole: [{ userRoleId: ROLE.IMPORT, readOnly: 1 }],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user.roleName).toContain('Import');
  });

  it('cannot turn off the daily digest of an account it shares with another school, only on', async () => {
    const multi = await h.userId('multi@beta.edu');
    await t.database.db.update(users).set({ dailyDigest: 1 }).where(eq(users.id, multi));
    const loaded = (await h.call('GET', `/api/user/${multi}`, as['telo@alpha.edu'])).json();
    const res = await h.call(
      'PUT',
      `/api/user/${multi}/${alpha}`,
      as['telo@alpha.edu'],
      typed('multi@beta.edu', {
        ...storedNames(loaded),
        DailyDigest: 0,
      }),
    );
    expect(res.statusCode).toBe(200);
    expect((await account(multi)).dailyDigest).toBe(1);
  });

  it('lets a TE Admin change the identity of an account of several schools', async () => {
    const victim = await h.userId('telo@beta.edu');
    const loaded = (await h.call('GET', `/api/user/${victim}`, as['admin@example.org'])).json();
    expect(loaded.canChangeIdentity).toBe(true);
    const res = await h.call(
      'PUT',
      `/api/user/${victim}/${alpha}`,
      as['admin@example.org'],
      typed('telo@beta.edu', {
        title: 'Director',
        firstName: loaded.firstName,
        lastName: loaded.lastName,
        userRole: [{ userRoleId: ROLE.IMPORT, readOnly: 1 }],
        version: loaded.version,
      }),
    );
    expect(res.statusCode).toBe(200);
    expect((await account(victim)).title).toBe('Director');
  });
});
