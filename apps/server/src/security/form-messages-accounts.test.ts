import {
  forgotPasswordSchema,
  profileSchema,
  resetPasswordFormSchema,
  schoolUserSchema,
  signInSchema,
  teUserCreateSchema,
  teUserUpdateSchema,
  updatePasswordFormSchema,
} from '@exchange/domain';
import { type DomainSchema, formResolver } from '@exchange/web/src/lib/form-resolver.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startTestApp, type TestContext } from '../test/app.js';
import {
  type AnyFormMessageCase,
  type CookieOf,
  expectSameMessages,
  formCase,
  signInAll,
} from '../test/form-messages.js';
import { selectRows } from '../test/student-fixtures.js';

// 1-core §5 and docs/architecture.md "The machinery: Form resolver": the sign-in, password, profile and user forms show, for the values
// typed, the field messages their API call answers for what the form sends. These forms check with
// `formResolver` over one domain schema each (the schema named in the row is the one the form uses) and
// send what was typed; the confirmation of a new password is the form's alone (never sent).

const TE = 'admin@example.org';
const TELO = 'telo@alpha.edu';
const SCHOOL = 'Alpha University';

let t: TestContext;
let cookieOf: CookieOf;
const ids = new Map<string, number>();

/** A row built once the app has started (it needs ids of the demo data), named before. */
type LazyRow = readonly [string, () => AnyFormMessageCase];

const resolve = <T>(schema: unknown) => formResolver<Record<string, unknown>, T>(schema as DomainSchema<T>);

const weak = 'password';

