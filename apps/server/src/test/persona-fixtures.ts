import { EXPORT_STATUS, IMPORT_STATUS, ROLE, type RoleId, SCHOOL_ROLES, TRAINING } from '@exchange/domain';
import { and, eq } from 'drizzle-orm';
import { schoolAidYears } from '../db/schema/aid-years.js';
import { userRoles, users } from '../db/schema/auth.js';
import { schools } from '../db/schema/schools.js';
import { studentApplications } from '../db/schema/students.js';
import { inTransaction } from '../db/transaction.js';
import { hashPassword } from '../modules/auth/tokens.js';
import { insertSession } from '../platform/sessions/session-repo.js';
import { hashToken, newToken } from '../platform/sessions/session-tokens.js';
import { DEMO_PASSWORD, type TestContext } from './app.js';
import { type BillingPersonaFixtures, createBillingPersonaFixtures } from './billing-fixtures.js';
import { createImportPersonaFixtures, type ImportPersonaFixtures } from './import-persona-fixtures.js';
import {
  type ApplicationFixtures,
  applicationBody,
  createApplicationFixtures,
  registerApplicant,
  setExportState,
  submitApplication,
} from './student-fixtures.js';

/** A school persona: one role at the record's own school (A) or at another school (B). */
export type SchoolPersona = `own:${RoleId}` | `other:${RoleId}` | 'own:1ro';
/** Everyone who may call the API, as the authorization matrix names them. */
export type Persona = 'anonymous' | 'student' | 'otherStudent' | SchoolPersona | 'te' | 'teRead';
export type SignedInPersona = Exclude<Persona, 'anonymous'>;

/** own:{role} and other:{role} for the given school roles. */
export const own = (...roles: RoleId[]): SchoolPersona[] => roles.map((r) => `own:${r}` as const);
export const other = (...roles: RoleId[]): SchoolPersona[] => roles.map((r) => `other:${r}` as const);
/** The school-admin role held read-only at school A. */
export const OWN_ADMIN_READ_ONLY = `own:${ROLE.ADMIN}ro` as const satisfies SchoolPersona;

const SCHOOL_ROLE_IDS = SCHOOL_ROLES.map((r) => r.id);

/** Every persona, in the order the matrix reports them. */
export const PERSONAS: readonly Persona[] = [
  'anonymous',
  'student',
  'otherStudent',
  ...own(...SCHOOL_ROLE_IDS),
  OWN_ADMIN_READ_ONLY,
  ...other(...SCHOOL_ROLE_IDS),
  'te',
  'teRead',
];

/** The records the matrix points its calls at, and a signed-in session per persona. */
export interface PersonaFixtures {
  applications: ApplicationFixtures;
  /** School A: every own:* persona has its one role here. */
  ownSchoolId: number;
  /** School B: every other:* persona has its one role here. */
  otherSchoolId: number;
  /** School A's aid-year record for the fixture's active aid year. */
  ownRecordId: number;
  /** A staff account whose only role (Import) is at school A. */
  ownStaffUserId: number;
  /** A second staff account of school A, for scenarios that give it roles elsewhere. */
  sharedStaff: { userId: number; email: string };
  /** A staff account whose only role (Import) is at school B: no member of A, addressed through A's paths. */
  otherStaff: { userId: number; email: string };
  /** The owner student: an OPEN application whose export school (employer) is school A. */
  student: { userId: number; studentId: number; email: string; applicationId: number };
  /** Another student with no application. */
  otherStudent: { userId: number; studentId: number; email: string };
  /**
   * More applications exported by school A to Beta College, each of its own student: one for single
   * export status changes and two for a bulk change (all Awaiting Decision), and one Export Approved
   * whose import school has acted (Under Review), which no one may delete (409).
   */
  exports: { statusApplicationId: number; bulkApplicationIds: [number, number]; actedApplicationId: number };
  /** Applications exported by school B to school A, for the import calls (issue 10). */
  imports: ImportPersonaFixtures;
  /** An open invoice of school A and one of school B, for the billing calls (issue 22). */
  billing: BillingPersonaFixtures;
  /** The account of each signed-in persona. */
  userIds: Record<SignedInPersona, number>;
  /** The session cookie header of each persona (none for anonymous). */
  cookies: Record<Persona, string | undefined>;
}

const SCHOOL_A = 'Matrix Own College';
const SCHOOL_B = 'Matrix Other College';
const OTHER_STAFF_EMAIL = 'staff@matrix-other.edu';

