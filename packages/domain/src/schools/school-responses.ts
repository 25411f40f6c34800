import { z } from 'zod';

// Answers of the school calls (1-core §3, §7); field names are the spec's. Plain shapes without
// transforms: the server serializes every answer with them and the web takes its types from them.

/** One item of GET api/schools/name: the school selector and the parent campus list. */
export const schoolNameSchema = z.object({
  id: z.number().int(),
  schoolName: z.string(),
  city: z.string(),
  state: z.string(),
});
export type SchoolName = z.infer<typeof schoolNameSchema>;

/** One row of GET api/schools. */
export const schoolSummarySchema = z.object({
  id: z.number().int(),
  schoolName: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.number().int(),
  phone: z.string(),
  url: z.string(),
  region: z.number().int().describe('Region type id; 0 when none is chosen'),
  parentCampus: z.number().int().nullable(),
  acceptingNewStudents: z.number().int(),
  alertLeniency: z.number().int().describe('Standing: 0 Good, 1 Poor'),
  archived: z.number().int(),
  isClosed: z.number().int(),
  joinDate: z.string(),
});
export type SchoolSummary = z.infer<typeof schoolSummarySchema>;

/** What the calling user may do with a school (computed by the domain's permissions). */
export const schoolAccessSchema = z.object({
  canUpdate: z
    .boolean()
    .describe('Update button: role 1 (not read-only), 6 or 7 at this school, or TE Admin'),
  canDelete: z.boolean().describe('Delete School button: role 1 not read-only at this school, or TE Admin'),
  canEditTeFields: z.boolean().describe('TE users edit the TE-only fields and TE Admin Settings'),
});
export type SchoolAccess = z.infer<typeof schoolAccessSchema>;

/** One of the school's contact slots. */
export const schoolContactSchema = z.object({
  contactId: z.number().int().describe('Slot 1-15, the contact type id'),
  contactType: z.string().nullable(),
  contactFirstName: z.string(),
  contactLastName: z.string(),
  contactEmail: z.string(),
});
export type SchoolContact = z.infer<typeof schoolContactSchema>;

/** One of the school's participation types (exchange programs). */
export const schoolParticipationSchema = z.object({
  participationId: z.number().int(),
  participationName: z.string(),
});
export type SchoolParticipation = z.infer<typeof schoolParticipationSchema>;

/** The school of GET api/schools/{id} (answered as an array with this one item). */
export const schoolDetailSchema = schoolSummarySchema.extend({
  address2: z.string().nullable(),
  zipFour: z.string().nullable(),
  countryName: z.string(),
  regionName: z.string().nullable(),
  carnegieRating: z.string().nullable(),
  lineCredit: z.number().nullable(),
  parentCampusName: z.string().nullable(),
  leniencyReason: z.string().nullable(),
  overview: z.string(),
  academicTerm: z.number().int().describe('1 Semester, 2 Quarter, 3 Trimester'),
  includeSummerTerm: z.number().int(),
  nonEduAccepted: z.number().int(),
  ipedsId: z.number().int().nullable(),
  customField1: z.string().nullable(),
  customField2: z.string().nullable(),
  customField3: z.string().nullable(),
  version: z.number().int().describe('Send back in PUT to detect concurrent edits'),
  schoolContact: z.array(schoolContactSchema),
  schoolParticipationType: z.array(schoolParticipationSchema),
  access: schoolAccessSchema,
});
export type SchoolDetail = z.infer<typeof schoolDetailSchema>;

/** Answer of POST api/schools. */
export const createdSchoolSchema = z.object({
  id: z.number().int(),
  schoolName: z.string(),
  state: z.string(),
  city: z.string(),
  message: z.string(),
});
export type CreatedSchool = z.infer<typeof createdSchoolSchema>;

/** Answer of PUT api/schools/{id}. */
export const updatedSchoolSchema = z.object({ message: z.string(), school: schoolDetailSchema });
export type UpdatedSchool = z.infer<typeof updatedSchoolSchema>;

/** Answer of GET api/schools/{id}/dependents. */
export const schoolDependentsSchema = z.object({
  users: z.number().int().describe('Active users holding a role at the school'),
  exportApplications: z.number().int().describe('Applications naming the school as employer (export)'),
  importApplications: z.number().int().describe('Application rows naming the school as attending (import)'),
  invoices: z.number().int(),
  canDelete: z.boolean().describe('The caller may delete and nothing remains'),
  message: z.string().nullable().describe('Why the school cannot be deleted, or null'),
});
export type SchoolDependents = z.infer<typeof schoolDependentsSchema>;
