import { z } from 'zod';
import { emailField } from '../common/email.js';
import { whenMissing } from '../common/validation-messages.js';
import { whenValid } from '../common/when-valid.js';
import { COUNTRY_US, NON_US_STATE } from '../reference/reference.js';
import { addressIssues, phoneDigits } from '../schools/school-rules.js';
import { APPLICATION_STATUS } from '../statuses/statuses.js';
import { isCategoryAllowed, MAX_IMPORT_SCHOOLS } from './application-rules.js';
import { STUDENT_MESSAGES as M } from './messages.js';

type Issue = { path: string; message: string };

const required = { error: whenMissing(M.required) };

const requiredText = (max: number) =>
  z.string(required).trim().min(1, M.required).max(max, `Must be ${max} characters or less`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be ${max} characters or less`)
    .nullish()
    .transform((v) => v || null);
const requiredId = z.number(required).int().positive(M.required);

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Birth date parts as the form has them (1-core §5): month 01-12, day 01-31 and real for that month,
 * year 4 digits. Paths are the form's birthMonth, birthDay and birthYear.
 */
function birthDatePartIssues(month: string, day: string, year: string): Issue[] {
  const issues: Issue[] = [];
  const m = /^\d{2}$/.test(month) ? Number(month) : 0;
  const d = /^\d{2}$/.test(day) ? Number(day) : 0;
  if (m < 1 || m > 12) issues.push({ path: 'birthMonth', message: M.birthMonthInvalid });
  if (d < 1 || d > 31) issues.push({ path: 'birthDay', message: M.birthDayInvalid });
  if (!/^\d{4}$/.test(year)) issues.push({ path: 'birthYear', message: M.birthYearInvalid });
  else if (issues.length === 0 && d > daysInMonth(Number(year), m)) {
    issues.push({ path: 'birthDay', message: M.birthDayInvalid });
  }
  return issues;
}

/**
 * The birth date rule that needs today (1-core §5): not after it. `today` is the programme's day
 * (open-points 1: toProgramDay), given by the caller; null when the date is fine.
 */
export function birthDateFutureIssue(studentBirthDate: string, today: string): string | null {
  return studentBirthDate > today ? M.birthDateFuture : null;
}

/**
 * Every birth date rule on the form's parts: the parts themselves, then not after today (the
 * programme's day, open-points 1). Paths are the form's birthMonth, birthDay and birthYear.
 */
export function birthDateIssues(month: string, day: string, year: string, today: string): Issue[] {
  const issues = birthDatePartIssues(month, day, year);
  const future = issues.length === 0 && birthDateFutureIssue(composeBirthDate(month, day, year), today);
  if (future) issues.push({ path: 'birthYear', message: future });
  return issues;
}

/** studentBirthDate (YYYY-MM-DD) from the form's parts. */
export function composeBirthDate(month: string, day: string, year: string): string {
  return `${year}-${month}-${day}`;
}

/** The form's parts of a stored studentBirthDate (empty strings when none). */
export function splitBirthDate(iso: string | null | undefined): { month: string; day: string; year: string } {
  const [year = '', month = '', day = ''] = (iso ?? '').split('-');
  return { month, day, year };
}

/**
 * studentBirthDate in the API: YYYY-MM-DD, checked part by part with the form's messages. Not after
 * today needs the programme's day, so the server checks it with birthDateFutureIssue.
 */
const birthDateField = z
  .string(required)
  .trim()
  .superRefine((v, ctx) => {
    if (!v) {
      ctx.addIssue({ code: 'custom', message: M.required });
      return;
    }
    const { month, day, year } = splitBirthDate(v);
    for (const issue of birthDatePartIssues(month, day, year)) {
      ctx.addIssue({ code: 'custom', message: issue.message });
    }
  });

/** Years of service: required, digits only, at most 2 digits (1-core §5, §9). */
export const yearsOfServiceField = z.union([z.string(), z.number()], required).transform((v, ctx) => {
  const s = String(v).trim();
  if (!s) ctx.addIssue({ code: 'custom', message: M.required });
  else if (!/^\d+$/.test(s)) ctx.addIssue({ code: 'custom', message: M.numericOnly });
  else if (s.length > 2) ctx.addIssue({ code: 'custom', message: M.yearsOfServiceMax });
  else return Number(s);
  return z.NEVER;
});

/**
 * Years of service where it may stay empty (the export school's edit, 2-applications §5: numeric, at most
 * 2 digits): the same checks, null when empty.
 */
export const optionalYearsOfServiceField = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v, ctx) => {
    const s = v === null || v === undefined ? '' : String(v).trim();
    if (!s) return null;
    if (!/^\d+$/.test(s)) ctx.addIssue({ code: 'custom', message: M.numericOnly });
    else if (s.length > 2) ctx.addIssue({ code: 'custom', message: M.yearsOfServiceMax });
    else return Number(s);
    return z.NEVER;
  });

/**
 * Employee email rule that needs context (1-core §5): different from the student's email, and ending
 * in .edu unless the chosen employer accepts non-EDU email. Null when the email is fine.
 */
export function employeeEmailIssue(
  employeeEmail: string,
  context: { studentEmail: string | null | undefined; nonEduAccepted: number | boolean },
): string | null {
  const employee = employeeEmail.trim().toLowerCase();
  if (context.studentEmail && employee === context.studentEmail.trim().toLowerCase())
    return M.emailsMustDiffer;
  if (!context.nonEduAccepted && !employee.endsWith('.edu')) return M.employeeEmailEdu;
  return null;
}

/** Student address, phone and birth date as sent with an application (1-core §3 Student). */
const studentAddressShape = {
  studentAddress: requiredText(200),
  studentAddress2: optionalText(200),
  studentCity: requiredText(100),
  studentState: z
    .string()
    .trim()
    .max(2, M.stateUnknown)
    .nullish()
    .transform((v) => (v ?? '').toUpperCase()),
  studentZip: z.string(required).trim(),
  studentZipFour: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null),
  studentCellPhone: z
    .string()
    .nullish()
    .transform((v) => (v ?? '').trim()),
  studentBirthDate: birthDateField,
  countryId: z.number().int().positive(M.countryUnknown).default(COUNTRY_US),
};

type StudentAddress = {
  countryId: number;
  studentState: string;
  studentZip: string;
  studentZipFour: string | null;
  studentCellPhone: string;
};

const ADDRESS_PATHS: Record<string, string> = {
  zip: 'studentZip',
  zipFour: 'studentZipFour',
  phone: 'studentCellPhone',
};

/**
 * The school zip and phone rules applied to the student (1-core §5): zip required, phone optional but
 * checked when given, and a state for US addresses.
 */
export function studentAddressIssues(v: StudentAddress): Issue[] {
  const issues = addressIssues({
    countryId: v.countryId,
    zip: v.studentZip,
    zipFour: v.studentZipFour,
    phone: v.studentCellPhone,
  })
    .filter((i) => i.path !== 'phone' || v.studentCellPhone.trim() !== '')
    .map((i) => ({ path: ADDRESS_PATHS[i.path] ?? i.path, message: i.message }));
  if (v.countryId === COUNTRY_US && (!v.studentState || v.studentState === NON_US_STATE)) {
    issues.push({ path: 'studentState', message: M.required });
  }
  return issues;
}

function addressRules(v: StudentAddress, ctx: z.RefinementCtx) {
  for (const i of studentAddressIssues(v))
    ctx.addIssue({ code: 'custom', path: [i.path], message: i.message });
}

const ADDRESS_KEYS = ['countryId', 'studentState', 'studentZip', 'studentZipFour', 'studentCellPhone'];

/** What is stored: phone digits only (null when none); non-US state FC and no zip+4. */
function normaliseAddress<T extends StudentAddress>(v: T) {
  const us = v.countryId === COUNTRY_US;
  return {
    ...v,
    studentCellPhone: phoneDigits(v.studentCellPhone) || null,
    studentState: us ? v.studentState : NON_US_STATE,
    studentZipFour: us ? v.studentZipFour : null,
  };
}

/** The schools applied to: 1-20 distinct schools; importStatus, when sent, is ignored (always 1). */
const importSchoolList = z
  .array(z.object({ importSchool: z.number().int().positive(), importStatus: z.number().int().optional() }), {
    error: whenMissing(M.importSchoolRequired),
  })
  .min(1, M.importSchoolRequired)
  .max(MAX_IMPORT_SCHOOLS, M.importSchoolMax)
  .refine((list) => new Set(list.map((s) => s.importSchool)).size === list.length, M.importSchoolDuplicate);

/**
 * The employee fields of an application (1-core §5, 2-applications §5): entered by the student and
 * corrected by the export school on the Export Application screen.
 */
export const employeeShape = {
  employeeFirstName: requiredText(50),
  employeeLastName: requiredText(50),
  employeeTitle: requiredText(100),
  employeeEmail: emailField(M.emailRequired, M.emailInvalid),
  employeeId: optionalText(50),
  employeeYearOfService: yearsOfServiceField,
  customField1: optionalText(50),
  customField2: optionalText(50),
  customField3: optionalText(50),
};

/** Acknowledgment box: must be checked to submit (1-core §5). */
const acknowledgmentField = z
  .boolean({ error: M.acknowledgmentRequired })
  .refine((v) => v, M.acknowledgmentRequired);

/** The studentApplication entry of a new EZ application (1-core §3, §5). */
export const ezApplicationEntrySchema = z
  .object({
    applicationStatus: z
      .enum([APPLICATION_STATUS.OPEN, APPLICATION_STATUS.TRANSFER])
      .default(APPLICATION_STATUS.OPEN),
    aidyear: requiredId,
    exportSchool: requiredId,
    ...employeeShape,
    studentCategoryId: requiredId,
    studentApplicationSchool: importSchoolList,
  })
  .superRefine(
    (v, ctx) => {
      if (!isCategoryAllowed(v.applicationStatus, v.studentCategoryId)) {
        ctx.addIssue({ code: 'custom', path: ['studentCategoryId'], message: M.categoryNotForTransfer });
      }
      if (v.studentApplicationSchool.some((s) => s.importSchool === v.exportSchool)) {
        ctx.addIssue({
          code: 'custom',
          path: ['studentApplicationSchool'],
          message: M.importSchoolIsEmployer,
        });
      }
    },
    whenValid('applicationStatus', 'studentCategoryId', 'exportSchool', 'studentApplicationSchool'),
  );

/**
 * POST api/student/{id}/application body: the student's address fields, the acknowledgment and one
 * studentApplication entry. Rules needing server data (employer's nonEduAccepted, deadlines, the
 * student's email, today) are checked with employeeEmailIssue, the school options and
 * birthDateFutureIssue.
 */
export const ezApplicationSchema = z
  .object({
    ...studentAddressShape,
    acknowledgment: acknowledgmentField,
    studentApplication: ezApplicationEntrySchema,
  })
  .superRefine(addressRules, whenValid(...ADDRESS_KEYS))
  .transform(normaliseAddress);
export type EzApplicationInput = z.input<typeof ezApplicationSchema>;
export type EzApplicationBody = z.output<typeof ezApplicationSchema>;

/**
 * PUT api/student/{id}/application/{applicationId} body for the student's Update EZ Application: the
 * address fields, the acknowledgment and the schools applied to. Other studentApplication fields
 * (classification, employer, employee) are read-only here and ignored when sent; version, when sent,
 * must match the application's.
 */
export const updateApplicationSchema = z
  .object({
    ...studentAddressShape,
    acknowledgment: acknowledgmentField,
    studentApplication: z.object({
      version: z.number().int().positive().optional(),
      studentApplicationSchool: importSchoolList,
    }),
  })
  .superRefine(addressRules, whenValid(...ADDRESS_KEYS))
  .transform(normaliseAddress);
export type UpdateApplicationInput = z.input<typeof updateApplicationSchema>;
export type UpdateApplicationBody = z.output<typeof updateApplicationSchema>;
