import { z } from 'zod';
import { exportApplicationEditSchema } from '../applications/export-schemas.js';
import { sessionUserSchema } from '../auth/session-user.js';
import { idParams, recordIdParam } from '../common/api-params.js';
import { studentCategoriesQuery } from '../reference/reference.js';
import { ezApplicationSchema, updateApplicationSchema } from '../students/application-schema.js';
import { registrationSchema, studentProfileSchema } from '../students/student-schemas.js';
import {
  aidYearOptionSchema,
  applicationReadQuery,
  exportStatusOptionSchema,
  importStatusOptionSchema,
  studentApplicationsAnswerSchema,
  studentCategorySchema,
  studentSchema,
  studentWithApplicationsSchema,
  transferPrefillSchema,
} from '../students/student-views.js';
import { defineEndpoint } from './endpoint.js';

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
};

// The application lookups stay under api/student (1-core §7) and in the Students group of the API
// document, where the screens and the spec look for them. Any signed-in user may read them.
const signedIn = { kind: 'signedIn' } as const;
const studentsTag = tag;

/** Aid years, student categories and application statuses (1-core §7). */
export const applicationLookupEndpoints = {
  listActiveAidYears: defineEndpoint({
    operationId: 'listActiveAidYears',
    method: 'GET',
    path: '/api/student/aidyear',
    tag: studentsTag,
    summary: 'Active aid years',
    description:
      'Aid years whose end date is today or later, earliest first; a student sees only those whose ' +
      'display window holds today (open-points 32).',
    access: signedIn,
    response: z.array(aidYearOptionSchema),
  }),
  listAllAidYears: defineEndpoint({
    operationId: 'listAllAidYears',
    method: 'GET',
    path: '/api/student/aidyear/all',
    tag: studentsTag,
    summary: 'Every aid year',
    description: 'Newest first.',
    access: signedIn,
    response: z.array(aidYearOptionSchema),
  }),
  getCurrentAidYear: defineEndpoint({
    operationId: 'getCurrentAidYear',
    method: 'GET',
    path: '/api/student/currentAidYear',
    tag: studentsTag,
    summary: 'Current aid year',
    description: 'The aid year whose range includes today; 404 when none does.',
    access: signedIn,
    response: aidYearOptionSchema,
    errors: [404],
  }),
  listStudentCategories: defineEndpoint({
    operationId: 'listStudentCategories',
    method: 'GET',
    path: '/api/student/studentcategories',
    tag: studentsTag,
    summary: 'Student categories',
    description: 'The classifications; ?applicationStatus=TRANSFER leaves out category 1 (first-time).',
    access: signedIn,
    query: studentCategoriesQuery,
    response: z.array(studentCategorySchema),
  }),
  listExportStatuses: defineEndpoint({
    operationId: 'listExportStatuses',
    method: 'GET',
    path: '/api/student/exportstatus',
    tag: studentsTag,
    summary: 'Export statuses',
    access: signedIn,
    response: z.array(exportStatusOptionSchema),
  }),
  listImportStatuses: defineEndpoint({
    operationId: 'listImportStatuses',
    method: 'GET',
    path: '/api/student/importstatus',
    tag: studentsTag,
    summary: 'Import statuses',
    access: signedIn,
    response: z.array(importStatusOptionSchema),
  }),
};
