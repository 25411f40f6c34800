/**
 * Requests and answers of the import calls (2-applications §3, §7; open-points 2, 4, 5, 7, 13, 15). The
 * server validates and serializes with these; the web takes its types and form rules from them.
 */
import { z } from 'zod';
import { importRowActionsSchema } from '../common/action-schemas.js';
import { modifiedByQuery, recordIdParam } from '../common/api-params.js';
import { APPLICATION_STATUS, APPLICATION_STATUSES } from '../statuses/statuses.js';
import { ELIGIBILITY_ANSWER } from './import-status-dialog.js';

/** The largest id or version PostgreSQL's integer holds: anything larger names no record. */
const MAX_INT = 2_147_483_647;
const nullableText = z.string().nullable();
const id = z.number().int().positive().max(MAX_INT);
/** `modifiedBy` and `importStatusDate` as the spec's payloads send them: accepted and ignored (open-points 2). */
const ignored = z.unknown().optional();
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be ${max} characters or less`)
    .nullish()
    .transform((v) => v || null);
const optionalDate = z
  .string()
  .trim()
  .max(10, 'Enter a valid date')
  .nullish()
  .transform((v) => v || null);

/** The Application Year filter's "Active Aid Years" (aid years ending today or later, §9); 0 is All Aid Years. */
export const ACTIVE_AID_YEARS_FILTER_ID = -1;

/** Which import list: the open list, the transfer list or the closed list (§7 ?appstatus=). */
export const IMPORT_LIST_KINDS = [
  APPLICATION_STATUS.OPEN,
  APPLICATION_STATUS.TRANSFER,
  APPLICATION_STATUS.CLOSED,
] as const;
export type ImportListKind = (typeof IMPORT_LIST_KINDS)[number];

/**
 * GET api/import/school/{schoolId} query: the list (OPEN, TRANSFER or CLOSED applications; default OPEN),
 * the Application Year filter (0 All Aid Years, -1 Active Aid Years, else an aid year id) and the Import
 * Status filter (0 All Import Statuses, which leaves out Withdrawn, Transferred and Graduated; else one
 * status).
 */
export const importListQuery = z.object({
  ...modifiedByQuery.shape,
  appstatus: z.enum(IMPORT_LIST_KINDS).default(APPLICATION_STATUS.OPEN),
  aidyear: z.coerce.number().int().min(ACTIVE_AID_YEARS_FILTER_ID).max(MAX_INT).default(0),
  importstatus: z.coerce.number().int().min(0).max(MAX_INT).default(0),
});
export type ImportListQuery = z.output<typeof importListQuery>;

/** GET api/import/school/quickview/{schoolId} query: which list (default OPEN). */
export const importQuickViewQuery = z.object({
  ...modifiedByQuery.shape,
  appstatus: z.enum(IMPORT_LIST_KINDS).default(APPLICATION_STATUS.OPEN),
});

/** Path parameters of the calls on one import row: api/import/appid/{applicationId}/importschool/{schoolId}. */
export const importRowParams = z.object({ applicationId: recordIdParam, schoolId: recordIdParam });

/** Path parameters of api/import/{add|delete}summereligibilityused/{applicationId}/{importSchoolId}. */
export const summerTermParams = z.object({ applicationId: recordIdParam, importSchoolId: recordIdParam });

/** Path parameters of POST api/import/extendeligibility/{applicationId}. */
export const extendEligibilityParams = z.object({ applicationId: recordIdParam });

/** Why an eligibility call without the import row's version is refused (400, on `version`). */
export const ELIGIBILITY_VERSION_REQUIRED = 'The version of the import row the screen showed is required.';

/**
 * Query of the eligibility calls: the spec's `modified_by` (accepted and ignored) and the import row's
 * `version` the screen showed, required: a version no longer current is refused with 409 and changes
 * nothing, so two calls on the same version (a double click, two tabs, two API clients) act once.
 */
export const eligibilityCallQuery = z.object({
  modified_by: z.string().optional().describe('Accepted and ignored: the acting user comes from the session'),
  version: z.coerce
    .number({ error: ELIGIBILITY_VERSION_REQUIRED })
    .int(ELIGIBILITY_VERSION_REQUIRED)
    .positive(ELIGIBILITY_VERSION_REQUIRED)
    .max(MAX_INT, ELIGIBILITY_VERSION_REQUIRED)
    .describe("The import row's version the screen showed; 409 when no longer current"),
});

/**
 * PUT api/import/appid/{applicationId}/importschool/{schoolId}: an import status change from a grid row,
 * its Update Import Status dialog or the Import Application detail (§4, §7). The server re-checks every
 * rule (checkImportStatusUpdate); `importStatusDate` is set by the server; the reason, withdrawal date and
 * leave dates are kept only for the status that asks for them; `studentCategoryId` (Student
 * Classification) only while Enrolled; `version` (the row's, when sent) must match.
 */
export const importStatusUpdateSchema = z.object({
  importStatus: z.number({ error: 'An import status is required.' }).int().positive().max(MAX_INT),
  importStatusDate: ignored,
  modifiedBy: ignored,
  participationTypeId: id.nullish().transform((v) => v ?? null),
  importStatusOtherReason: optionalText(500),
  withdrawalDate: optionalDate,
  leaveOfAbsenceBegin: optionalDate,
  leaveOfAbsenceEnd: optionalDate,
  studentCategoryId: id.nullish().transform((v) => v ?? null),
  addSemesterEligibility: z
    .union([z.literal(ELIGIBILITY_ANSWER.YES), z.literal(ELIGIBILITY_ANSWER.NO)], {
      error: 'Answer 1 (Yes) or 0 (No).',
    })
    .nullish()
    .transform((v) => v ?? null),
  version: id.optional(),
});
export type ImportStatusUpdateInput = z.input<typeof importStatusUpdateSchema>;
export type ImportStatusUpdateBody = z.output<typeof importStatusUpdateSchema>;

/** An exchange program both schools offer (open-points 15). */
export const programOptionSchema = z.object({
  participationId: z.number().int(),
  participationName: z.string(),
});
export type ProgramOption = z.infer<typeof programOptionSchema>;

/**
 * One import row as the lists and the detail receive it (§3 Import row). `statusOptions` are the import
 * status select's choices, current status included, empty when the user may not change it; `actions`
 * what the user may do; `programOptions` the exchange programs both schools offer.
 */
export const importRowSchema = z.object({
  applicationId: z.number().int(),
  importSchool: z.number().int(),
  importSchoolName: z.string(),
  importSchoolCity: z.string(),
  importSchoolState: z.string(),
  /** The import school's academicTerm (1 Semester, 2 Quarter, 3 Trimester): the extension cap. */
  academicTerm: z.number().int().nullable(),
  applicationStatus: z.enum(APPLICATION_STATUSES),
  aidYear: z.string(),
  aidYearId: z.number().int(),
  studentId: z.number().int(),
  studentFirstName: z.string(),
  studentLastName: z.string(),
  studentCategoryId: z.number().int(),
  studentCategoryName: z.string(),
  exportSchool: z.number().int(),
  exportSchoolName: z.string(),
  exportSchoolStatus: z.number().int(),
  importStatus: z.number().int(),
  importStatusName: z.string(),
  importStatusDate: z.string(),
  importStatusOtherReason: nullableText,
  /** The school where the student is enrolled or on leave on this application, when there is one. */
  importEnrolledSchool: nullableText,
  participationTypeId: z.number().int().nullable(),
  participationTypeName: nullableText,
  programOptions: z.array(programOptionSchema),
  leaveOfAbsenceBegin: nullableText,
  leaveOfAbsenceEnd: nullableText,
  withdrawalDate: nullableText,
  lastEligibilityUsed: nullableText,
  unprocessedSummerTerm: z.number().int(),
  extendEligibility: z.number().int(),
  eligibilityRemaining: z.number().int().nullable(),
  /** The other import schools the student applied to on this application (closed detail, §2). */
  additionalImportSchools: z.number().int(),
  /** Staff who last changed the row; null: "No Action Taken". */
  modifiedBy: z.number().int().nullable(),
  modifiedByFirstName: nullableText,
  modifiedByLastName: nullableText,
  /** The import row's version: sent back with a change, refused with 409 when no longer current. */
  version: z.number().int(),
  statusOptions: z.array(z.number().int()),
  actions: importRowActionsSchema,
});
export type ImportListRow = z.infer<typeof importRowSchema>;

/** GET api/import/school/{schoolId}: the rows, newest application first; 404 when there are none. */
export const importListSchema = z.array(importRowSchema);

/** GET api/import/school/quickview/{schoolId}: how many rows of the list are at each import status. */
export const importQuickViewSchema = z.array(
  z.object({ importStatus: z.number().int(), importStatusName: z.string(), count: z.number().int() }),
);
export type ImportQuickView = z.infer<typeof importQuickViewSchema>;
