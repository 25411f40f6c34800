import { applicationCloseParams, applicationCloseSchema } from '../applications/application-close-schemas.js';
import {
  eligibilityCallQuery,
  extendEligibilityParams,
  importListQuery,
  importListSchema,
  importQuickViewQuery,
  importQuickViewSchema,
  importRowParams,
  importRowSchema,
  importStatusUpdateSchema,
  summerTermParams,
} from '../applications/import-schemas.js';
import { messageSchema, schoolIdParams } from '../common/api-params.js';
import { defineEndpoint } from './endpoint.js';

const tag = 'Imports';

/** Record rules of the import endpoints, looked up by the imports module on the application in the path. */
export const IMPORT_RECORD_RULES = {
  editorAtEnrolledSchool: 'importEditorAtEnrolledSchool',
} as const;

/** The import calls of 2-applications §7. */
export const importEndpoints = {
  listImports: defineEndpoint({
    operationId: 'listImports',
    method: 'GET',
    path: '/api/import/school/{schoolId}',
    tag,
    summary: 'Import list of a school',
    description:
      'Newest application first: ?appstatus=OPEN, TRANSFER or CLOSED, ?aidyear= (0 all, -1 active), ' +
      '?importstatus= (0 all; the open and transfer lists leave out Withdrawn, Transferred and Graduated). ' +
      '404 when nothing matches (docs/decisions/platform.md, "Empty lists"). Sent gzip or brotli compressed ' +
      'when accepted.',
    access: { kind: 'applications', side: 'import', right: 'view', param: 'schoolId' },
    params: schoolIdParams,
    query: importListQuery,
    response: importListSchema,
    errors: [404],
  }),
  getImportQuickView: defineEndpoint({
    operationId: 'getImportQuickView',
    method: 'GET',
    path: '/api/import/school/quickview/{schoolId}',
    tag,
    summary: 'Import counts per status',
    description:
      "How many of the school's rows on a list (?appstatus=) are at each import status; 404 when none.",
    access: { kind: 'applications', side: 'import', right: 'view', param: 'schoolId' },
    params: schoolIdParams,
    query: importQuickViewQuery,
    response: importQuickViewSchema,
    errors: [404],
  }),
  getImportRow: defineEndpoint({
    operationId: 'getImportRow',
    method: 'GET',
    path: '/api/import/appid/{applicationId}/importschool/{schoolId}',
    tag,
    summary: 'One import row',
    description: "The school's row with the reader's choices and actions (the detail screens).",
    access: { kind: 'applications', side: 'import', right: 'view', param: 'schoolId' },
    params: importRowParams,
    response: importRowSchema,
    errors: [404],
  }),
  updateImportRow: defineEndpoint({
    operationId: 'updateImportRow',
    method: 'PUT',
    path: '/api/import/appid/{applicationId}/importschool/{schoolId}',
    tag,
    summary: "Change the school's import row",
    description:
      "Status with the dialog's fields, program, Student Classification while Enrolled, leave dates while on " +
      'leave; 409 when `version` is stale; answers the row.',
    access: { kind: 'applications', side: 'import', right: 'edit', param: 'schoolId' },
    params: importRowParams,
    body: importStatusUpdateSchema,
    response: importRowSchema,
    errors: [404, 409],
  }),
  extendEligibility: defineEndpoint({
    operationId: 'extendEligibility',
    method: 'POST',
    path: '/api/import/extendeligibility/{applicationId}',
    tag,
    summary: 'Extend eligibility by one term',
    description:
      'At the school where the student is enrolled (capped at 6 or 9 by its academic term); ?version= (required) ' +
      "is that import row's, 409 when stale; answers the row.",
    access: {
      kind: 'record',
      rule: IMPORT_RECORD_RULES.editorAtEnrolledSchool,
      who: 'Staff who may edit imports at the school where the student is enrolled on the application.',
    },
    params: extendEligibilityParams,
    query: eligibilityCallQuery,
    response: importRowSchema,
    errors: [404, 409],
  }),
  addSummerTerm: defineEndpoint({
    operationId: 'addSummerTerm',
    method: 'POST',
    path: '/api/import/addsummereligibilityused/{applicationId}/{importSchoolId}',
    tag,
    summary: 'Add a summer term',
    description:
      "Uses one term of eligibility on the school's row of an enrolled student; ?version= (required) 409 when " +
      'stale; answers the row.',
    access: { kind: 'applications', side: 'import', right: 'edit', param: 'importSchoolId' },
    params: summerTermParams,
    query: eligibilityCallQuery,
    response: importRowSchema,
    errors: [404, 409],
  }),
  removeSummerTerm: defineEndpoint({
    operationId: 'removeSummerTerm',
    method: 'DELETE',
    path: '/api/import/deletesummereligibilityused/{applicationId}/{importSchoolId}',
    tag,
    summary: 'Remove the summer term',
    description:
      "Removes the unprocessed summer term of the school's row (gives the term back); ?version= (required) " +
      '409 when stale; answers the row.',
    access: { kind: 'applications', side: 'import', right: 'edit', param: 'importSchoolId' },
    params: summerTermParams,
    query: eligibilityCallQuery,
    response: importRowSchema,
    errors: [404, 409],
  }),
  closeApplication: defineEndpoint({
    operationId: 'closeApplication',
    method: 'POST',
    path: '/api/application/{id}/close',
    tag,
    summary: 'Close an application',
    description:
      'Close Application on the export and import details (open-points 43): an OPEN or TRANSFER application ' +
      'becomes CLOSED with the reason; rows at Import Approved become Denied: Did not enroll, rows at 1-3 ' +
      'Denied: Other with the reason; the student is emailed. 409 while a school has the student enrolled or ' +
      'on leave, for a closed application, or when `version` is stale.',
    access: { kind: 'teAdmin', mode: 'write' },
    params: applicationCloseParams,
    body: applicationCloseSchema,
    response: messageSchema,
    errors: [404, 409],
  }),
};
