import {
  EXPORT_STATUS,
  IMPORT_STATUS,
  INITIAL_ELIGIBILITY_REMAINING,
  PARTICIPATION_TYPES,
  STUDENT_CATEGORIES,
  TRAINING,
} from '@exchange/domain';
import type { Tx } from '../client.js';
import { users } from '../schema/auth.js';
import { applicationSchools, eligibilityUsages, studentApplications, students } from '../schema/students.js';
import type { SeededAidYear } from './aid-years.js';
import { STATUSES_AFTER_ENROLMENT, STATUSES_WITH_PROGRAM } from './application-plans.js';
import { catalogueId } from './catalogue.js';
import { addDays, type Random } from './random.js';
import type { SeededSchool } from './schools.js';
import { type PlannedApplication, type PlannedStudent, planStudents } from './student-plans.js';

/** A seeded application, as billing needs it (who was exported where and enrolled). */
export interface SeededApplication {
  id: number;
  year: number;
  appStatus: string;
  student: { firstName: string; lastName: string };
  exportSchool: SeededSchool;
  imports: { school: SeededSchool; status: number }[];
}

const TERMS_PER_YEAR = 2;
const GRADUATE_STUDENT = catalogueId(STUDENT_CATEGORIES, 'Graduate Student');
const GRADUATE_PROGRAM = catalogueId(PARTICIPATION_TYPES, 'Graduate');

/** Semester-end dates on which a term of eligibility was used, by import status. */
function termsUsed(status: number, year: number): string[] {
  const yearsEnrolled = status === IMPORT_STATUS.GRADUATED ? 4 : status === IMPORT_STATUS.WITHDRAWN ? 0.5 : 1;
  const dates: string[] = [];
  for (let t = 0; t < yearsEnrolled * TERMS_PER_YEAR; t++) {
    const y = year + Math.floor(t / 2);
    dates.push(t % 2 === 0 ? `${y}-12-15` : `${y + 1}-05-10`);
  }
  return dates;
}

function creationDate(rng: Random, year: number): string {
  // Next year's applications arrive in the autumn before it; others over the preceding winter.
  return year === 2027
    ? addDays('2026-10-01', rng.int(0, 45))
    : addDays(`${year - 1}-11-01`, rng.int(0, 150));
}

