import {
  APPLICATION_STATUS,
  addCalendarMonths,
  EXPORT_STATUS,
  IMPORT_STATUS,
  INITIAL_ELIGIBILITY_REMAINING,
  LEAVE_OF_ABSENCE_LIMIT_MONTHS,
  NO_LONGER_ELIGIBLE_REASON,
  PARTICIPATION_TYPES,
  STUDENT_CATEGORIES,
  TRAINING,
} from '@exchange/domain';
import type { Tx } from '../client.js';
import { users } from '../schema/auth.js';
import { applicationSchools, eligibilityUsages, studentApplications, students } from '../schema/students.js';
import { type DemoCalendar, notAfterToday, type SeededAidYear } from './aid-years.js';
import { STATUSES_AFTER_ENROLMENT, STATUSES_WITH_PROGRAM } from './application-plans.js';
import { catalogueId } from './catalogue.js';
import { addDays, Random } from './random.js';
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

function creationDate(rng: Random, year: number, calendar: DemoCalendar): string {
  // Next year's applications arrive in the autumn before it; others over the preceding winter.
  return year > calendar.currentYear
    ? notAfterToday(addDays(`${year - 1}-10-01`, rng.int(0, 45)), calendar)
    : addDays(`${year - 1}-11-01`, rng.int(0, 150));
}

/** Showcase students draw their dates from their own sequence, so the others' dates stay as they were. */
const SHOWCASE_SEED = 20_261_126;

/**
 * A leave that is running when the seed runs: it began on the first of last month (not before the aid
 * year the student enrolled in ended) and ends a month inside the limit (open-points 7).
 */
function runningLeave(year: number, calendar: DemoCalendar): { begin: string; end: string } {
  const lastMonth = addCalendarMonths(`${calendar.today.slice(0, 7)}-01`, -1);
  const afterEnrolment = `${year + 1}-07-01`;
  const begin = lastMonth > afterEnrolment ? lastMonth : afterEnrolment;
  const began = notAfterToday(begin, calendar);
  return { begin: began, end: addCalendarMonths(began, LEAVE_OF_ABSENCE_LIMIT_MONTHS - 1) };
}

/**
 * The day a row took its status (`acted`: days after the application the school acted, drawn for every
 * acted row). Enrolled and what follows it come on or after 15 August of the aid year (open-points 6):
 * Withdrawn and Graduated on their dates, Leave of Absence when it begins, Transferred when the transfer
 * application was enrolled the year after.
 */
function importStatusDate(
  status: number,
  plan: PlannedApplication,
  created: string,
  acted: number,
  dates: { withdrawal: string | null; leaveBegin: string | null; noLongerEligible: string | null },
): string {
  const I = IMPORT_STATUS;
  if (status === I.AWAITING_EXPORT_DECISION) return created;
  if (status === I.ENROLLED) return addDays(`${plan.year}-08-15`, acted - 25);
  if (status === I.TRANSFERRED) return addDays(`${plan.year + 1}-08-15`, acted - 20);
  if (status === I.LEAVE_OF_ABSENCE) return dates.leaveBegin!;
  if (status === I.WITHDRAWN || status === I.GRADUATED) return dates.withdrawal!;
  if (status === I.DENIED_OTHER && dates.noLongerEligible) return dates.noLongerEligible;
  return addDays(created, acted);
}

