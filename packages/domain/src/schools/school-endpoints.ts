import { z } from 'zod';
import { idParams, messageSchema, modifiedByQuery } from '../common/api-params.js';
import { defineEndpoint } from '../common/endpoint.js';
import {
  createdSchoolSchema,
  schoolDependentsSchema,
  schoolDetailSchema,
  schoolNameSchema,
  schoolSummarySchema,
  updatedSchoolSchema,
} from './school-responses.js';
import { schoolTeSchema } from './school-schema.js';

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
