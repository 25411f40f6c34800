import {
  isTeUser,
  roleName,
  roleNamesLabel,
  type SchoolUserRow,
  type StaffUserRow,
  teloSlotsUsed,
  type UserRoleEntry,
} from '@exchange/domain';

/** An account joined with one of its roles (role columns null when a left join found none). */
export interface UserRoleRow {
  id: number;
  userName: string;
  title: string | null;
  firstName: string;
  lastName: string;
  middleInitial: string | null;
  email: string;
  usertype: string;
  trainingComplete: number;
  DailyDigest: number;
  isPasswordTemp: number;
  ferpa: number;
  version: number;
  roleSchoolId: number | null;
  schoolName: string | null;
  schoolCity: string | null;
  schoolState: string | null;
  userRoleId: number | null;
  readOnly: number | null;
}

/** Rows of one role each, grouped into accounts with a userRole list (left-joined accounts may have none). */
export function groupUsers(rows: readonly UserRoleRow[]) {
  const byId = new Map<number, ReturnType<typeof toAccount>>();
  for (const row of rows) {
    let user = byId.get(row.id);
    if (!user) {
      user = toAccount(row);
      byId.set(row.id, user);
    }
    if (row.userRoleId !== null) {
      user.userRole.push({
        roleSchoolId: row.roleSchoolId,
        schoolName: row.schoolName,
        schoolCity: row.schoolCity,
        schoolState: row.schoolState,
        userRoleId: row.userRoleId,
        roleName: roleName(row.userRoleId, row.roleSchoolId === null),
        readOnly: row.readOnly ?? 0,
      });
    }
  }
  return [...byId.values()];
}

function toAccount(row: UserRoleRow) {
  const {
    roleSchoolId: _s,
    schoolName: _n,
    schoolCity: _c,
    schoolState: _t,
    userRoleId: _r,
    readOnly: _o,
    ...account
  } = row;
  return {
    ...account,
    userRole: [] as UserRoleEntry[],
  };
}

export type GroupedUser = ReturnType<typeof groupUsers>[number];

/** School Users grid rows: roles at the school, the Role column and the TELO slot flags. */
export function toSchoolUserRows(members: readonly GroupedUser[]): SchoolUserRow[] {
  return members.map((m) => ({
    ...withoutFerpa(m),
    roleName: roleNamesLabel(m.userRole),
    ...teloSlotsUsed(members, m.id),
  }));
}

/** TE Users and staff grid rows: TE role names, or each school with its roles for TELO users. */
export function toStaffRow(user: GroupedUser): StaffUserRow {
  const te = isTeUser(user);
  let label = roleNamesLabel(user.userRole, te);
  if (!te) {
    const bySchool = new Map<string, GroupedUser['userRole']>();
    for (const r of user.userRole)
      bySchool.set(r.schoolName ?? '', [...(bySchool.get(r.schoolName ?? '') ?? []), r]);
    label = [...bySchool].map(([school, roles]) => `${school}: ${roleNamesLabel(roles)}`).join('; ');
  }
  return { ...withoutFerpa(user), roleName: label };
}

function withoutFerpa<T extends { ferpa: number }>(u: T): Omit<T, 'ferpa'> {
  const { ferpa: _f, ...rest } = u;
  return rest;
}
