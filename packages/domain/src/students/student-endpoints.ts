import { z } from 'zod';
import { exportApplicationEditSchema } from '../applications/export-schemas.js';
import { sessionUserSchema } from '../auth/session-user.js';
import { idParams, recordIdParam } from '../common/api-params.js';
import { defineEndpoint } from '../common/endpoint.js';
import { ezApplicationSchema, updateApplicationSchema } from './application-schema.js';
import { registrationSchema, studentProfileSchema } from './student-schemas.js';
import {
  applicationReadQuery,
  exportSchoolOptionSchema,
  exportSchoolOptionsParams,
  importSchoolOptionSchema,
  importSchoolOptionsParams,
  studentApplicationsAnswerSchema,
  studentSchema,
  studentWithApplicationsSchema,
  transferPrefillSchema,
} from './student-views.js';

const tag = 'Students';

/** Record rules of the student endpoints, looked up by the students module on the application in the path. */
export const STUDENT_RECORD_RULES = {
  applicationWriter: 'studentApplicationWriter',
  applicationReader: 'studentApplicationReader',
} as const;

/** Path parameters `{ id, applicationId }`: the student and one of their applications. */
export const studentApplicationParams = z.object({ ...idParams.shape, applicationId: recordIdParam });

/** The student calls of 1-core §7: sign-up, the student record and the applications. */
export const studentEndpoints = {
  registerStudent: defineEndpoint({
    operationId: 'registerStudent',
    method: 'POST',
    path: '/api/student/register',
    tag,
    summary: 'Applicant sign-up',
    description:
      'Creates a STUDENT account and student record and signs the student in (sets the session cookie). ' +
      '409 when the address is on file already.',
    access: { kind: 'public' },
    body: registrationSchema,
    response: sessionUserSchema,
    successStatus: 201,
    errors: [409],
  }),
  createStudentRecord: defineEndpoint({
    operationId: 'createStudentRecord',
    method: 'POST',
    path: '/api/student',
    tag,
    summary: "Ensure the student's record",
    description:
      "The signed-in student's student record, created from the account when it has none (accounts made " +
      'outside the sign-up); calling it again answers the same record.',
    access: { kind: 'student' },
    response: studentSchema,
    errors: [404],
  }),
  getStudent: defineEndpoint({
    operationId: 'getStudent',
    method: 'GET',
    path: '/api/student/{id}',
    tag,
    summary: 'A student record',
    access: { kind: 'studentReader', param: 'id' },
    params: idParams,
    response: studentSchema,
    errors: [404],
  }),
  updateStudentProfile: defineEndpoint({
    operationId: 'updateStudentProfile',
    method: 'PUT',
    path: '/api/student/{id}',
    tag,
    summary: "Update the student's profile",
    description:
      'Names, email (the sign-in ID) and FERPA consent. Send the loaded version to get 409 when someone ' +
      'else saved first; 409 too when the email is taken.',
    access: { kind: 'ownStudent', param: 'id' },
    params: idParams,
    body: studentProfileSchema,
    response: studentSchema,
    errors: [404, 409],
  }),
  listStudentApplications: defineEndpoint({
    operationId: 'listStudentApplications',
    method: 'GET',
    path: '/api/student/{id}/applications',
    tag,
    summary: "A student's applications",
    description: 'The student with every application (newest first) and what they may start; 404 when none.',
    access: { kind: 'studentReader', param: 'id' },
    params: idParams,
    response: studentApplicationsAnswerSchema,
    errors: [404],
  }),
  getTransferPrefill: defineEndpoint({
    operationId: 'getTransferPrefill',
    method: 'GET',
    path: '/api/student/{id}/transferprefill',
    tag,
    summary: 'What a transfer application starts from',
    description: 'The employer, employee and enrolled school; 404 when no transfer is offered.',
    access: { kind: 'ownStudent', param: 'id' },
    params: idParams,
    response: transferPrefillSchema,
    errors: [404],
  }),
  createApplication: defineEndpoint({
    operationId: 'createApplication',
    method: 'POST',
    path: '/api/student/{id}/application',
    tag,
    summary: 'Submit an application',
    description:
      'An EZ application (OPEN) or a transfer application (TRANSFER); 409 when a rule about the ' +
      "student's other applications refuses it (the message says which).",
    access: { kind: 'ownStudent', param: 'id' },
    params: idParams,
    body: ezApplicationSchema,
    response: studentWithApplicationsSchema,
    successStatus: 201,
    errors: [404, 409],
  }),
  updateApplication: defineEndpoint({
    operationId: 'updateApplication',
    method: 'PUT',
    path: '/api/student/{id}/application/{applicationId}',
    tag,
    summary: 'Update an application',
    description:
      'The student updates their address, phone, birth date and schools applied to with the student form ' +
      "(updateApplication); the export school's editors update the export status and the employee fields " +
      '(Export Application) with { studentApplication: {...} }, student fields being ignored then. Send the ' +
      'loaded version to get 409 when someone else saved first.',
    access: {
      kind: 'record',
      rule: STUDENT_RECORD_RULES.applicationWriter,
      who:
        'The student whose record {id} names, for their own application; staff who may edit exports at ' +
        "the application's export school (2-applications §6).",
    },
    params: studentApplicationParams,
    body: updateApplicationSchema.or(exportApplicationEditSchema),
    // The body's schema depends on who calls; the service picks it after the policy (403 before 400).
    bodyParsedByService: true,
    response: studentWithApplicationsSchema,
    errors: [404, 409],
  }),
  getApplication: defineEndpoint({
    operationId: 'getApplication',
    method: 'GET',
    path: '/api/student/application/{id}',
    tag,
    summary: 'One application with its student',
    description:
      'For the student, TE users and readers of its export school (with the Export Application choices ' +
      "and actions), and readers of one of its import schools, who see only their own schools' rows " +
      '(?importschool= picks one).',
    access: {
      kind: 'record',
      rule: STUDENT_RECORD_RULES.applicationReader,
      who:
        'Any signed-in user may ask; the answer is given, after the application is loaded, to its student, ' +
        'TE users and readers of its export school or of one of its import schools (others 403).',
    },
    params: idParams,
    query: applicationReadQuery,
    response: studentWithApplicationsSchema,
    errors: [404],
  }),
  listExportSchoolOptions: defineEndpoint({
    operationId: 'listExportSchoolOptions',
    method: 'GET',
    path: '/api/schools/exportschools/{aidYearId}',
    tag: 'Schools',
    summary: 'Employer options of an aid year',
    description:
      'Export schools by name, with deadlineStatus (the EZ application); 404 for an unknown aid year.',
    access: { kind: 'signedIn' },
    params: exportSchoolOptionsParams,
    response: z.array(exportSchoolOptionSchema),
    errors: [404],
  }),
  listImportSchoolOptions: defineEndpoint({
    operationId: 'listImportSchoolOptions',
    method: 'GET',
    path: '/api/schools/importschools/{exportSchoolId}/{aidYearId}',
    tag: 'Schools',
    summary: 'Import school options of an employer',
    description:
      "Import schools open to the employer's students in an aid year, by name, with deadlineStatus; 404 for " +
      'an unknown aid year.',
    access: { kind: 'signedIn' },
    params: importSchoolOptionsParams,
    response: z.array(importSchoolOptionSchema),
    errors: [404],
  }),
};
