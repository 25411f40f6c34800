import {
  activeRolesAt,
  EXPORT_STATUSES,
  FEE_TYPE,
  IMPORT_STATUS,
  IMPORT_STATUSES,
  isBlockedByTraining,
  isTeAdmin,
  PAYMENT_TYPE,
  ROLE,
  type UserRoleAssignment,
  type UserType,
} from '@exchange/domain';
import { verify } from '@node-rs/argon2';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.js';
import type { Database, Db } from '../client.js';
import { userRoles, users } from '../schema/auth.js';
import { invoicePayments, invoices } from '../schema/billing.js';
import { schools } from '../schema/schools.js';
import { applicationSchools, studentApplications, students } from '../schema/students.js';
import { inTransaction } from '../transaction.js';
import { DEMO_PASSWORD, isDatabaseEmpty, seedDemoData } from './index.js';

let database: Database;
let db: Db;

async function account(email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no account ${email}`);
  const roles = await db
    .select({ roleSchoolId: userRoles.schoolId, userRoleId: userRoles.roleId, readOnly: userRoles.readOnly })
    .from(userRoles)
    .where(eq(userRoles.userId, user.id));
  return { ...user, usertype: user.usertype as UserType, userRole: roles as UserRoleAssignment[] };
}

async function schoolId(name: string) {
  const [row] = await db.select({ id: schools.id }).from(schools).where(eq(schools.schoolName, name));
  return row!.id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  expect(await isDatabaseEmpty(db)).toBe(true);
  expect(await seedDemoData(db)).toBe(true);
});

afterAll(async () => {
  await database?.close();
});

describe('demo seed', () => {
  it('is skipped when accounts already exist', async () => {
    expect(await isDatabaseEmpty(db)).toBe(false);
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(await seedDemoData(db)).toBe(false);
    const after = await db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(after).toEqual(before);
  });

  it('creates about forty schools including the four named ones', async () => {
    const rows = await db.select({ name: schools.schoolName, overview: schools.overview }).from(schools);
    expect(rows.length).toBeGreaterThanOrEqual(35);
    const names = rows.map((r) => r.name);
    expect(names).toEqual(
      expect.arrayContaining(['Alpha University', 'Beta College', 'Gamma University', 'Delta College']),
    );
    expect(rows.every((r) => r.overview.length >= 100)).toBe(true);
  });

  it('gives every demo account the shared password, a temporary one only to newtelo@gamma.edu', async () => {
    const admin = await account('admin@example.org');
    expect(await verify(admin.passwordHash, DEMO_PASSWORD)).toBe(true);
    const temporary = await db
      .select({ email: users.email })
      .from(users)
      .where(sql`${users.isPasswordTemp} <> 0`);
    expect(temporary).toEqual([{ email: 'newtelo@gamma.edu' }]);
    const untrainedStaff = await db
      .select({ email: users.email })
      .from(users)
      .where(sql`${users.usertype} <> 'STUDENT' and ${users.trainingComplete} <> 1`);
    expect(untrainedStaff).toEqual([{ email: 'untrained@delta.edu' }]);
  });

  it('gives the named accounts their roles', async () => {
    const [alpha, beta, gamma, delta] = await Promise.all(
      ['Alpha University', 'Beta College', 'Gamma University', 'Delta College'].map(schoolId),
    );
    const admin = await account('admin@example.org');
    expect(isTeAdmin(admin)).toBe(true);
    expect(activeRolesAt(admin, delta!)).toEqual({ roleList: [ROLE.ADMIN], readOnlyList: [] });

    const readonly = await account('readonly.admin@example.org');
    // TE Admin alone, read-only: what the TE-user form can make (1-core §6; issue 32).
    expect(activeRolesAt(readonly, alpha!)).toEqual({ roleList: [ROLE.ADMIN], readOnlyList: [ROLE.ADMIN] });

    const telo = await account('telo@alpha.edu');
    expect(activeRolesAt(telo, alpha!).roleList).toEqual([ROLE.PRIMARY_TELO]);
    expect(telo.dailyDigest).toBe(1);
    expect(activeRolesAt(await account('telo2@alpha.edu'), alpha!).roleList).toEqual([ROLE.SECONDARY_TELO]);
    expect(activeRolesAt(await account('billing@alpha.edu'), alpha!).roleList).toEqual([ROLE.BILLING]);

    const multi = await account('multi@beta.edu');
    expect(activeRolesAt(multi, beta!)).toEqual({ roleList: [ROLE.ADMIN], readOnlyList: [] });
    expect(activeRolesAt(multi, gamma!)).toEqual({
      roleList: [ROLE.EXPORT, ROLE.IMPORT],
      readOnlyList: [ROLE.EXPORT],
    });

    const untrained = await account('untrained@delta.edu');
    expect(activeRolesAt(untrained, delta!).roleList).toEqual([ROLE.PRIMARY_TELO]);
    expect(isBlockedByTraining(untrained)).toBe(true);
    expect(isBlockedByTraining(telo)).toBe(false);
  });

  it('gives every school a primary TELO', async () => {
    const rows = await db
      .select({ schoolId: userRoles.schoolId })
      .from(userRoles)
      .where(eq(userRoles.roleId, ROLE.PRIMARY_TELO));
    const all = await db.select({ id: schools.id }).from(schools);
    expect(new Set(rows.map((r) => r.schoolId)).size).toBe(all.length);
  });

  it('has student@example.com with an OPEN application from Alpha to Beta, Gamma and Delta', async () => {
    const student = await account('student@example.com');
    const [record] = await db.select().from(students).where(eq(students.userId, student.id));
    const apps = await db
      .select()
      .from(studentApplications)
      .where(eq(studentApplications.studentId, record!.id));
    expect(apps).toHaveLength(1);
    expect(apps[0]).toMatchObject({
      applicationStatus: 'OPEN',
      exportSchoolId: await schoolId('Alpha University'),
    });
    const imports = await db
      .select({ school: applicationSchools.importSchoolId })
      .from(applicationSchools)
      .where(eq(applicationSchools.applicationId, apps[0]!.id));
    const ids = imports.map((i) => i.school);
    for (const name of ['Beta College', 'Gamma University', 'Delta College']) {
      expect(ids).toContain(await schoolId(name));
    }

    const fresh = await account('newstudent@example.com');
    expect(fresh.usertype).toBe('STUDENT');
    const [freshRecord] = await db.select().from(students).where(eq(students.userId, fresh.id));
    const none = await db
      .select()
      .from(studentApplications)
      .where(eq(studentApplications.studentId, freshRecord!.id));
    expect(none).toEqual([]);
  });

  it('covers every export status, import status and application status', async () => {
    const exportIds = await db
      .selectDistinct({ id: studentApplications.exportStatusId })
      .from(studentApplications);
    expect(exportIds.map((r) => r.id).sort((a, b) => a - b)).toEqual(EXPORT_STATUSES.map((s) => s.id));
    const importIds = await db
      .selectDistinct({ id: applicationSchools.importStatusId })
      .from(applicationSchools);
    expect(importIds.map((r) => r.id).sort((a, b) => a - b)).toEqual(IMPORT_STATUSES.map((s) => s.id));
    const appStatuses = await db
      .selectDistinct({ s: studentApplications.applicationStatus })
      .from(studentApplications);
    expect(appStatuses.map((r) => r.s).sort()).toEqual(['CLOSED', 'OPEN', 'TRANSFER']);
    const enrolled = await db
      .select()
      .from(applicationSchools)
      .where(eq(applicationSchools.importStatusId, IMPORT_STATUS.ENROLLED));
    expect(enrolled.length).toBeGreaterThan(0);
  });

  it("gives Alpha University the billing the README's demo table promises billing@alpha.edu", async () => {
    const alpha = await schoolId('Alpha University');
    const [alphaBilling] = await db
      .select({
        types: sql<
          number[]
        >`array_agg(distinct ${invoicePayments.paymentTypeId} order by ${invoicePayments.paymentTypeId})`,
      })
      .from(invoicePayments)
      .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
      .where(eq(invoices.schoolId, alpha));
    // Card payments, checks and a write-off (issue 32: there were card payments only).
    expect(alphaBilling!.types).toEqual([PAYMENT_TYPE.HIDDEN, PAYMENT_TYPE.DEFAULT, PAYMENT_TYPE.WRITE_OFF]);
    const open = await db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.schoolId, alpha), eq(invoices.status, 'OPEN')));
    expect(open.length).toBeGreaterThan(0);
    // Dues belong to the school: no demo dues invoice names a program.
    const [dues] = await db
      .select({
        withProgram: sql<number>`count(*) filter (where ${invoices.participationTypeId} is not null)::int`,
      })
      .from(invoices)
      .where(eq(invoices.feeTypeId, FEE_TYPE.MEMBERSHIP_DUES));
    expect(dues).toEqual({ withProgram: 0 });
  });

  it('has paid and open invoices whose paid totals follow the payments', async () => {
    const rows = await db.select().from(invoices);
    expect(rows.some((r) => r.status === 'PAID')).toBe(true);
    expect(rows.some((r) => r.status === 'OPEN')).toBe(true);
    const sums = await db
      .select({ id: invoicePayments.invoiceId, paid: sql<number>`sum(${invoicePayments.amountCents})::int` })
      .from(invoicePayments)
      .groupBy(invoicePayments.invoiceId);
    for (const s of sums) expect(rows.find((r) => r.id === s.id)!.amountPaidCents).toBe(s.paid);

    const open = rows.find((r) => r.status === 'OPEN' && r.amountPaidCents === 0)!;
    await inTransaction(db, null, (tx) =>
      tx.insert(invoicePayments).values({
        invoiceId: open.id,
        paymentTypeId: PAYMENT_TYPE.DEFAULT,
        amountCents: open.amountCents,
        paymentDate: '2026-11-20',
      }),
    );
    const [paid] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, open.id)));
    expect(paid).toMatchObject({
      status: 'PAID',
      amountPaidCents: open.amountCents,
      lastPaymentDate: '2026-11-20',
    });
  });
});