const ROWS: LazyRow[] = [
  [
    'Sign in: no email',
    () =>
      formCase({
        name: 'Sign in: no email',
        resolver: resolve(signInSchema),
        values: { userName: '  ', userPassword: '' },
        request: (v) => ({ method: 'POST', url: '/api/login', payload: v }),
      }),
  ],
  [
    'Sign in: not an email',
    () =>
      formCase({
        name: 'Sign in: not an email',
        resolver: resolve(signInSchema),
        values: { userName: 'telo.alpha.edu', userPassword: 'x' },
        request: (v) => ({ method: 'POST', url: '/api/login', payload: v }),
      }),
  ],
  ...(['   ', 'telo.alpha.edu'] as const).map(
    (email): LazyRow => [
      `Forgot password: "${email}"`,
      () =>
        formCase({
          name: `Forgot password: "${email}"`,
          resolver: resolve(forgotPasswordSchema),
          values: { email },
          request: (v) => ({
            method: 'PUT',
            url: `/api/user/forgotpwd/${encodeURIComponent(String(v.email))}`,
          }),
        }),
    ],
  ),
  ...(['', weak] as const).map(
    (password): LazyRow => [
      `Reset password: new password "${password}"`,
      () =>
        formCase({
          name: `Reset password: new password "${password}"`,
          resolver: resolve(resetPasswordFormSchema),
          browserFieldOf: notSent,
          values: { token: 'a-link-token', userNewPassword: password, confirmPassword: password },
          request: (v) => ({
            method: 'POST',
            url: '/api/user/resetpwd',
            payload: { token: v.token, userNewPassword: v.userNewPassword },
          }),
        }),
    ],
  ),
  [
    'Update password: no current password, a weak new one',
    () =>
      formCase({
        name: 'Update password: no current password, a weak new one',
        as: TELO,
        resolver: resolve(updatePasswordFormSchema),
        browserFieldOf: notSent,
        values: { userPassword: '', userNewPassword: weak, confirmPassword: weak },
        request: (v) => ({
          method: 'PUT',
          url: `/api/user/updatepwd/${ids.get(TELO)}`,
          payload: { userPassword: v.userPassword, userNewPassword: v.userNewPassword },
        }),
      }),
  ],
  [
    'Profile: names missing or too long, two initials, no email',
    () =>
      formCase({
        name: 'Profile',
        as: TELO,
        resolver: resolve(profileSchema),
        values: {
          userName: TELO,
          firstName: ' ',
          lastName: 'L'.repeat(21),
          middleInitial: 'AB',
          email: '',
        },
        request: (v) => ({ method: 'PUT', url: `/api/user/${ids.get(TELO)}`, payload: v }),
      }),
  ],
  [
    'Profile: first name too long, an email that is no address',
    () =>
      formCase({
        name: 'Profile: long first name',
        as: TELO,
        resolver: resolve(profileSchema),
        values: { userName: TELO, firstName: 'F'.repeat(16), lastName: 'Ok', email: 'telo.alpha.edu' },
        request: (v) => ({ method: 'PUT', url: `/api/user/${ids.get(TELO)}`, payload: v }),
      }),
  ],
  [
    'School user: nothing typed, no role',
    () =>
      formCase({
        name: 'School user: empty',
        as: TE,
        resolver: resolve(schoolUserSchema),
        values: userValues({ title: '', firstName: '', lastName: '', email: '', userRole: [] }),
        request: (v) => ({ method: 'POST', url: `/api/user/school/${ids.get(SCHOOL)}`, payload: v }),
      }),
  ],
  [
    'School user: too long, a bad email, a read-only role that cannot be',
    () =>
      formCase({
        name: 'School user: too long',
        as: TE,
        resolver: resolve(schoolUserSchema),
        values: userValues({
          title: 'T'.repeat(101),
          firstName: 'F'.repeat(51),
          middleInitial: 'AB',
          email: 'someone@',
          userRole: [{ userRoleId: 2, readOnly: 1 }],
        }),
        request: (v) => ({ method: 'POST', url: `/api/user/school/${ids.get(SCHOOL)}`, payload: v }),
      }),
  ],
  [
    'New TE user: names too long, no role',
    () =>
      formCase({
        name: 'New TE user',
        as: TE,
        resolver: resolve(teUserCreateSchema),
        values: userValues({ firstName: 'F'.repeat(16), lastName: 'L'.repeat(21), userRole: [] }),
        request: (v) => ({ method: 'POST', url: '/api/user/admin', payload: v }),
      }),
  ],
  [
    'New TE user: TE Admin with another role',
    () =>
      formCase({
        name: 'New TE user: admin with another role',
        as: TE,
        resolver: resolve(teUserCreateSchema),
        values: userValues({
          userRole: [
            { userRoleId: 1, readOnly: 0 },
            { userRoleId: 4, readOnly: 0 },
          ],
        }),
        request: (v) => ({ method: 'POST', url: '/api/user/admin', payload: v }),
      }),
  ],
  [
    'Edit TE user: nothing typed',
    () =>
      formCase({
        name: 'Edit TE user',
        as: TE,
        resolver: resolve(teUserUpdateSchema),
        values: userValues({ firstName: '', lastName: '', email: ' ', userRole: [] }),
        request: (v) => ({ method: 'PUT', url: `/api/user/admin/${ids.get(TE)}`, payload: v }),
      }),
  ],
];

/** A user form's values (school and TE forms hold the same ones), valid unless overridden. */
function userValues(over: Record<string, unknown>): Record<string, unknown> {
  return {
    title: 'Coordinator',
    firstName: 'Form',
    middleInitial: '',
    lastName: 'Messages',
    email: 'form.messages@alpha.edu',
    DailyDigest: 0,
    userRole: [{ userRoleId: 4, readOnly: 0 }],
    ...over,
  };
}

/** The confirmation of a new password is the form's alone: never sent, so never compared. */
const notSent = (field: string) => (field === 'confirmPassword' ? null : field);

beforeAll(async () => {
  t = await startTestApp();
  const users = await selectRows<{ email: string; id: number }>(
    t,
    sql`select email, id from users where email in (${TE}, ${TELO})`,
  );
  for (const u of users) ids.set(u.email, u.id);
  const [school] = await selectRows<{ id: number }>(
    t,
    sql`select id from schools where school_name = ${SCHOOL}`,
  );
  ids.set(SCHOOL, school!.id);
  cookieOf = await signInAll(
    t,
    ROWS.map(([, row]) => row()),
  );
});

afterAll(async () => {
  await t?.close();
});

describe('account forms: the browser and the API say the same for the same input', () => {
  it.each(ROWS)('%s', async (_name, row) => {
    await expectSameMessages(t, cookieOf, row());
  });
});
