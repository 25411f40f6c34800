import {
  birthDateFutureIssue,
  COUNTRY_US,
  DEADLINE_STATUS,
  type EzApplicationBody,
  employeeEmailIssue,
  enrolledSchoolIds,
  type ImportSchoolOption,
  isActiveAidYear,
  STUDENT_MESSAGES as M,
  STUDENT_CATEGORIES,
} from '@exchange/domain';
import type { DbOrTx } from '../../db/client.js';
import { badRequest } from '../../plugins/errors.js';
import { findAidYear, isAidYearShown } from '../reference/reference-service.js';
import type { ApplicationState } from './applications-repo.js';
import { listExportSchoolOptions, listImportSchoolOptions } from './school-options-service.js';
import { findPlace } from './students-repo.js';

/** Field name (dotted path of the body) to message, as the API's 400 answers carry them. */
export type FieldErrors = Record<string, string>;

const SCHOOLS_PATH = 'studentApplication.studentApplicationSchool';

/** Throws 400 with every collected field message; the first one is the headline. */
export function throwIfErrors(errors: FieldErrors) {
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
}

/** The birth date must not be after today, the programme's day (1-core §5, open-points 1). */
export function birthDateErrors(studentBirthDate: string, today: string): FieldErrors {
  const issue = birthDateFutureIssue(studentBirthDate, today);
  return issue ? { studentBirthDate: issue } : {};
}

/** The country must exist and a US address needs a known state. */
export async function placeErrors(
  db: DbOrTx,
  address: { countryId: number; studentState: string },
): Promise<FieldErrors> {
  const { countryExists, stateExists } = await findPlace(db, address.countryId, address.studentState);
  if (!countryExists) return { countryId: M.countryUnknown };
  if (address.countryId === COUNTRY_US && !stateExists) return { studentState: M.stateUnknown };
  return {};
}

/**
 * Schools newly put on an application: not the employer, not the school a transfer starts from, and
 * each an ENABLED import option of the employer and aid year (which leaves out schools that opted out).
 */
export function importSchoolErrors(
  chosen: readonly number[],
  context: { employerId: number; options: readonly ImportSchoolOption[]; priorSchoolIds: readonly number[] },
): FieldErrors {
  const { employerId, options, priorSchoolIds } = context;
  if (chosen.includes(employerId)) return { [SCHOOLS_PATH]: M.importSchoolIsEmployer };
  if (chosen.some((id) => priorSchoolIds.includes(id))) return { [SCHOOLS_PATH]: M.transferPriorSchool };
  const enabled = new Set(
    options.filter((o) => o.deadlineStatus === DEADLINE_STATUS.ENABLED).map((o) => o.id),
  );
  if (chosen.some((id) => !enabled.has(id))) return { [SCHOOLS_PATH]: M.importSchoolDisabled };
  return {};
}

/**
 * The rules of a new application that need the database (1-core §5): an active aid year, an employer
 * open for it (for a transfer: the open application's employer), the employee email against the
 * student's email and the employer's nonEduAccepted, ENABLED import schools, a known classification
 * and a known country and state.
 */
export async function newApplicationErrors(
  db: DbOrTx,
  input: {
    body: EzApplicationBody;
    studentEmail: string;
    transferFrom: ApplicationState | undefined;
    today: string;
  },
): Promise<FieldErrors> {
  const { body, studentEmail, transferFrom, today } = input;
  const entry = body.studentApplication;
  const errors: FieldErrors = {};

  const year = await findAidYear(db, entry.aidyear);
  // A new application is for an aid year applicants see today (open-points 32: the display dates).
  if (!year || !isActiveAidYear(year.aidyearenddate, today) || !(await isAidYearShown(db, year.id, today)))
    errors['studentApplication.aidyear'] = M.aidYearInactive;

  const employers = await listExportSchoolOptions(db, entry.aidyear, today);
  const employer = employers.find((e) => e.id === entry.exportSchool);
  if (transferFrom) {
    // A transfer's export approval carries over, so the employer must stay the same; its deadline no longer matters.
    if (entry.exportSchool !== transferFrom.exportSchoolId) {
      errors['studentApplication.exportSchool'] = M.transferEmployerFixed;
    }
  } else if (!employer || employer.deadlineStatus !== DEADLINE_STATUS.ENABLED) {
    errors['studentApplication.exportSchool'] = M.employerDisabled;
  }

  const emailIssue = employeeEmailIssue(entry.employeeEmail, {
    studentEmail,
    nonEduAccepted: employer?.nonEduAccepted ?? 0,
  });
  if (emailIssue) errors['studentApplication.employeeEmail'] = emailIssue;

  if (!STUDENT_CATEGORIES.some((c) => c.id === entry.studentCategoryId)) {
    errors['studentApplication.studentCategoryId'] = M.categoryUnknown;
  }

  const options = await listImportSchoolOptions(db, entry.exportSchool, entry.aidyear, today);
  const prior = transferFrom ? enrolledSchoolIds(transferFrom.schools) : [];
  Object.assign(
    errors,
    importSchoolErrors(
      entry.studentApplicationSchool.map((s) => s.importSchool),
      { employerId: entry.exportSchool, options, priorSchoolIds: prior },
    ),
  );
  Object.assign(errors, await placeErrors(db, body), birthDateErrors(body.studentBirthDate, today));
  return errors;
}
