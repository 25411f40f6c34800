/**
 * The staff accounts a seed may hold (issue 32): each one's role set must be one the portal's own user
 * forms accept and save unchanged. A TE user's roles go through the TE-user form's schema (TE roles only,
 * TE Admin alone, Reports never read-only: 1-core §5, §6); a school user's roles at each school through
 * the school-user form's schema (primary and secondary TELO alone, read-only only on roles 1-4, the daily
 * digest on for a TELO). The demo seed and the production-size generator are run through it by
 * `db/seed/seeded-rows.test.ts`, beside the application rules of seed-rules.ts.
 */
import { isTeUser, type RoleChoice, sameRoles, schoolUserSchema, teUserUpdateSchema } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { queryRows } from '../db/query-rows.js';

/** One staff account and its roles as stored. */
export interface CheckedAccount {
  email: string;
  firstName: string;
  lastName: string;
  title: string | null;
  usertype: 'TE' | 'TELO';
  dailyDigest: 0 | 1;
  roles: readonly { schoolId: number | null; roleId: number; readOnly: 0 | 1 }[];
}

/** An account the user forms would not have produced, and why. */
export interface AccountBreach {
  email: string;
  detail: string;
}

/** Every staff account with its roles, by e-mail. */
export function readStaffAccounts(db: DbOrTx): Promise<CheckedAccount[]> {
  return queryRows<CheckedAccount>(
    db,
    sql`select u.email, u.first_name as "firstName", u.last_name as "lastName", u.title, u.usertype,
          u.daily_digest as "dailyDigest",
          coalesce(json_agg(json_build_object('schoolId', r.school_id, 'roleId', r.role_id,
            'readOnly', r.read_only) order by r.school_id, r.role_id)
            filter (where r.id is not null), '[]') as roles
        from users u left join user_roles r on r.user_id = u.id
        where u.usertype in ('TE', 'TELO')
        group by u.id order by u.email`,
  );
}

const choices = (roles: CheckedAccount['roles']): RoleChoice[] =>
  roles.map((r) => ({ userRoleId: r.roleId, readOnly: r.readOnly }));

const listRoles = (roles: readonly RoleChoice[]) =>
  roles.map((r) => `${r.userRoleId}${r.readOnly === 1 ? ' read-only' : ''}`).join(', ') || 'no role';

interface FormResult {
  success: boolean;
  data?: { userRole: RoleChoice[] };
  error?: { issues: readonly { message: string }[] };
}

/** The form's refusal, or what it would have saved differently, or null when it saves these roles as they are. */
function formVerdict(parsed: FormResult, roles: readonly RoleChoice[]): string | null {
  if (!parsed.success || !parsed.data)
    return parsed.error?.issues.map((i) => i.message).join(' ') ?? 'refused';
  if (!sameRoles(parsed.data.userRole, roles)) return `the form saves ${listRoles(parsed.data.userRole)}`;
  return null;
}

/** The TE-user form over a TE account: TE roles only, held everywhere (no school). */
function checkTeAccount(a: CheckedAccount, breach: (detail: string) => void) {
  if (a.roles.some((r) => r.schoolId !== null)) breach('a TE user holds a role at a school');
  const roles = choices(a.roles);
  const verdict = formVerdict(
    teUserUpdateSchema.safeParse({
      firstName: a.firstName,
      lastName: a.lastName,
      email: a.email,
      userRole: roles,
    }),
    roles,
  );
  if (verdict) breach(`TE roles ${listRoles(roles)}: ${verdict}`);
}

/** The school-user form over each school's roles of a school account, daily digest included. */
function checkSchoolAccount(a: CheckedAccount, breach: (detail: string) => void) {
  if (a.roles.length === 0) breach('a school user without a role');
  if (a.roles.some((r) => r.schoolId === null)) breach('a school user holds a role everywhere');
  const schools = [...new Set(a.roles.map((r) => r.schoolId).filter((id) => id !== null))];
  for (const schoolId of schools) {
    const roles = choices(a.roles.filter((r) => r.schoolId === schoolId));
    const parsed = schoolUserSchema.safeParse({
      title: a.title,
      firstName: a.firstName,
      lastName: a.lastName,
      email: a.email,
      DailyDigest: a.dailyDigest,
      userRole: roles,
    });
    const verdict = formVerdict(parsed, roles);
    if (verdict) breach(`roles ${listRoles(roles)} at school ${schoolId}: ${verdict}`);
    if (parsed.success && parsed.data.DailyDigest !== a.dailyDigest)
      breach(
        `daily digest ${a.dailyDigest} at school ${schoolId}: the form saves ${parsed.data.DailyDigest}`,
      );
  }
}

/** Every staff account whose roles the portal's own user forms would refuse or save otherwise. */
export function findAccountBreaches(accounts: readonly CheckedAccount[]): AccountBreach[] {
  const breaches: AccountBreach[] = [];
  for (const a of accounts) {
    const breach = (detail: string) => breaches.push({ email: a.email, detail });
    if (isTeUser(a)) checkTeAccount(a, breach);
    else checkSchoolAccount(a, breach);
  }
  return breaches;
}
