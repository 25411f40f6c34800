import { z } from 'zod';

const flag = z.number().describe('0 or 1');

/** One school aid-year record as the API answers it (1-core §3); money in dollars. */
export const schoolAidYearRecordSchema = z.object({
  id: z.number(),
  schoolId: z.number(),
  aidYearId: z.number(),
  aidyear: z.string().describe('e.g. 2026-2027'),
  aidyearLabel: z.string().describe("'{aidyear} (Enrolling Fall {first year} or Spring {second year})'"),
  aidyearenddate: z.string(),
  active: z.boolean().describe('The aid year ends today or later; only active years can be changed'),
  canEdit: z.boolean().describe('The caller may change this record (editor role and an active aid year)'),
  optOutImportScholarship: flag,
  exportUrl: z.string().nullable(),
  importUrl: z.string().nullable(),
  willExtendTuition: flag,
  acceptMidTermStudents: z.number().nullable(),
  exportDeadline: z.string().nullable(),
  importDeadline: z.string().nullable(),
  tuition: z.number().nullable().describe('Whole dollars'),
  scholarshipOfferingId: z
    .number()
    .nullable()
    .describe('1 Full Tuition, 2 Annual Set-Rate, 3 Public Institution Rate, 4 Other'),
  scholarshipAmountOther: z.number().nullable().describe('Dollars (offerings 3 and 4)'),
  setRate: z.number().nullable().describe('Dollars (offering 2)'),
  requireFafsa: flag,
  pellIncluded: flag,
  stateGrantIncluded: flag,
  academicScholarshipIncluded: flag,
  talentScholarshipIncluded: flag,
  outsideScholarshipIncluded: flag,
  mustLiveOnCampus: flag,
  percentageAwardOffers: z.number().nullable(),
  eligiblePrograms: z.array(
    z.object({
      eligibleProgramId: z.number(),
      eligibleProgramName: z.string(),
      eligibleProgramException: z.string().nullable(),
    }),
  ),
  enrollments: z.array(
    z.object({
      feeTypeId: z.number(),
      feeTypeName: z.string(),
      feeFrequencyId: z.number(),
      enrollmentFeeFrequencyName: z.string(),
      amount: z.number().describe('Dollars'),
    }),
  ),
  studentCategories: z.array(z.object({ categoryId: z.number(), categoryName: z.string() })),
  version: z.number().describe('Send back in PUT to detect concurrent edits'),
});
export type SchoolAidYearRecord = z.infer<typeof schoolAidYearRecordSchema>;

/** Answer of POST and PUT. */
export const savedRecordSchema = z.object({ message: z.string(), record: schoolAidYearRecordSchema });
