import { z } from 'zod';
import { actionStateSchema, exportRowActionsSchema } from '../common/action-schemas.js';
import { recordIdParam } from '../common/api-params.js';
import { APPLICATION_STATUSES } from '../statuses/statuses.js';

// Answers of the student calls (1-core §3, §7). Plain shapes without transforms: the server checks
// every answer against them and the web takes its types from them.

const nullableText = z.string().nullable();
const deadlineStatus = z.enum(['ENABLED', 'DISABLED']);

/** The student record (1-core §3 Student) without its applications. */
export const studentSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  studentFirstName: z.string(),
  studentLastName: z.string(),
  studentMiddleInitial: nullableText,
  studentEmail: z.string(),
  studentAddress: nullableText,
  studentAddress2: nullableText,
  studentCity: nullableText,
  studentState: nullableText,
  studentZip: nullableText,
  studentZipFour: nullableText,
  studentCellPhone: nullableText,
  studentBirthDate: nullableText,
  countryId: z.number().int(),
  ferpa: z.number().int(),
  version: z.number().int(),
});
export type StudentView = z.infer<typeof studentSchema>;

/** One school applied to, with its import status. */
export const applicationSchoolViewSchema = z.object({
  importSchool: z.number().int(),
  importSchoolName: z.string(),
  city: z.string(),
  state: z.string(),
  importStatus: z.number().int(),
  importStatusName: z.string(),
  importStatusDate: z.string(),
  /** The Denied: Other reason, shown after the status name (2-applications §4). */
  importStatusOtherReason: nullableText,
  leaveOfAbsenceBegin: nullableText,
  leaveOfAbsenceEnd: nullableText,
  withdrawalDate: nullableText,
  participationTypeId: z.number().int().nullable(),
  participationTypeName: nullableText,
  /** The import school's liaison (primary TELO, else secondary) for the tooltip; null: none on file. */
  importTeloFirstName: nullableText,
  importTeloLastName: nullableText,
  importTeloEmail: nullableText,
  modifiedBy: z.number().int().nullable(),
});
export type ApplicationSchoolView = z.infer<typeof applicationSchoolViewSchema>;

/**
 * One application (1-core §3 Student application) with the export school's name, place, custom-field
 * labels and nonEduAccepted, status names, and what the student may do with it.
 */
export const studentApplicationViewSchema = z.object({
  id: z.number().int(),
  aidyear: z.number().int(),
  aidyearName: z.string(),
  aidyearLabel: z.string(),
  applicationStatus: z.enum(APPLICATION_STATUSES),
  creationDate: z.string(),
  exportSchool: z.number().int(),
  exportSchoolName: z.string(),
  city: z.string(),
  state: z.string(),
  nonEduAccepted: z.number().int(),
  customFieldLabel1: nullableText,
  customFieldLabel2: nullableText,
  customFieldLabel3: nullableText,
  employeeFirstName: z.string(),
  employeeLastName: z.string(),
  employeeEmail: z.string(),
  employeeTitle: z.string(),
  employeeId: nullableText,
  employeeYearOfService: z.number().int().nullable(),
  exportSchoolStatus: z.number().int(),
  exportSchoolStatusName: z.string(),
  exportStatusDate: z.string(),
  customField1: nullableText,
  customField2: nullableText,
  customField3: nullableText,
  studentCategoryId: z.number().int(),
  studentCategoryName: z.string(),
  extendEligibility: z.number().int(),
  extendEligibilityDate: nullableText,
  exportStatusReasonOther: nullableText,
  noLongerEligibleDate: nullableText,
  eligibilityRemaining: z.number().int().nullable(),
  /** Why the application was closed: a TE admin's reason, or "Aid year ended" (open-points 43); else null. */
  closeReason: nullableText,
  /** The number of import schools applied to (2-applications §3 "additional import schools applied count"). */
  additionalImportSchools: z.number().int(),
  /** The export school's liaison (primary TELO, else secondary); null when none is on file. */
  exportTeloFirstName: nullableText,
  exportTeloLastName: nullableText,
  exportTeloEmail: nullableText,
  version: z.number().int(),
  /** The Export Application screen's status choices, current included; empty when the reader may not change it. */
  exportStatusOptions: z.array(z.number().int()),
  /** What the reader may do on the Export Application screen (all hidden for the student). */
  exportActions: exportRowActionsSchema,
  /** Close Application on the export and import details (open-points 43; applicationCloseAction). */
  closeAction: actionStateSchema,
  /** The Update Application button shows (OPEN or TRANSFER). */
  canUpdate: z.boolean(),
  /** The schools applied to cannot be changed (a school has the student enrolled or on leave). */
  applyListLocked: z.boolean(),
  studentApplicationSchool: z.array(applicationSchoolViewSchema),
});
export type StudentApplicationView = z.infer<typeof studentApplicationViewSchema>;

