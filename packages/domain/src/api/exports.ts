import {
  exportBulkUpdateSchema,
  exportIdParams,
  exportListQuery,
  exportListSchema,
  exportRowSchema,
  exportStatusUpdateSchema,
} from '../applications/export-schemas.js';
import { messageSchema, modifiedByQuery, schoolIdParams } from '../common/api-params.js';
import { defineEndpoint } from './endpoint.js';

const tag = 'Exports';

/** Record rules of the export endpoints, looked up by the exports module on the application in the path. */
export const EXPORT_RECORD_RULES = {
  editorAtExportSchool: 'exportEditorAtExportSchool',
  deleterAtExportSchool: 'exportDeleterAtExportSchool',
} as const;

/** The export calls of 2-applications §7. */
export const exportEndpoints = {
  listExports: defineEndpoint({
    operationId: 'listExports',
    method: 'GET',
    path: '/api/export/school/{schoolId}',
    tag,
    summary: 'Export list of a school',
    description:
      'Newest first: ?appstatus=OPEN (open and transfer applications) or CLOSED, ?aidyear=, ?exportstatus= ' +
      '(0 means all). 404 when nothing matches (docs/decisions/platform.md, "Empty lists").',
    access: { kind: 'applications', side: 'export', right: 'view', param: 'schoolId' },
    params: schoolIdParams,
    query: exportListQuery,
    response: exportListSchema,
    errors: [404],
  }),
  updateExportStatuses: defineEndpoint({
    operationId: 'updateExportStatuses',
    method: 'PUT',
    path: '/api/export/status/{schoolId}',
    tag,
    summary: 'Bulk export status change',
    description: 'One status for the selected applications of the school, all or nothing; answers the rows.',
    access: { kind: 'applications', side: 'export', right: 'edit', param: 'schoolId' },
    params: schoolIdParams,
    body: exportBulkUpdateSchema,
    response: exportListSchema,
    errors: [409],
  }),
  updateExportStatus: defineEndpoint({
    operationId: 'updateExportStatus',
    method: 'PUT',
    path: '/api/export/{id}',
    tag,
    summary: "Change one application's export status",
    description: 'From the row or the status dialog, with the row version; answers the updated row.',
    access: {
      kind: 'record',
      rule: EXPORT_RECORD_RULES.editorAtExportSchool,
      who: "Staff who may edit exports at the application's export school (2-applications §6).",
    },
    params: exportIdParams,
    body: exportStatusUpdateSchema,
    response: exportRowSchema,
    errors: [404, 409],
  }),
  deleteExportApplication: defineEndpoint({
    operationId: 'deleteExportApplication',
    method: 'DELETE',
    path: '/api/export/application/{id}',
    tag,
    summary: 'Remove an application with its import schools',
    description: '409 once an import school has acted on it.',
    access: {
      kind: 'record',
      rule: EXPORT_RECORD_RULES.deleterAtExportSchool,
      who: "Role 1 (not read-only) of the application's export school, or TE Admin (not read-only).",
    },
    params: exportIdParams,
    query: modifiedByQuery,
    response: messageSchema,
    errors: [404, 409],
  }),
};