/** Inserts the student accounts, student records, applications and import rows. */
export async function seedStudents(
  tx: Tx,
  rng: Random,
  passwordHash: string,
  schools: Map<string, SeededSchool>,
  years: Map<number, SeededAidYear>,
  staffIds: Map<string, number>,
): Promise<SeededApplication[]> {
  const plans = planStudents(rng, schools);
  const teloOf = (s: SeededSchool) =>
    staffIds.get(s.slug === 'delta' ? 'untrained@delta.edu' : `telo@${s.slug}.edu`)!;

  const userRows = await tx
    .insert(users)
    .values(
      plans.map((p) => ({
        userName: p.email,
        email: p.email,
        firstName: p.firstName,
        lastName: p.lastName,
        middleInitial: p.middleInitial,
        usertype: 'STUDENT',
        trainingComplete: TRAINING.NOT_REQUIRED,
        ferpa: p.ferpa,
        passwordHash,
      })),
    )
    .returning({ id: users.id });
  const studentRows = await tx
    .insert(students)
    .values(
      plans.map((p, i) => ({
        userId: userRows[i]!.id,
        studentFirstName: p.firstName,
        studentLastName: p.lastName,
        studentMiddleInitial: p.middleInitial,
        studentEmail: p.email,
        studentAddress: p.details?.address ?? null,
        studentCity: p.details?.city ?? null,
        studentState: p.details?.state ?? null,
        studentZip: p.details?.zip ?? null,
        studentCellPhone: p.details?.phone ?? null,
        studentBirthDate: p.details?.birthDate ?? null,
        ferpa: p.ferpa,
      })),
    )
    .returning({ id: students.id });

  const apps: { plan: PlannedApplication; student: PlannedStudent; studentId: number; created: string }[] =
    [];
  plans.forEach((student, i) => {
    for (const plan of student.applications) {
      apps.push({ plan, student, studentId: studentRows[i]!.id, created: creationDate(rng, plan.year) });
    }
  });

  const appRows = await tx
    .insert(studentApplications)
    .values(
      apps.map(({ plan, studentId, created }, n) => {
        const decided = plan.exportStatus !== EXPORT_STATUS.AWAITING_DECISION;
        const usedTerms = plan.imports.reduce(
          (sum, s) => sum + (STATUSES_AFTER_ENROLMENT.includes(s) ? termsUsed(s, plan.year).length : 0),
          0,
        );
        const alpha = plan.exportSchool.slug === 'alpha';
        return {
          studentId,
          aidYearId: years.get(plan.year)!.id,
          applicationStatus: plan.appStatus,
          creationDate: created,
          exportSchoolId: plan.exportSchool.id,
          employeeFirstName: plan.employee.firstName,
          employeeLastName: plan.employee.lastName,
          employeeEmail: plan.employee.email,
          employeeTitle: plan.employee.title,
          employeeId: plan.employee.id,
          employeeYearOfService: plan.employee.years,
          exportStatusId: plan.exportStatus,
          exportStatusDate: decided ? addDays(created, rng.int(3, 20)) : created,
          customField1: alpha
            ? rng.pick(['College of Engineering', 'University Libraries', 'Athletics'])
            : null,
          customField2: alpha ? 'Dr. Helen Park' : null,
          studentCategoryId: plan.categoryId,
          extendEligibility: n % 17 === 3 ? 1 : 0,
          extendEligibilityDate: n % 17 === 3 ? `${plan.year + 1}-01-20` : null,
          exportStatusReasonOther:
            plan.exportStatus === EXPORT_STATUS.DENIED_OTHER
              ? 'Employee holds a temporary appointment that does not carry the tuition benefit.'
              : null,
          noLongerEligibleDate:
            plan.exportStatus === EXPORT_STATUS.NO_LONGER_ELIGIBLE ? `${plan.year + 1}-01-31` : null,
          eligibilityRemaining: INITIAL_ELIGIBILITY_REMAINING - usedTerms,
          modifiedBy: decided ? teloOf(plan.exportSchool) : null,
        };
      }),
    )
    .returning({ id: studentApplications.id });

  const rows: (typeof applicationSchools.$inferInsert)[] = [];
  const usages: { row: number; type: 'TERM' | 'SUMMER'; on: string }[] = [];
  apps.forEach(({ plan, created }, a) => {
    plan.imports.forEach((status, k) => {
      const school = plan.importSchools[k]!;
      const acted = status !== IMPORT_STATUS.AWAITING_EXPORT_DECISION;
      const terms = STATUSES_AFTER_ENROLMENT.includes(status) ? termsUsed(status, plan.year) : [];
      const summer = status === IMPORT_STATUS.ENROLLED && a % 2 === 0;
      const withdrawal =
        status === IMPORT_STATUS.WITHDRAWN
          ? `${plan.year + 1}-02-20`
          : status === IMPORT_STATUS.GRADUATED
            ? `${plan.year + 4}-05-15`
            : null;
      const graduate = plan.categoryId === GRADUATE_STUDENT && school.programIds.includes(GRADUATE_PROGRAM);
      for (const on of terms) usages.push({ row: rows.length, type: 'TERM', on });
      if (summer) usages.push({ row: rows.length, type: 'SUMMER', on: `${plan.year + 1}-07-31` });
      rows.push({
        applicationId: appRows[a]!.id,
        importSchoolId: school.id,
        importStatusId: status,
        importStatusDate: acted ? addDays(created, rng.int(25, 60)) : created,
        importStatusOtherReason:
          status === IMPORT_STATUS.DENIED_OTHER
            ? 'Applicant did not complete the required portfolio review.'
            : null,
        participationTypeId: STATUSES_WITH_PROGRAM.includes(status)
          ? graduate
            ? GRADUATE_PROGRAM
            : school.programIds[0]!
          : null,
        leaveOfAbsenceBegin: status === IMPORT_STATUS.LEAVE_OF_ABSENCE ? '2026-10-01' : null,
        leaveOfAbsenceEnd: status === IMPORT_STATUS.LEAVE_OF_ABSENCE ? '2027-05-31' : null,
        withdrawalDate: withdrawal,
        lastEligibilityUsed: terms.at(-1) ?? null,
        unprocessedSummerTerm: summer ? 1 : 0,
        modifiedBy: acted ? teloOf(school) : null,
      });
    });
  });
  const inserted = await tx.insert(applicationSchools).values(rows).returning({ id: applicationSchools.id });
  await tx.insert(eligibilityUsages).values(
    usages.map((u) => ({
      applicationSchoolId: inserted[u.row]!.id,
      usageType: u.type,
      usedOn: u.on,
      modifiedBy: rows[u.row]!.modifiedBy,
    })),
  );

  return apps.map(({ plan, student }, a) => ({
    id: appRows[a]!.id,
    year: plan.year,
    appStatus: plan.appStatus,
    student: { firstName: student.firstName, lastName: student.lastName },
    exportSchool: plan.exportSchool,
    imports: plan.imports.map((status, k) => ({ school: plan.importSchools[k]!, status })),
  }));
}
