import { z } from 'zod';

// Response shapes of the school calls; field names are the spec's (1-core §3).

/** One row of GET api/schools. */
export const schoolSummarySchema = z.object({
  id: z.number(),
  schoolName: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.number(),
  phone: z.string(),
  url: z.string(),
  region: z.number().describe('Region type id; 0 when none is chosen'),
  parentCampus: z.number().nullable(),
  acceptingNewStudents: z.number(),
  alertLeniency: z.number().describe('Standing: 0 Good, 1 Poor'),
  archived: z.number(),
  isClosed: z.number(),
  joinDate: z.string(),
});

/** What the calling user may do with a school (computed by the domain's permissions). */
export const schoolAccessSchema = z.object({
  canUpdate: z
    .boolean()
    .describe('Update button: role 1 (not read-only), 6 or 7 at this school, or TE Admin'),
  canDelete: z.boolean().describe('Delete School button: role 1 not read-only at this school, or TE Admin'),
  canEditTeFields: z.boolean().describe('TE users edit the TE-only fields and TE Admin Settings'),
});

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
  academicTerm: z.number().describe('1 Semester, 2 Quarter, 3 Trimester'),
  includeSummerTerm: z.number(),
  nonEduAccepted: z.number(),
  ipedsId: z.number().nullable(),
  customField1: z.string().nullable(),
  customField2: z.string().nullable(),
  customField3: z.string().nullable(),
  version: z.number().describe('Send back in PUT to detect concurrent edits'),
  schoolContact: z.array(
    z.object({
      contactId: z.number().describe('Slot 1-15, the contact type id'),
      contactType: z.string().nullable(),
      contactFirstName: z.string(),
      contactLastName: z.string(),
      contactEmail: z.string(),
    }),
  ),
  schoolParticipationType: z.array(z.object({ participationId: z.number(), participationName: z.string() })),
  access: schoolAccessSchema,
});
export type SchoolDetail = z.infer<typeof schoolDetailSchema>;

/** Answer of POST api/schools. */
export const createdSchoolSchema = z.object({
  id: z.number(),
  schoolName: z.string(),
  state: z.string(),
  city: z.string(),
  message: z.string(),
});

/** Answer of PUT api/schools/{id}. */
export const updatedSchoolSchema = z.object({ message: z.string(), school: schoolDetailSchema });

/** Answer of GET api/schools/{id}/dependents. */
export const schoolDependentsSchema = z.object({
  users: z.number().describe('Active users holding a role at the school'),
  exportApplications: z.number().describe('Applications naming the school as employer (export)'),
  importApplications: z.number().describe('Application rows naming the school as attending (import)'),
  invoices: z.number(),
  canDelete: z.boolean().describe('The caller may delete and nothing remains'),
  message: z.string().nullable().describe('Why the school cannot be deleted, or null'),
});

export const messageSchema = z.object({ message: z.string() });
export const schoolIdParams = z.object({ id: z.coerce.number().int().positive() });
export const modifiedByQuery = z.object({
  modifiedby: z.string().optional().describe('Accepted and ignored: the acting user comes from the session'),
});
