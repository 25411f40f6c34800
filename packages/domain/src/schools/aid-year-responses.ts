import { z } from 'zod';

// Answers of the school aid-year calls (1-core §3, §7). Plain shapes without
// transforms: the server serializes every answer with them and the web takes its types from them.

const flag = z.number().int().describe('0 or 1');

/** One eligible program of a school aid-year record. */
export const aidYearEligibleProgramSchema = z.object({
  eligibleProgramId: z.number().int(),
  eligibleProgramName: z.string(),
  eligibleProgramException: z.string().nullable(),
});

/** One enrollment fee of a school aid-year record. */
export const aidYearEnrollmentSchema = z.object({
  feeTypeId: z.number().int(),
  feeTypeName: z.string(),
  feeFrequencyId: z.number().int(),
  enrollmentFeeFrequencyName: z.string(),
  amount: z.number().int().describe('Cents'),
});

/** One student category a school accepts in an aid year. */
export const aidYearStudentCategorySchema = z.object({
  categoryId: z.number().int(),
  categoryName: z.string(),
});

/** One school aid-year record as GET api/schools/aidyears/{schoolId} answers it; money in integer cents. */
export const schoolAidYearRecordSchema = z.object({
  id: z.number().int(),
  schoolId: z.number().int(),
  aidYearId: z.number().int(),
  aidyear: z.string().describe('e.g. 2026-2027'),
  aidyearLabel: z.string().describe("'{aidyear} (Enrolling Fall {first year} or Spring {second year})'"),
  aidyearenddate: z.string(),
  active: z.boolean().describe('The aid year ends today or later; only active years can be changed'),
  canEdit: z.boolean().describe('The caller may change this record (editor role and an active aid year)'),
  optOutImportScholarship: flag,
  exportUrl: z.string().nullable(),
  importUrl: z.string().nullable(),
  willExtendTuition: flag,
  acceptMidTermStudents: z.number().int().nullable(),
  exportDeadline: z.string().nullable(),
  importDeadline: z.string().nullable(),
  tuition: z.number().int().nullable().describe('Cents (a whole number of dollars)'),
  scholarshipOfferingId: z
    .number()
    .int()
    .nullable()
    .describe('1 Full Tuition, 2 Annual Set-Rate, 3 Public Institution Rate, 4 Other'),
  scholarshipAmountOther: z.number().int().nullable().describe('Cents (offerings 3 and 4)'),
  setRate: z.number().int().nullable().describe('Cents (offering 2)'),
  requireFafsa: flag,
  pellIncluded: flag,
  stateGrantIncluded: flag,
  academicScholarshipIncluded: flag,
  talentScholarshipIncluded: flag,
  outsideScholarshipIncluded: flag,
  mustLiveOnCampus: flag,
  percentageAwardOffers: z.number().nullable(),
  eligiblePrograms: z.array(aidYearEligibleProgramSchema),
  enrollments: z.array(aidYearEnrollmentSchema),
  studentCategories: z.array(aidYearStudentCategorySchema),
  version: z.number().int().describe('Send back in PUT to detect concurrent edits'),
});
export type SchoolAidYearRecord = z.infer<typeof schoolAidYearRecordSchema>;

/** Answer of POST api/schools/aidyears and PUT api/schools/aidyears/{id}. */
export const savedAidYearRecordSchema = z.object({ message: z.string(), record: schoolAidYearRecordSchema });
export type SavedAidYearRecord = z.infer<typeof savedAidYearRecordSchema>;
