import {
  APPLICATION_STATUS,
  birthDateIssues,
  COUNTRY_US,
  composeBirthDate,
  type EzApplicationBody,
  employeeEmailIssue,
  ezApplicationSchema,
  formatPhone,
  type NewApplicationType,
  type StudentApplicationView,
  type StudentView,
  splitBirthDate,
  studentAddressIssues,
  type TransferPrefill,
  type UpdateApplicationBody,
  updateApplicationSchema,
} from '@exchange/domain';
// Explicit extension: the API's form-message test imports this file too (apps/server/src/security).
import { type FormIssue, formResolver } from '../../lib/form-resolver.js';

/** The student's address, phone and birth date as the form holds them (birth date in three parts). */
export interface AddressFormValues {
  studentAddress: string;
  studentAddress2: string;
  studentCity: string;
  studentState: string;
  studentZip: string;
  studentZipFour: string;
  studentCellPhone: string;
  birthMonth: string;
  birthDay: string;
  birthYear: string;
  countryId: number;
  acknowledgment: boolean;
}

/**
 * The fields of the student part every application form has, by the names the server's field messages
 * use (the birth date's message lands on birthMonth, see SERVER_BIRTH_DATE).
 */
export const STUDENT_FIELD_NAMES: readonly string[] = [
  'studentAddress',
  'studentAddress2',
  'studentCity',
  'studentState',
  'studentZip',
  'studentZipFour',
  'studentCellPhone',
  'birthMonth',
  'countryId',
  'acknowledgment',
];

/** A school applied to, as the body carries it. */
export interface ChosenSchool {
  importSchool: number;
}

/** The EZ application form: the body's shape, with ids 0 while nothing is chosen. */
export interface EzFormValues extends AddressFormValues {
  studentApplication: {
    applicationStatus: NewApplicationType;
    aidyear: number;
    exportSchool: number;
    employeeFirstName: string;
    employeeLastName: string;
    employeeTitle: string;
    employeeEmail: string;
    employeeId: string;
    employeeYearOfService: string;
    customField1: string;
    customField2: string;
    customField3: string;
    studentCategoryId: number;
    studentApplicationSchool: ChosenSchool[];
  };
}

/** The Update EZ Application form. */
export interface UpdateFormValues extends AddressFormValues {
  studentApplication: { version: number; studentApplicationSchool: ChosenSchool[] };
}

/** The address part of the form, filled from the student record when it has one. */
export function addressDefaults(student: StudentView | undefined): AddressFormValues {
  const birth = splitBirthDate(student?.studentBirthDate);
  const countryId = student?.countryId ?? COUNTRY_US;
  const us = countryId === COUNTRY_US;
  return {
    studentAddress: student?.studentAddress ?? '',
    studentAddress2: student?.studentAddress2 ?? '',
    studentCity: student?.studentCity ?? '',
    studentState: us ? (student?.studentState ?? '') : '',
    studentZip: student?.studentZip ?? '',
    studentZipFour: student?.studentZipFour ?? '',
    studentCellPhone: formatPhone(student?.studentCellPhone, countryId),
    birthMonth: birth.month,
    birthDay: birth.day,
    birthYear: birth.year,
    countryId,
    acknowledgment: false,
  };
}

/** A new EZ application; a transfer starts from the employer and employee of the open application. */
export function ezDefaults(
  type: NewApplicationType,
  student: StudentView | undefined,
  prefill: TransferPrefill | undefined,
): EzFormValues {
  const text = (v: string | null | undefined) => v ?? '';
  return {
    ...addressDefaults(student),
    studentApplication: {
      applicationStatus: type,
      aidyear: 0,
      exportSchool: prefill?.exportSchool ?? 0,
      employeeFirstName: text(prefill?.employeeFirstName),
      employeeLastName: text(prefill?.employeeLastName),
      employeeTitle: text(prefill?.employeeTitle),
      employeeEmail: text(prefill?.employeeEmail),
      employeeId: text(prefill?.employeeId),
      employeeYearOfService:
        prefill?.employeeYearOfService == null ? '' : String(prefill.employeeYearOfService),
      customField1: text(prefill?.customField1),
      customField2: text(prefill?.customField2),
      customField3: text(prefill?.customField3),
      studentCategoryId: 0,
      studentApplicationSchool: [],
    },
  };
}

