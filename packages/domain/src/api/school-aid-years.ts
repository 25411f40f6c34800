import { z } from 'zod';
import { idParams } from '../common/api-params.js';
import { savedAidYearRecordSchema, schoolAidYearRecordSchema } from '../schools/aid-year-responses.js';
import { schoolAidYearCreateSchema, schoolAidYearSchema } from '../schools/aid-year-schema.js';
import { defineEndpoint } from './endpoint.js';

const tag = 'School aid years';

/** Record rules of the aid-year endpoints, looked up by the school-aid-years module. */
export const AID_YEAR_RECORD_RULES = {
  editorOfRecordSchool: 'aidYearEditorOfRecordSchool',
} as const;

const editors = 'Role 1 (not read-only), 6 or 7 at the school, or TE Admin (not read-only).';

// The spec names the parameter {schoolId} in the GET and {recordId} in the PUT of one path; one name
// serves both (a path differs by its parameter's name only once: Redocly no-identical-paths).

/** The annual aid-year school information calls of 1-core §7. */
export const aidYearEndpoints = {
  listSchoolAidYears: defineEndpoint({
    operationId: 'listSchoolAidYears',
    method: 'GET',
    path: '/api/schools/aidyears/{id}',
    tag,
    summary: "A school's aid-year records",
    description:
      '{id} is the school. Newest aid year first; 404 while the school has no record yet (the screen ' +
      'treats it as none).',
    access: { kind: 'schoolPermission', permission: 'readSchool', mode: 'read', param: 'id' },
    params: idParams,
    response: z.array(schoolAidYearRecordSchema),
    errors: [404],
  }),
  createSchoolAidYear: defineEndpoint({
    operationId: 'createSchoolAidYear',
    method: 'POST',
    path: '/api/schools/aidyears',
    tag,
    summary: "Add a school's aid-year record",
    description:
      `For an active aid year. ${editors} 409 when the school already has a record for the aid year. ` +
      'With optOutImportScholarship 1 every other field is ignored and cleared. Money in integer cents. ' +
      'modifiedBy is accepted and ignored.',
    access: { kind: 'anySchoolPermission', permission: 'editAidYear', mode: 'write' },
    body: schoolAidYearCreateSchema,
    // The service checks the policy for the school the body names before the rest (403 before 400).
    bodyParsedByService: true,
    response: savedAidYearRecordSchema,
    successStatus: 201,
    errors: [404, 409],
  }),
  updateSchoolAidYear: defineEndpoint({
    operationId: 'updateSchoolAidYear',
    method: 'PUT',
    path: '/api/schools/aidyears/{id}',
    tag,
    summary: 'Change an aid-year record',
    description:
      '{id} is the record, of an active aid year. schoolId and aidYearId in the body are ignored (the ' +
      'record keeps them). Send the loaded version to get 409 when someone else saved first.',
    access: {
      kind: 'record',
      rule: AID_YEAR_RECORD_RULES.editorOfRecordSchool,
      who: `Editors of the aid-year form at the record's school: ${editors}`,
    },
    params: idParams,
    body: schoolAidYearSchema,
    // The service checks the policy for the record's school before the body (403 before 400).
    bodyParsedByService: true,
    response: savedAidYearRecordSchema,
    errors: [404, 409],
  }),
};