/** The student with one or more applications (GET api/student/application/{id}, POST and PUT answers). */
export const studentWithApplicationsSchema = studentSchema.extend({
  studentApplication: z.array(studentApplicationViewSchema),
});
export type StudentWithApplications = z.infer<typeof studentWithApplicationsSchema>;

/** GET api/student/{id}/applications: newest first by id, with what the student may start. */
export const studentApplicationsAnswerSchema = studentWithApplicationsSchema.extend({
  canStartNewApplication: z.boolean(),
  transferOffered: z.boolean(),
});
export type StudentApplicationsAnswer = z.infer<typeof studentApplicationsAnswerSchema>;

/** GET api/student/{id}/transferprefill: what a transfer application starts from. */
export const transferPrefillSchema = z.object({
  sourceApplicationId: z.number().int(),
  applicationStatus: z.literal('TRANSFER'),
  exportSchool: z.number().int(),
  exportSchoolName: z.string(),
  city: z.string(),
  state: z.string(),
  nonEduAccepted: z.number().int(),
  customFieldLabel1: nullableText,
  customFieldLabel2: nullableText,
  customFieldLabel3: nullableText,
  employeeFirstName: z.string(),
  employeeLastName: z.string(),
  employeeEmail: z.string(),
  employeeTitle: z.string(),
  employeeId: nullableText,
  employeeYearOfService: z.number().int().nullable(),
  customField1: nullableText,
  customField2: nullableText,
  customField3: nullableText,
  /** The school where the student is enrolled (import status Enrolled), shown as the prior school. */
  priorImportSchool: z.object({
    importSchool: z.number().int(),
    importSchoolName: z.string(),
    city: z.string(),
    state: z.string(),
  }),
});
export type TransferPrefill = z.infer<typeof transferPrefillSchema>;

/** An aid year as offered to applicants, with the application year label. */
export const aidYearOptionSchema = z.object({
  id: z.number().int(),
  aidyear: z.string(),
  aidyearbegindate: z.string(),
  aidyearenddate: z.string(),
  aidyearLabel: z.string(),
});
export type AidYearOption = z.infer<typeof aidYearOptionSchema>;

/** Export school option (1-core §3). */
/**
 * GET api/student/application/{id} query: `importschool` names the import school a staff user reads the
 * application as (a TE or multi-school user may be several), so the answer holds that school's row.
 */
export const applicationReadQuery = z.object({ importschool: z.optional(recordIdParam) });

/** Path parameters of GET api/schools/exportschools/{aidYearId}. */
export const exportSchoolOptionsParams = z.object({ aidYearId: recordIdParam });
/** Path parameters of GET api/schools/importschools/{exportSchoolId}/{aidYearId}. */
export const importSchoolOptionsParams = z.object({
  exportSchoolId: recordIdParam,
  aidYearId: recordIdParam,
});

export const exportSchoolOptionSchema = z.object({
  id: z.number().int(),
  schoolName: z.string(),
  city: z.string(),
  state: z.string(),
  deadlineStatus,
  nonEduAccepted: z.number().int(),
  customField1: nullableText,
  customField2: nullableText,
  customField3: nullableText,
});
export type ExportSchoolOption = z.infer<typeof exportSchoolOptionSchema>;

/** Import school option (1-core §3). */
export const importSchoolOptionSchema = z.object({
  id: z.number().int(),
  schoolName: z.string(),
  city: z.string(),
  state: z.string(),
  deadlineStatus,
});
export type ImportSchoolOption = z.infer<typeof importSchoolOptionSchema>;

/** Lookup rows of the student calls. */
export const studentCategorySchema = z.object({ id: z.number().int(), categoryName: z.string() });
export type StudentCategory = z.infer<typeof studentCategorySchema>;
export const exportStatusOptionSchema = z.object({ id: z.number().int(), exportStatus: z.string() });
export const importStatusOptionSchema = z.object({ id: z.number().int(), importStatus: z.string() });