function schoolRow(schoolName: string, slug: string) {
  return {
    schoolName,
    address: '1 Fixture Way',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    phone: '2175550100',
    url: `https://www.${slug}.edu`,
    joinDate: '2020-07-01',
    overview: `${schoolName} exists only in the authorization tests.`,
  };
}

interface StaffSpec {
  persona: SignedInPersona | null;
  email: string;
  usertype: 'TE' | 'TELO';
  roles: { schoolId: number | null; roleId: RoleId; readOnly?: boolean }[];
}

function staffSpecs(a: number, b: number): StaffSpec[] {
  const telo = (persona: SchoolPersona, schoolId: number, roleId: RoleId, readOnly = false): StaffSpec => ({
    persona,
    email: `${persona.replace(':', '-')}@matrix.edu`,
    usertype: 'TELO',
    roles: [{ schoolId, roleId, readOnly }],
  });
  return [
    ...SCHOOL_ROLE_IDS.map((r) => telo(`own:${r}`, a, r)),
    telo(OWN_ADMIN_READ_ONLY, a, ROLE.ADMIN, true),
    ...SCHOOL_ROLE_IDS.map((r) => telo(`other:${r}`, b, r)),
    {
      persona: 'te',
      email: 'te@matrix.org',
      usertype: 'TE',
      roles: [{ schoolId: null, roleId: ROLE.ADMIN }],
    },
    {
      persona: 'teRead',
      email: 'te-read@matrix.org',
      usertype: 'TE',
      roles: [{ schoolId: null, roleId: ROLE.ADMIN, readOnly: true }],
    },
    {
      persona: null,
      email: 'staff@matrix-own.edu',
      usertype: 'TELO',
      roles: [{ schoolId: a, roleId: ROLE.IMPORT }],
    },
    {
      persona: null,
      email: 'shared@matrix-own.edu',
      usertype: 'TELO',
      roles: [{ schoolId: a, roleId: ROLE.IMPORT }],
    },
    {
      persona: null,
      email: OTHER_STAFF_EMAIL,
      usertype: 'TELO',
      roles: [{ schoolId: b, roleId: ROLE.IMPORT }],
    },
  ];
}

/** Inserts the staff accounts with their single role each; answers ids by email. */
async function insertStaff(t: TestContext, specs: StaffSpec[]): Promise<Map<string, number>> {
  // One argon2 hash for every account: they all share the demo password, and hashing is slow on purpose.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return inTransaction(t.database.db, null, async (tx) => {
    const rows = await tx
      .insert(users)
      .values(
        specs.map((s) => ({
          userName: s.email,
          email: s.email,
          firstName: 'Pat',
          lastName: s.persona ?? 'Staff',
          title: 'Fixture',
          usertype: s.usertype,
          // Trained, so no training gate stands between a TELO persona and the route under test.
          trainingComplete: s.usertype === 'TE' ? TRAINING.NOT_REQUIRED : TRAINING.COMPLETE,
          passwordHash,
        })),
      )
      .returning({ id: users.id, email: users.email });
    const ids = new Map(rows.map((r) => [r.email, r.id]));
    await tx.insert(userRoles).values(
      specs.flatMap((s) =>
        s.roles.map((r) => ({
          userId: ids.get(s.email)!,
          schoolId: r.schoolId,
          roleId: r.roleId,
          readOnly: r.readOnly ? 1 : 0,
        })),
      ),
    );
    return ids;
  });
}

/** A live session for the account, made directly (no 20 argon2 sign-ins); answers the cookie header. */
export async function createSession(t: TestContext, userId: number): Promise<string> {
  const token = newToken();
  await insertSession(t.database.db, {
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + 12 * 3_600_000),
  });
  return `ep_session=${token}`;
}

