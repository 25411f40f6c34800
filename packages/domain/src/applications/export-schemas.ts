/**
 * Requests and answers of the export calls (2-applications §3, §7; open-points 2, 11, 12, 13). The
 * server validates and serializes with these; the web takes its types and form rules from them.
 */
import { z } from 'zod';
import { exportRowActionsSchema } from '../common/action-schemas.js';
import { modifiedByQuery, recordIdParam } from '../common/api-params.js';
import { APPLICATION_STATUS, APPLICATION_STATUSES } from '../statuses/statuses.js';
import { employeeShape, optionalYearsOfServiceField } from '../students/application-schema.js';
import { exportStatusInputIssues } from './export-status-input.js';
import { APPLICATION_MESSAGES as M } from './messages.js';

/** The largest id or version PostgreSQL's integer holds: anything larger names no record. */
const MAX_INT = 2_147_483_647;
const nullableText = z.string().nullable();
const statusId = z
  .number({ error: M.exportStatusRequired })
  .int()
  .positive(M.exportStatusRequired)
  .max(MAX_INT, M.exportStatusRequired);
/** `modifiedBy` as the spec's payloads send it: accepted and ignored (the acting user is the session's). */
const ignoredModifiedBy = z.unknown().optional();
const version = z.number().int().positive().max(MAX_INT).optional();

/** The reason or date an export status asks for, as issues on the given fields. */
function addStatusInputIssues(
  ctx: z.RefinementCtx,
  statusId: number,
  reason: string | null,
  date: string | null,
  paths: { reason: string; date: string },
) {
  for (const i of exportStatusInputIssues(statusId, reason, date, paths))
    ctx.addIssue({ code: 'custom', path: [i.path], message: i.message });
}

const optionalReason = z
  .string()
  .trim()
  .max(500, 'Must be 500 characters or less')
  .nullish()
  .transform((v) => v || null);
const optionalDate = z
  .string()
  .trim()
  .nullish()
  .transform((v) => v || null);

/**
 * PUT api/export/{id}: one export status change from the list row or its dialogs. The reason and the
 * date are kept only for the status that asks for them; `version` (the row's, when sent) must match.
 */
export const exportStatusUpdateSchema = z
  .object({
    exportStatusId: statusId,
    modifiedBy: ignoredModifiedBy,
    exportStatusOtherReason: optionalReason,
    noLongerEligibleDate: optionalDate,
    version,
  })
  .superRefine((v, ctx) =>
    addStatusInputIssues(ctx, v.exportStatusId, v.exportStatusOtherReason, v.noLongerEligibleDate, {
      reason: 'exportStatusOtherReason',
      date: 'noLongerEligibleDate',
    }),
  );
export type ExportStatusUpdateInput = z.input<typeof exportStatusUpdateSchema>;
export type ExportStatusUpdateBody = z.output<typeof exportStatusUpdateSchema>;

/**
 * PUT api/export/status/{schoolId}: the bulk change of §4 (exportStatusUpdateBulk: the status id and the
 * applications). `filterStatusId` is the list's Export Status filter the rows were selected under; every
 * application must belong to the school of the path, be at that status and allow the target.
 */
export const exportBulkUpdateSchema = z.object({
  exportStatusId: statusId,
  filterStatusId: z.number({ error: M.bulkNotOffered }).int().min(0).max(MAX_INT),
  studentApplications: z
    .array(
      z.object({ id: z.number().int().positive().max(MAX_INT), modifiedBy: ignoredModifiedBy, version }),
      {
        error: M.bulkNotOffered,
      },
    )
    .min(2, M.bulkNotOffered)
    .max(1000, 'At most 1000 applications can be changed at once.')
    .refine((list) => new Set(list.map((a) => a.id)).size === list.length, M.bulkDuplicateRows),
});
export type ExportBulkUpdateInput = z.input<typeof exportBulkUpdateSchema>;
export type ExportBulkUpdateBody = z.output<typeof exportBulkUpdateSchema>;

/** GET api/export/school/{schoolId} query: OPEN (open and transfer applications) or CLOSED, and the list's filters (0 = all). */
export const exportListQuery = z.object({
  ...modifiedByQuery.shape,
  appstatus: z.enum([APPLICATION_STATUS.OPEN, APPLICATION_STATUS.CLOSED]).default(APPLICATION_STATUS.OPEN),
  aidyear: z.coerce.number().int().min(0).max(MAX_INT).default(0),
  exportstatus: z.coerce.number().int().min(0).max(MAX_INT).default(0),
});
export type ExportListQuery = z.output<typeof exportListQuery>;

/** Path parameters of DELETE api/export/application/{id} and PUT api/export/{id}. */
export const exportIdParams = z.object({ id: recordIdParam });

/**
 * PUT api/student/{id}/application/{applicationId} as the export school sends it (Export Application,
 * §3, §5): the export status with its reason or date and the employee fields (years of service may stay
 * empty here: §5 asks only for digits, at most 2). Student fields are
 * read-only on this screen and ignored when sent. The email rules that need the record (different from
 * the student's, .edu unless the employer accepts non-EDU email) are checked with employeeEmailIssue.
 */
export const exportApplicationEditSchema = z.object({
  studentApplication: z
    .object({
      version,
      exportSchoolStatus: statusId,
      exportStatusReasonOther: optionalReason,
      noLongerEligibleDate: optionalDate,
      ...employeeShape,
      employeeYearOfService: optionalYearsOfServiceField,
    })
    .superRefine((v, ctx) =>
      addStatusInputIssues(ctx, v.exportSchoolStatus, v.exportStatusReasonOther, v.noLongerEligibleDate, {
        reason: 'exportStatusReasonOther',
        date: 'noLongerEligibleDate',
      }),
    ),
});
export type ExportApplicationEditInput = z.input<typeof exportApplicationEditSchema>;
export type ExportApplicationEditBody = z.output<typeof exportApplicationEditSchema>;

/**
 * One row of the export lists (§3 Export record; open-points 11: the open list's columns mirror the
 * import list's, with a type column). `statusOptions` are the export status select's choices, current
 * status included, empty when the user may not change it; `actions` what the user may do.
 */
export const exportRowSchema = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  aidyear: z.number().int(),
  aidyearName: z.string(),
  applicationStatus: z.enum(APPLICATION_STATUSES),
  creationDate: z.string(),
  studentFirstName: z.string(),
  studentLastName: z.string(),
  employeeFirstName: z.string(),
  employeeLastName: z.string(),
  employeeId: nullableText,
  employeeYearOfService: z.number().int().nullable(),
  exportSchoolStatus: z.number().int(),
  exportSchoolStatusName: z.string(),
  exportStatusDate: z.string(),
  exportStatusReasonOther: nullableText,
  noLongerEligibleDate: nullableText,
  /** Who last changed the application (staff); null: "No Action Taken". */
  modifiedBy: z.number().int().nullable(),
  modifiedByFirstName: nullableText,
  modifiedByLastName: nullableText,
  importSchoolCount: z.number().int(),
  /** "Import approved" of the closed list: some import school approved the student (yes/no). */
  importSchoolApproved: z.boolean(),
  /** The import school where the student is enrolled or on leave, when there is one. */
  importEnrolledSchool: nullableText,
  version: z.number().int(),
  statusOptions: z.array(z.number().int()),
  actions: exportRowActionsSchema,
});
export type ExportListRow = z.infer<typeof exportRowSchema>;

/** GET api/export/school/{schoolId}: the rows, newest application first; 404 when there are none. */
export const exportListSchema = z.array(exportRowSchema);
