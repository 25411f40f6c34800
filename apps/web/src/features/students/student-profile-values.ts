import {
  isLiveApplication,
  STUDENT_MESSAGES as M,
  type StudentApplicationView,
  type StudentProfileBody,
  type StudentView,
  studentProfileSchema,
} from '@exchange/domain';
// Explicit extension: the API's form-message test imports this file too (apps/server/src/security).
import { formResolver } from '../../lib/form-resolver.js';

/** The Student Profile form as its inputs hold it. */
export interface ProfileValues {
  studentFirstName: string;
  studentLastName: string;
  studentMiddleInitial: string;
  studentEmail: string;
  ferpa: boolean;
  version: number;
}

/** The form's values for a student record. */
export function profileValues(s: StudentView): ProfileValues {
  return {
    studentFirstName: s.studentFirstName,
    studentLastName: s.studentLastName,
    studentMiddleInitial: s.studentMiddleInitial ?? '',
    studentEmail: s.studentEmail,
    ferpa: s.ferpa === 1,
    version: s.version,
  };
}

/**
 * The Student Profile resolver: the schema PUT api/student/{id} checks, and the email rule of 1-core §5
 * against the employee emails of the student's live applications (the server checks the same).
 */
export function studentProfileResolver(
  applications: readonly Pick<StudentApplicationView, 'applicationStatus' | 'employeeEmail'>[],
) {
  const employeeEmails = applications.filter(isLiveApplication).map((a) => a.employeeEmail.toLowerCase());
  return formResolver<ProfileValues, StudentProfileBody>(studentProfileSchema, {
    extraIssues: (v) =>
      employeeEmails.includes(v.studentEmail.trim().toLowerCase())
        ? [{ path: 'studentEmail', message: M.emailsMustDiffer }]
        : [],
  });
}
