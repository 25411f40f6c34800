/**
 * Billing test data made through the product's own writes: schools, aid years and staff inserted as
 * rows, invoices and payments through the billing repos (insertInvoice numbers them from the product's
 * sequence; insertPayment lets the payments trigger keep the invoice's totals), each in a transaction
 * with its acting user, as the service writes them.
 */
import { EXPORT_STATUS, FEE_TYPE, type RoleId, TRAINING } from '@exchange/domain';
import { aidYears } from '../db/schema/aid-years.js';
import { userRoles, users } from '../db/schema/auth.js';
import { invoiceLines } from '../db/schema/billing.js';
import { schoolParticipationTypes } from '../db/schema/school-details.js';
import { schools } from '../db/schema/schools.js';
import { applicationSchools, studentApplications, students } from '../db/schema/students.js';
import { inTransaction } from '../db/transaction.js';
import {
  insertInvoice,
  insertPayment,
  type NewInvoice,
  type NewPayment,
} from '../modules/billing/invoice-writes-repo.js';
import type { TestContext } from './app.js';
import { daysFromToday } from './student-fixtures.js';

/** A school's postal fields (the bill-to block reads them). */
export interface SchoolAddress {
  address: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
  zipFour: string | null;
  countryId: number;
}

const DEFAULT_ADDRESS: SchoolAddress = {
  address: '1 Ledger Lane',
  address2: null,
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  zipFour: null,
  countryId: 1,
};

/** A new member school offering the given exchange programs (participation type ids). */
export async function createBillingSchool(
  t: TestContext,
  name: string,
  opts: { programs?: number[]; address?: Partial<SchoolAddress> } = {},
): Promise<number> {
  return inTransaction(t.database.db, null, async (tx) => {
    const [row] = await tx
      .insert(schools)
      .values({
        schoolName: name,
        ...DEFAULT_ADDRESS,
        ...opts.address,
        phone: '2175550100',
        url: 'https://www.billing-fixture.edu',
        joinDate: '2020-07-01',
        overview: `${name} exists only in the billing tests.`,
      })
      .returning({ id: schools.id });
    const programs = opts.programs ?? [1];
    if (programs.length > 0)
      await tx
        .insert(schoolParticipationTypes)
        .values(programs.map((participationId) => ({ schoolId: row!.id, participationId })));
    return row!.id;
  });
}

/** A new aid year named "YYYY-YYYY" (the invoice numbers take its first year). */
export async function createBillingAidYear(t: TestContext, firstYear: number) {
  const name = `${firstYear}-${firstYear + 1}`;
  const [row] = await t.database.db
    .insert(aidYears)
    .values({
      aidyear: name,
      aidyearbegindate: `${firstYear}-07-01`,
      aidyearenddate: `${firstYear + 1}-06-30`,
      displaybegindate: `${firstYear - 1}-10-01`,
      displayenddate: `${firstYear + 1}-06-30`,
    })
    .returning({ id: aidYears.id });
  return { id: row!.id, name, firstYear };
}

/** A staff account with its roles (schoolId null: a TE role); its sessions are made directly. */
export interface StaffUserSpec {
  email: string;
  firstName?: string;
  lastName: string;
  usertype: 'TE' | 'TELO';
  roles: { schoolId: number | null; roleId: RoleId; readOnly?: boolean }[];
}

/** Inserts a staff account and its roles; answers its id. */
export async function insertStaffUser(t: TestContext, spec: StaffUserSpec): Promise<number> {
  return inTransaction(t.database.db, null, async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        userName: spec.email,
        email: spec.email,
        firstName: spec.firstName ?? 'Pat',
        lastName: spec.lastName,
        title: 'Fixture',
        usertype: spec.usertype,
        // Trained, so no training gate stands between a school user and the call under test.
        trainingComplete: spec.usertype === 'TE' ? TRAINING.NOT_REQUIRED : TRAINING.COMPLETE,
        // Nobody signs in with it: sessions are made directly.
        passwordHash: 'unused',
      })
      .returning({ id: users.id });
    await tx.insert(userRoles).values(
      spec.roles.map((r) => ({
        userId: user!.id,
        schoolId: r.schoolId,
        roleId: r.roleId,
        readOnly: r.readOnly ? 1 : 0,
      })),
    );
    return user!.id;
  });
}

/** What a test invoice needs; the rest defaults to open membership dues of $1,500.00. */
export type TestInvoice = Pick<NewInvoice, 'schoolId' | 'aidYearId' | 'invoiceDate' | 'modifiedBy'> &
  Partial<NewInvoice>;