/** Inserts the student accounts, student records, applications and import rows. */
export async function seedStudents(
  tx: Tx,
  rng: Random,
  passwordHash: string,
  schools: Map<string, SeededSchool>,
  years: Map<number, SeededAidYear>,
  staffIds: Map<string, number>,
  calendar: DemoCalendar,
): Promise<SeededApplication[]> {
  const plans = planStudents(rng, schools, calendar.currentYear);
  const showcaseRng = new Random(SHOWCASE_SEED);
  const rngOf = (student: PlannedStudent) => (student.showcase ? showcaseRng : rng);
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
      apps.push({
        plan,
        student,
        studentId: studentRows[i]!.id,
        created: creationDate(rngOf(student), plan.year, calendar),
      });
    }
  });

  const appRows = await tx
    .insert(studentApplications)
    .values(
      apps.map(({ plan, student, studentId, created }) => {
        const decided = plan.exportStatus !== EXPORT_STATUS.AWAITING_DECISION;
        const noLongerEligible = plan.exportStatus === EXPORT_STATUS.NO_LONGER_ELIGIBLE;
        const decidedOn = decided ? addDays(created, rngOf(student).int(3, 20)) : created;
        // One extension, given in the spring after the school enrolled the student (a past day).
        const extended = plan.extended === true;
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
          // No Longer Eligible follows an enrolment: decided on its effective date.
          exportStatusDate: noLongerEligible ? `${plan.year + 1}-01-31` : decidedOn,
          customField1: alpha
            ? rng.pick(['College of Engineering', 'University Libraries', 'Athletics'])
            : null,
          customField2: alpha ? 'Dr. Helen Park' : null,
          studentCategoryId: plan.categoryId,
          extendEligibility: extended ? 1 : 0,
          extendEligibilityDate: extended ? `${plan.year + 1}-03-02` : null,
          exportStatusReasonOther:
            plan.exportStatus === EXPORT_STATUS.DENIED_OTHER
              ? 'Employee holds a temporary appointment that does not carry the tuition benefit.'
              : null,
          noLongerEligibleDate: noLongerEligible ? `${plan.year + 1}-01-31` : null,
          eligibilityRemaining: INITIAL_ELIGIBILITY_REMAINING - usedTerms,
          modifiedBy: decided ? teloOf(plan.exportSchool) : null,
        };
      }),
    )
    .returning({ id: studentApplications.id });

  const rows: (typeof applicationSchools.$inferInsert)[] = [];
  const usages: { row: number; type: 'TERM' | 'SUMMER'; on: string }[] = [];
  // A row becomes Transferred when the student's transfer is enrolled elsewhere: that school's user made
  // the change (a row's Modified By names its last change, issue 21).
  const transferEnrolledAt = new Map<PlannedStudent, SeededSchool>();
  for (const { plan, student } of apps) {
    const k = plan.imports.findIndex((s) => STATUSES_AFTER_ENROLMENT.includes(s));
    if (plan.appStatus === APPLICATION_STATUS.TRANSFER && k >= 0)
      transferEnrolledAt.set(student, plan.importSchools[k]!);
  }
  /**
   * Who last changed a row: nobody at 1 and 2 (the submission and the export approval put it there),
   * the export school's user on a row No Longer Eligible denied, the enrolling school's user on a row its
   * transfer turned to Transferred, else the school's own.
   */
  const rowModifier = (
    status: number,
    school: SeededSchool,
    student: PlannedStudent,
    plan: PlannedApplication,
  ) => {
    if (status === IMPORT_STATUS.AWAITING_EXPORT_DECISION || status === IMPORT_STATUS.DECISION_PENDING)
      return null;
    if (status === IMPORT_STATUS.DENIED_OTHER && plan.exportStatus === EXPORT_STATUS.NO_LONGER_ELIGIBLE)
      return teloOf(plan.exportSchool);
    if (status === IMPORT_STATUS.TRANSFERRED) return teloOf(transferEnrolledAt.get(student) ?? school);
    return teloOf(school);
  };
  apps.forEach(({ plan, student, created }, a) => {
    const firstEnrolled = plan.imports.indexOf(IMPORT_STATUS.ENROLLED);
    const noLongerEligible =
      plan.exportStatus === EXPORT_STATUS.NO_LONGER_ELIGIBLE ? `${plan.year + 1}-01-31` : null;
    plan.imports.forEach((status, k) => {
      const school = plan.importSchools[k]!;
      const acted = status !== IMPORT_STATUS.AWAITING_EXPORT_DECISION;
      const actedAfter = acted ? rngOf(student).int(25, 60) : 0;
      const terms = STATUSES_AFTER_ENROLMENT.includes(status) ? termsUsed(status, plan.year) : [];
      const summer =
        status === IMPORT_STATUS.ENROLLED &&
        k === firstEnrolled &&
        (plan.summerTerm ?? a % 2 === 0) &&
        plan.appStatus !== APPLICATION_STATUS.CLOSED;
      // No Longer Eligible withdrew an enrolled student on its effective date.
      const withdrawal =
        status === IMPORT_STATUS.WITHDRAWN
          ? (noLongerEligible ?? `${plan.year + 1}-02-20`)
          : status === IMPORT_STATUS.GRADUATED
            ? `${plan.year + 4}-05-15`
            : null;
      const leave = status === IMPORT_STATUS.LEAVE_OF_ABSENCE ? runningLeave(plan.year, calendar) : null;
      const graduate = plan.categoryId === GRADUATE_STUDENT && school.programIds.includes(GRADUATE_PROGRAM);
      for (const on of terms) usages.push({ row: rows.length, type: 'TERM', on });
      if (summer) usages.push({ row: rows.length, type: 'SUMMER', on: `${plan.year + 1}-06-15` });
      rows.push({
        applicationId: appRows[a]!.id,
        importSchoolId: school.id,
        importStatusId: status,
        importStatusDate: importStatusDate(status, plan, created, actedAfter, {
          withdrawal,
          leaveBegin: leave?.begin ?? null,
          noLongerEligible,
        }),
        importStatusOtherReason:
          status === IMPORT_STATUS.DENIED_OTHER
            ? noLongerEligible
              ? NO_LONGER_ELIGIBLE_REASON
              : 'Applicant did not complete the required portfolio review.'
            : null,
        participationTypeId: STATUSES_WITH_PROGRAM.includes(status)
          ? graduate
            ? GRADUATE_PROGRAM
            : school.programIds[0]!
          : null,
        leaveOfAbsenceBegin: leave?.begin ?? null,
        leaveOfAbsenceEnd: leave?.end ?? null,
        withdrawalDate: withdrawal,
        lastEligibilityUsed: terms.at(-1) ?? null,
        unprocessedSummerTerm: summer ? 1 : 0,
        modifiedBy: rowModifier(status, school, student, plan),
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
