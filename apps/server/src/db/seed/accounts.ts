import { ROLE, type RoleId, TRAINING } from '@exchange/domain';
import type { Tx } from '../client.js';
import { userRoles, users } from '../schema/auth.js';
import { FIRST_NAMES, LAST_NAMES, STAFF_TITLES } from './names.js';
import type { Random } from './random.js';
import type { SeededSchool } from './schools.js';

interface RoleSpec {
  /** School slug, or null for a TE role held everywhere. */
  school: string | null;
  role: RoleId;
  readOnly?: boolean;
}

interface StaffSpec {
  email: string;
  firstName: string;
  lastName: string;
  title: string;
  usertype: 'TE' | 'TELO';
  training?: number;
  /** Signs in with a temporary password that must be changed first. */
  temporaryPassword?: boolean;
  roles: RoleSpec[];
}

/**
 * The named demo accounts of docs/architecture.md "The machinery: Demo and scale data" (password Demo@Password1). Every role set is one the
 * portal's own user forms accept (seeded-rows.test.ts checks them with the domain's role rules).
 */
const NAMED_STAFF: StaffSpec[] = [
  {
    email: 'admin@example.org',
    firstName: 'Morgan',
    lastName: 'Ellison',
    title: 'Executive Director',
    usertype: 'TE',
    roles: [{ school: null, role: ROLE.ADMIN }],
  },
  {
    email: 'readonly.admin@example.org',
    firstName: 'Jordan',
    lastName: 'Reyes',
    title: 'Program Analyst',
    usertype: 'TE',
    // TE Admin stands alone (1-core §6) and, read-only, opens every TE screen without its controls: what
    // the TE-user form can make of "every role read-only" (the Reports role is never read-only).
    roles: [{ school: null, role: ROLE.ADMIN, readOnly: true }],
  },
  {
    email: 'reports@example.org',
    firstName: 'Quinn',
    lastName: 'Harrington',
    title: 'Data Coordinator',
    usertype: 'TE',
    roles: [{ school: null, role: ROLE.REPORTS }],
  },
  {
    email: 'telo@alpha.edu',
    firstName: 'Dana',
    lastName: 'Whitfield',
    title: 'Director of Human Resources',
    usertype: 'TELO',
    roles: [{ school: 'alpha', role: ROLE.PRIMARY_TELO }],
  },
  {
    email: 'telo2@alpha.edu',
    firstName: 'Marcus',
    lastName: 'Lindgren',
    title: 'Benefits Manager',
    usertype: 'TELO',
    roles: [{ school: 'alpha', role: ROLE.SECONDARY_TELO }],
  },
  {
    email: 'multi@beta.edu',
    firstName: 'Riley',
    lastName: 'Chen',
    title: 'Associate Director of Financial Aid',
    usertype: 'TELO',
    roles: [
      { school: 'beta', role: ROLE.ADMIN },
      { school: 'gamma', role: ROLE.EXPORT, readOnly: true },
      { school: 'gamma', role: ROLE.IMPORT },
    ],
  },
  {
    email: 'billing@alpha.edu',
    firstName: 'Casey',
    lastName: 'Morgan',
    title: 'Bursar',
    usertype: 'TELO',
    roles: [{ school: 'alpha', role: ROLE.BILLING }],
  },
  {
    email: 'untrained@delta.edu',
    firstName: 'Taylor',
    lastName: 'Brooks',
    title: 'Tuition Exchange Liaison Officer',
    usertype: 'TELO',
    training: TRAINING.REQUIRED,
    roles: [{ school: 'delta', role: ROLE.PRIMARY_TELO }],
  },
  {
    email: 'newtelo@gamma.edu',
    firstName: 'Avery',
    lastName: 'Santos',
    title: 'Admissions Counselor',
    usertype: 'TELO',
    temporaryPassword: true,
    roles: [{ school: 'gamma', role: ROLE.IMPORT }],
  },
];

/** Schools whose primary TELO is one of the named accounts above. */
const NAMED_PRIMARY = new Set(['alpha', 'delta']);

function teloSpecs(rng: Random, schoolList: SeededSchool[]): StaffSpec[] {
  const specs: StaffSpec[] = [];
  schoolList.forEach((s, i) => {
    const person = (email: string, role: RoleId): StaffSpec => ({
      email,
      firstName: rng.pick(FIRST_NAMES),
      lastName: rng.pick(LAST_NAMES),
      title: rng.pick(STAFF_TITLES),
      usertype: 'TELO',
      roles: [{ school: s.slug, role }],
    });
    if (!NAMED_PRIMARY.has(s.slug)) specs.push(person(`telo@${s.slug}.edu`, ROLE.PRIMARY_TELO));
    if (s.slug !== 'alpha' && i % 3 === 1) specs.push(person(`telo2@${s.slug}.edu`, ROLE.SECONDARY_TELO));
    if (i % 8 === 5) specs.push(person(`exports@${s.slug}.edu`, ROLE.EXPORT));
  });
  return specs;
}

/** Inserts every staff account and its roles; returns user ids by e-mail. */
export async function seedStaff(
  tx: Tx,
  rng: Random,
  passwordHash: string,
  schools: Map<string, SeededSchool>,
): Promise<Map<string, number>> {
  const specs = [...NAMED_STAFF, ...teloSpecs(rng, [...schools.values()])];
  const rows = await tx
    .insert(users)
    .values(
      specs.map((s) => ({
        userName: s.email,
        email: s.email,
        firstName: s.firstName,
        lastName: s.lastName,
        title: s.title,
        usertype: s.usertype,
        trainingComplete: s.training ?? TRAINING.COMPLETE,
        // Primary and secondary TELOs always get the daily digest (1-core §4).
        dailyDigest: s.roles.some((r) => r.role === ROLE.PRIMARY_TELO || r.role === ROLE.SECONDARY_TELO)
          ? 1
          : 0,
        isPasswordTemp: s.temporaryPassword ? 1 : 0,
        ferpa: 0,
        passwordHash,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const ids = new Map(rows.map((r) => [r.email, r.id]));
  await tx.insert(userRoles).values(
    specs.flatMap((s) =>
      s.roles.map((r) => ({
        userId: ids.get(s.email)!,
        schoolId: r.school === null ? null : schools.get(r.school)!.id,
        roleId: r.role,
        readOnly: r.readOnly ? 1 : 0,
      })),
    ),
  );
  return ids;
}