/** Inserts an invoice as Add Fee does (numbered by the product's sequence); answers its id. */
export function createTestInvoice(t: TestContext, inv: TestInvoice): Promise<number> {
  return inTransaction(t.database.db, inv.modifiedBy, (tx) =>
    insertInvoice(tx, {
      feeTypeId: FEE_TYPE.MEMBERSHIP_DUES,
      participationTypeId: null,
      amountCents: 150_000,
      note: null,
      ...inv,
    }),
  );
}

/** Records a payment, write-off or refund as the services do; answers its id. */
export function recordTestPayment(t: TestContext, p: NewPayment): Promise<number> {
  return inTransaction(t.database.db, p.paidBy, (tx) => insertPayment(tx, p));
}

/** A participation-fee line as billed; the application may be gone (its id is then null). */
export interface TestInvoiceLine {
  studentFirstName: string;
  studentLastName: string;
  enrolledSchoolId: number | null;
  amountCents: number;
  applicationId?: number | null;
}

/** Adds participation-fee lines to an invoice. */
export async function addTestInvoiceLines(t: TestContext, invoiceId: number, lines: TestInvoiceLine[]) {
  await t.database.db
    .insert(invoiceLines)
    .values(lines.map((l) => ({ invoiceId, applicationId: null, ...l })));
}

/** An exported student of an aid year and their import rows (status, and program when the row names one). */
export interface TestEnrolment {
  aidYearId: number;
  exportSchoolId: number;
  firstName: string;
  lastName: string;
  imports: { schoolId: number; importStatusId: number; participationTypeId?: number | null }[];
}

let enrolments = 0;

/**
 * Inserts an export-approved application with its import rows, as the export and import screens would
 * have left it (its student never signs in); answers the application id.
 */
export async function createTestEnrolment(t: TestContext, e: TestEnrolment): Promise<number> {
  enrolments += 1;
  const email = `billing.student${enrolments}.${e.lastName.toLowerCase()}@example.net`;
  return inTransaction(t.database.db, null, async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        userName: email,
        email,
        firstName: e.firstName,
        lastName: e.lastName,
        usertype: 'STUDENT',
        passwordHash: 'unused',
      })
      .returning({ id: users.id });
    const [student] = await tx
      .insert(students)
      .values({
        userId: user!.id,
        studentFirstName: e.firstName,
        studentLastName: e.lastName,
        studentEmail: email,
      })
      .returning({ id: students.id });
    const [application] = await tx
      .insert(studentApplications)
      .values({
        studentId: student!.id,
        aidYearId: e.aidYearId,
        exportSchoolId: e.exportSchoolId,
        employeeFirstName: 'Pat',
        employeeLastName: 'Parent',
        employeeEmail: 'pat.parent@billing-fixture.edu',
        employeeTitle: 'Librarian',
        exportStatusId: EXPORT_STATUS.EXPORT_APPROVED,
        studentCategoryId: 2,
      })
      .returning({ id: studentApplications.id });
    await tx.insert(applicationSchools).values(
      e.imports.map((i) => ({
        applicationId: application!.id,
        importSchoolId: i.schoolId,
        importStatusId: i.importStatusId,
        participationTypeId: i.participationTypeId ?? null,
      })),
    );
    return application!.id;
  });
}

/** The invoices the authorization matrix and the fuzz point their billing calls at. */
export interface BillingPersonaFixtures {
  /** Open membership dues of school A: an allowed card payer's `{}` gets 400, not 409. */
  ownInvoiceId: number;
  /** Open membership dues of school B. */
  otherInvoiceId: number;
  /** The exchange program school A offers (an Add Fee body for A names it). */
  ownProgramId: number;
}

/** The program the fixture gives school A. */
const OWN_PROGRAM_ID = 1;

/**
 * One open invoice of school A and one of school B in the fixture aid year, dated 30 days ago (so a
 * payment received yesterday is valid), added by a TE admin; school A offers program 1.
 */
export async function createBillingPersonaFixtures(
  t: TestContext,
  ids: { ownSchoolId: number; otherSchoolId: number; aidYearId: number; modifiedBy: number },
): Promise<BillingPersonaFixtures> {
  await inTransaction(t.database.db, ids.modifiedBy, (tx) =>
    tx
      .insert(schoolParticipationTypes)
      .values({ schoolId: ids.ownSchoolId, participationId: OWN_PROGRAM_ID }),
  );
  const invoice = (schoolId: number) =>
    createTestInvoice(t, {
      schoolId,
      aidYearId: ids.aidYearId,
      invoiceDate: daysFromToday(-30),
      modifiedBy: ids.modifiedBy,
    });
  return {
    ownInvoiceId: await invoice(ids.ownSchoolId),
    otherInvoiceId: await invoice(ids.otherSchoolId),
    ownProgramId: OWN_PROGRAM_ID,
  };
}