/** The update form of one application. */
export function updateDefaults(student: StudentView, application: StudentApplicationView): UpdateFormValues {
  return {
    ...addressDefaults(student),
    studentApplication: {
      version: application.version,
      studentApplicationSchool: application.studentApplicationSchool.map((s) => ({
        importSchool: s.importSchool,
      })),
    },
  };
}

/** The body's address part: the birth date joined; a non-US address drops its state and zip+4. */
export function addressBody<T extends AddressFormValues>(values: T) {
  const { birthMonth, birthDay, birthYear, ...rest } = values;
  const us = rest.countryId === COUNTRY_US;
  return {
    ...rest,
    studentState: us ? rest.studentState : '',
    studentZipFour: us ? rest.studentZipFour : '',
    studentBirthDate: composeBirthDate(birthMonth.trim(), birthDay.trim(), birthYear.trim()),
  };
}

/**
 * Birth date parts and not after today (the programme's day, useProgramToday), plus the zip, phone
 * and state rules: the schema checks those only once every field is valid, and the student should see
 * every problem at once.
 */
function addressIssues(values: AddressFormValues, today: string): FormIssue[] {
  const body = addressBody(values);
  return [
    ...birthDateIssues(values.birthMonth.trim(), values.birthDay.trim(), values.birthYear.trim(), today),
    ...studentAddressIssues({
      countryId: body.countryId,
      studentState: body.studentState.trim().toUpperCase(),
      studentZip: body.studentZip,
      studentZipFour: body.studentZipFour || null,
      studentCellPhone: body.studentCellPhone,
    }),
  ];
}

/**
 * The form shows the birth date in three parts: the schema's studentBirthDate message is left out, and
 * addressIssues gives the same rule's message on the part at fault.
 */
const BIRTH_DATE_PARTS = { studentBirthDate: null } as const;

/** A server message about studentBirthDate goes on the birth month, the first of the three parts. */
export const SERVER_BIRTH_DATE = { studentBirthDate: 'birthMonth' } as const;

/** What the employee email rule needs besides the form: the student's email and the employer's setting. */
export interface EmailContext {
  studentEmail: string | undefined;
  nonEduAccepted: number;
}

/**
 * The EZ application resolver: domain schema, birth date parts and the employee email rule. `today` is
 * the programme's day (useProgramToday).
 */
export function ezResolver(context: () => EmailContext, today: string) {
  return formResolver<EzFormValues, EzApplicationBody>(ezApplicationSchema, {
    toBody: addressBody,
    fieldMap: BIRTH_DATE_PARTS,
    extraIssues(values) {
      const issues = addressIssues(values, today);
      const email = values.studentApplication.employeeEmail;
      const issue = email.trim() ? employeeEmailIssue(email, context()) : null;
      if (issue) issues.push({ path: 'studentApplication.employeeEmail', message: issue });
      return issues;
    },
  });
}

/** The Update EZ Application resolver: domain schema and birth date parts; `today` as for ezResolver. */
export function updateResolver(today: string) {
  return formResolver<UpdateFormValues, UpdateApplicationBody>(updateApplicationSchema, {
    toBody: addressBody,
    fieldMap: BIRTH_DATE_PARTS,
    extraIssues: (values) => addressIssues(values, today),
  });
}

/** True for a transfer application (its employer is fixed, its classification list shorter). */
export function isTransfer(type: NewApplicationType): boolean {
  return type === APPLICATION_STATUS.TRANSFER;
}

/** The application type carried in the navigation state, or null when absent or unknown. */
export function applicationTypeFrom(state: unknown): NewApplicationType | null {
  const type = (state as { applicationType?: unknown } | null)?.applicationType;
  return type === APPLICATION_STATUS.OPEN || type === APPLICATION_STATUS.TRANSFER ? type : null;
}

/** The application id carried in the navigation state (a bare id or { applicationId }), or null. */
export function applicationIdFrom(state: unknown): number | null {
  const raw =
    typeof state === 'object' && state !== null
      ? (state as { applicationId?: unknown }).applicationId
      : state;
  const id = typeof raw === 'string' ? Number(raw) : raw;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}
