import { ROLE, USER_MESSAGES, USER_TYPE } from '@exchange/domain';
import { verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { userRoles, users } from '../db/schema/auth.js';
import { emailOutbox } from '../db/schema/outbox.js';
import { createTestDatabase } from '../test/database.js';
import { CommandRefusal, createTeAdmin, parseCreateAdminArgs } from './first-admin.js';

// Issue 33, part 5: `npm run create-admin` opens the first TE admin of a new installation.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

function refusal(argv: string[]): string {
  try {
    parseCreateAdminArgs(argv);
  } catch (err) {
    expect(err).toBeInstanceOf(CommandRefusal);
    return (err as Error).message;
  }
  throw new Error(`accepted ${argv.join(' ')}`);
}

describe('create-admin arguments', () => {
  it('takes the last word of --name as the last name and the email in lower case', () => {
    expect(parseCreateAdminArgs(['--email', ' Ada@Example.ORG ', '--name', 'Mary Ann  Smith'])).toEqual({
      email: 'ada@example.org',
      firstName: 'Mary Ann',
      lastName: 'Smith',
      middleInitial: null,
      userRole: [{ userRoleId: ROLE.ADMIN, readOnly: 0 }],
    });
  });

  it('refuses a bad email with the form message', () => {
    expect(refusal(['--email', 'not-an-email', '--name', 'Ada Lovelace'])).toBe(
      `--email: ${USER_MESSAGES.emailInvalid}`,
    );
  });

  it('refuses names the TE-user form refuses', () => {
    expect(refusal(['--email', 'a@example.org', '--name', 'Ada'])).toMatch(/first and a last name/);
    expect(refusal(['--email', 'a@example.org', '--name', `${'x'.repeat(16)} Lovelace`])).toBe(
      `--name (first name): ${USER_MESSAGES.firstNameMax}`,
    );
  });

  it('refuses missing and unknown options with the usage', () => {
    expect(refusal(['--email', 'a@example.org'])).toMatch(/both --email and --name are required\nusage:/);
    expect(refusal(['--email', 'a@example.org', '--name', 'A B', '--role', '2'])).toMatch(
      /Unknown option '--role'[\s\S]*usage:/,
    );
    expect(refusal(['a@example.org'])).toMatch(/usage:/);
  });
});

describe('createTeAdmin', () => {
  const person = (email: string) => parseCreateAdminArgs(['--email', email, '--name', 'Ada Lovelace']);
  const outboxTo = (email: string) =>
    database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));

  it('opens an active TE Admin account, not read-only, with a temporary password; no email without SMTP', async () => {
    const admin = await createTeAdmin(database.db, testConfig(), person('first.admin@example.org'));
    expect(admin.emailed).toBe(false);
    const [user] = await database.db.select().from(users).where(eq(users.id, admin.userId));
    expect(user).toMatchObject({
      email: 'first.admin@example.org',
      userName: 'first.admin@example.org',
      firstName: 'Ada',
      lastName: 'Lovelace',
      usertype: USER_TYPE.TE,
      isPasswordTemp: 1,
      active: true,
    });
    expect(await verify(user!.passwordHash, admin.temporaryPassword)).toBe(true);
    const roles = await database.db
      .select({ schoolId: userRoles.schoolId, roleId: userRoles.roleId, readOnly: userRoles.readOnly })
      .from(userRoles)
      .where(eq(userRoles.userId, admin.userId));
    expect(roles).toEqual([{ schoolId: null, roleId: ROLE.ADMIN, readOnly: 0 }]);
    expect(await outboxTo('first.admin@example.org')).toEqual([]);
  });

  it('queues the welcome email with the password when SMTP is configured', async () => {
    const config = testConfig({ smtpUrl: 'smtp://127.0.0.1:2525', publicUrl: 'https://portal.example.org' });
    const admin = await createTeAdmin(database.db, config, person('mailed.admin@example.org'));
    expect(admin.emailed).toBe(true);
    const mail = await outboxTo('mailed.admin@example.org');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.textBody).toContain(`Temporary password: ${admin.temporaryPassword}`);
    expect(mail[0]!.textBody).toContain('https://portal.example.org/signin');
  });

  it('refuses an email an account already has, active or not, whatever its case, and changes nothing', async () => {
    await createTeAdmin(database.db, testConfig(), person('taken.admin@example.org'));
    await database.db.update(users).set({ active: false }).where(eq(users.email, 'taken.admin@example.org'));
    const count = async () => (await database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;
    const before = await count();
    await expect(createTeAdmin(database.db, testConfig(), person('Taken.Admin@example.org'))).rejects.toThrow(
      new CommandRefusal(
        'an account with the email taken.admin@example.org already exists: nothing was changed',
      ),
    );
    expect(await count()).toBe(before);
  });

  it('signs in with the temporary password, which must be changed before anything else', async () => {
    const admin = await createTeAdmin(database.db, testConfig(), person('signin.admin@example.org'));
    const app = await buildApp({ config: testConfig({ webDist: '/nonexistent' }), db: database.db });
    try {
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { userName: admin.email, userPassword: admin.temporaryPassword },
      });
      expect(signIn.statusCode, signIn.body).toBe(200);
      expect(signIn.json()).toMatchObject({ id: admin.userId, isPasswordTemp: 1 });
      const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      expect((await app.inject({ url: '/api/user?usertype=TE', headers: { cookie } })).statusCode).toBe(403);
      const changed = await app.inject({
        method: 'PUT',
        url: `/api/user/updatepwd/${admin.userId}`,
        headers: { cookie },
        payload: { userPassword: admin.temporaryPassword, userNewPassword: 'Chosen@Password9' },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const staff = await app.inject({ url: '/api/user?usertype=TE', headers: { cookie } });
      expect(staff.statusCode, staff.body).toBe(200);
    } finally {
      await app.close();
    }
  });
});
