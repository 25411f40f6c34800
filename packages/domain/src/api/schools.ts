import { z } from 'zod';
import { idParams, messageSchema, modifiedByQuery } from '../common/api-params.js';
import {
  contactTypeSchema,
  countrySchema,
  participationTypeSchema,
  regionTypeSchema,
  usStateSchema,
} from '../schools/reference-responses.js';
import {
  createdSchoolSchema,
  schoolDependentsSchema,
  schoolDetailSchema,
  schoolNameSchema,
  schoolSummarySchema,
  updatedSchoolSchema,
} from '../schools/school-responses.js';
import { schoolTeSchema } from '../schools/school-schema.js';
import {
  exportSchoolOptionSchema,
  exportSchoolOptionsParams,
  importSchoolOptionSchema,
  importSchoolOptionsParams,
} from '../students/student-views.js';
import { defineEndpoint } from './endpoint.js';

const tag = 'Schools';

/** The school calls of 1-core §7. */
export const schoolEndpoints = {
  listSchoolNames: defineEndpoint({
    operationId: 'listSchoolNames',
    method: 'GET',
    path: '/api/schools/name',
    tag,
    summary: 'School names',
    description: 'Every school by name: the TE school selector and the parent campus list.',
    access: { kind: 'staff' },
    response: z.array(schoolNameSchema),
  }),
  listSchools: defineEndpoint({
    operationId: 'listSchools',
    method: 'GET',
    path: '/api/schools',
    tag,
    summary: 'Schools of the caller',
    description: 'By name: every school for TE users, the schools of their roles for others.',
    access: { kind: 'staff' },
    response: z.array(schoolSummarySchema),
  }),
  getSchool: defineEndpoint({
    operationId: 'getSchool',
    method: 'GET',
    path: '/api/schools/{id}',
    tag,
    summary: 'One school',
    description: 'Answered as an array with one item, with what the caller may do with the school.',
    access: { kind: 'schoolPermission', permission: 'readSchool', mode: 'read', param: 'id' },
    params: idParams,
    response: z.array(schoolDetailSchema),
    errors: [404],
  }),
  updateSchool: defineEndpoint({
    operationId: 'updateSchool',
    method: 'PUT',
    path: '/api/schools/{id}',
    tag,
    summary: 'Update a school',
    description:
      'The body is validated with schoolTeSchema for TE users and schoolTeloSchema for others; a ' +
      "non-TE user's TE-only fields (schoolName, region, parentCampus, joinDate, carnegieRating, " +
      'ipedsId, alertLeniency, leniencyReason, archived, isClosed) are ignored. schoolContact and ' +
      'schoolParticipationType replace the stored lists. Send the loaded version to get 409 when ' +
      'someone else saved first. modifiedBy is accepted and ignored.',
    access: { kind: 'schoolPermission', permission: 'updateSchool', mode: 'write', param: 'id' },
    params: idParams,
    body: schoolTeSchema,
    // The schema depends on who calls (TE or the school's own users): the service picks it.
    bodyParsedByService: true,
    response: updatedSchoolSchema,
    errors: [404, 409],
  }),
  createSchool: defineEndpoint({
    operationId: 'createSchool',
    method: 'POST',
    path: '/api/schools',
    tag,
    summary: 'Create a school',
    description:
      'Anyone but a TE Admin who is not read-only gets 403 whatever the body holds; the body is then ' +
      'checked with schoolTeSchema (400 with the form messages). 409 when a school of that name is in ' +
      'that city already.',
    access: { kind: 'teAdmin', mode: 'write' },
    body: schoolTeSchema,
    response: createdSchoolSchema,
    successStatus: 201,
    errors: [409],
  }),
  getSchoolDependents: defineEndpoint({
    operationId: 'getSchoolDependents',
    method: 'GET',
    path: '/api/schools/{id}/dependents',
    tag,
    summary: 'What still refers to a school',
    description: 'Checked before Delete School.',
    access: { kind: 'schoolPermission', permission: 'readSchool', mode: 'read', param: 'id' },
    params: idParams,
    response: schoolDependentsSchema,
    errors: [404],
  }),
  deleteSchool: defineEndpoint({
    operationId: 'deleteSchool',
    method: 'DELETE',
    path: '/api/schools/{id}',
    tag,
    summary: 'Delete a school',
    description: 'Answers 409 naming what remains while users, applications or invoices refer to it.',
    access: { kind: 'schoolPermission', permission: 'deleteSchool', mode: 'write', param: 'id' },
    params: idParams,
    query: modifiedByQuery,
    response: messageSchema,
    errors: [404, 409],
  }),
};

// Any signed-in user may read the lookups: students need the states and countries for their application.
const signedIn = { kind: 'signedIn' } as const;
const schoolsTag = tag;

/** Reference lists of the school and address forms (1-core §7). */
export const schoolReferenceEndpoints = {
  listStates: defineEndpoint({
    operationId: 'listStates',
    method: 'GET',
    path: '/api/schools/state',
    tag: schoolsTag,
    summary: 'US states and territories',
    description: 'By name.',
    access: signedIn,
    response: z.array(usStateSchema),
  }),
  listCountries: defineEndpoint({
    operationId: 'listCountries',
    method: 'GET',
    path: '/api/schools/country',
    tag: schoolsTag,
    summary: 'Countries',
    description: 'The United States (id 1) first, then by name.',
    access: signedIn,
    response: z.array(countrySchema),
  }),
  listRegionTypes: defineEndpoint({
    operationId: 'listRegionTypes',
    method: 'GET',
    path: '/api/schools/regiontype',
    tag: schoolsTag,
    summary: 'Region types',
    access: signedIn,
    response: z.array(regionTypeSchema),
  }),
  listContactTypes: defineEndpoint({
    operationId: 'listContactTypes',
    method: 'GET',
    path: '/api/schools/contacttype',
    tag: schoolsTag,
    summary: 'Contact types',
    description: 'In the order of 1-core §3.',
    access: signedIn,
    response: z.array(contactTypeSchema),
  }),
  listParticipationTypes: defineEndpoint({
    operationId: 'listParticipationTypes',
    method: 'GET',
    path: '/api/schools/participationtype',
    tag: schoolsTag,
    summary: 'Participation types',
    description: 'The exchange programs a school takes part in.',
    access: signedIn,
    response: z.array(participationTypeSchema),
  }),
};

/** The school choices of the EZ application: employers of an aid year, and the import schools open to one. */
export const schoolOptionEndpoints = {
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