/** Gives the owner student an OPEN application from school A (employer) to Beta College. */
async function submitOwnerApplication(
  t: TestContext,
  f: ApplicationFixtures,
  owner: { studentId: number; cookie: string },
  ownSchoolId: number,
): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/student/${owner.studentId}/application`,
    headers: { cookie: owner.cookie },
    payload: applicationBody(f, {
      exportSchool: ownSchoolId,
      employeeEmail: 'pat.parent@matrix.edu',
      studentApplicationSchool: [{ importSchool: f.school('Beta College'), importStatus: 1 }],
    }) as unknown as Record<string, unknown>,
  });
  if (res.statusCode !== 201) throw new Error(`fixture application failed: ${res.statusCode} ${res.body}`);
  const [row] = await t.database.db
    .select({ id: studentApplications.id })
    .from(studentApplications)
    .where(eq(studentApplications.studentId, owner.studentId));
  return row!.id;
}

/** Applications exported by school A for the export calls (see PersonaFixtures.exports). */
async function createExportApplications(
  t: TestContext,
  f: ApplicationFixtures,
  ownSchoolId: number,
): Promise<PersonaFixtures['exports']> {
  const beta = f.school('Beta College');
  const submit = async (prefix: string) =>
    (
      await submitApplication(
        t,
        f,
        {
          exportSchool: ownSchoolId,
          employeeEmail: 'pat.parent@matrix.edu',
          studentApplicationSchool: [{ importSchool: beta, importStatus: 1 }],
        },
        prefix,
      )
    ).applicationId;
  const statusApplicationId = await submit('matrix.status');
  const bulkApplicationIds: [number, number] = [await submit('matrix.bulk'), await submit('matrix.bulk')];
  const actedApplicationId = await submit('matrix.acted');
  await setExportState(t, actedApplicationId, {
    exportStatusId: EXPORT_STATUS.EXPORT_APPROVED,
    importStatuses: { [beta]: IMPORT_STATUS.UNDER_REVIEW },
  });
  return { statusApplicationId, bulkApplicationIds, actedApplicationId };
}

/**
 * Schools A and B, one account per school persona (exactly one role each), TE admins, two students
 * (the owner with an application employed by A), and a session for each. Schools A and B are new so
 * their primary and secondary TELO slots are free for the own:6/own:7 and other:6/other:7 personas.
 */
export async function createPersonaFixtures(t: TestContext): Promise<PersonaFixtures> {
  const db = t.database.db;
  const [a, b] = await inTransaction(db, null, (tx) =>
    tx
      .insert(schools)
      .values([schoolRow(SCHOOL_A, 'matrix-own'), schoolRow(SCHOOL_B, 'matrix-other')])
      .returning({ id: schools.id }),
  );
  const ownSchoolId = a!.id;
  const otherSchoolId = b!.id;
  // After the schools exist, so A and B get records for the fixture aid year too.
  const applications = await createApplicationFixtures(t);
  const [record] = await db
    .select({ id: schoolAidYears.id })
    .from(schoolAidYears)
    .where(
      and(eq(schoolAidYears.schoolId, ownSchoolId), eq(schoolAidYears.aidYearId, applications.aidYearId)),
    );

  const specs = staffSpecs(ownSchoolId, otherSchoolId);
  const ids = await insertStaff(t, specs);
  const owner = await registerApplicant(t, 'matrix.owner');
  const otherStudent = await registerApplicant(t, 'matrix.other');
  const applicationId = await submitOwnerApplication(t, applications, owner, ownSchoolId);
  const exports = await createExportApplications(t, applications, ownSchoolId);
  const aidYearId = applications.aidYearId;
  const imports = await createImportPersonaFixtures(t, { ownSchoolId, otherSchoolId, aidYearId });
  const billing = await createBillingPersonaFixtures(t, {
    ownSchoolId,
    otherSchoolId,
    aidYearId,
    modifiedBy: ids.get('te@matrix.org')!,
  });

  const userIds = { student: owner.userId, otherStudent: otherStudent.userId } as Record<
    SignedInPersona,
    number
  >;
  const cookies: Record<Persona, string | undefined> = {
    anonymous: undefined,
    student: owner.cookie,
    otherStudent: otherStudent.cookie,
  } as Record<Persona, string | undefined>;
  for (const spec of specs) {
    if (!spec.persona) continue;
    const id = ids.get(spec.email)!;
    userIds[spec.persona] = id;
    cookies[spec.persona] = await createSession(t, id);
  }
  return {
    applications,
    ownSchoolId,
    otherSchoolId,
    ownRecordId: record!.id,
    ownStaffUserId: ids.get('staff@matrix-own.edu')!,
    sharedStaff: { userId: ids.get('shared@matrix-own.edu')!, email: 'shared@matrix-own.edu' },
    otherStaff: { userId: ids.get(OTHER_STAFF_EMAIL)!, email: OTHER_STAFF_EMAIL },
    student: { userId: owner.userId, studentId: owner.studentId, email: owner.email, applicationId },
    otherStudent: {
      userId: otherStudent.userId,
      studentId: otherStudent.studentId,
      email: otherStudent.email,
    },
    exports,
    imports,
    billing,
    userIds,
    cookies,
  };
}
