import * as z from 'zod/mini';

// Answers of the school aid-year calls (1-core §3, §7). Plain shapes without
// transforms: the server serializes every answer with them and the web takes its types from them.
// zod/mini: the public member-school page reads three of them (docs/decisions/platform.md); `described`
// is classic's `.describe()`, registered on a schema of its own.

function described<T extends z.ZodMiniType>(schema: T, description: string): T {
  z.globalRegistry.add(schema, { description });
  return schema;
}
const int = () => z.number().check(z.int());
const flag = described(int(), '0 or 1');

/** One eligible program of a school aid-year record. */
export const aidYearEligibleProgramSchema = z.object({
  eligibleProgramId: int(),
  eligibleProgramName: z.string(),
  eligibleProgramException: z.nullable(z.string()),
});

/** One enrollment fee of a school aid-year record. */
export const aidYearEnrollmentSchema = z.object({
  feeTypeId: int(),
  feeTypeName: z.string(),
  feeFrequencyId: int(),
  enrollmentFeeFrequencyName: z.string(),
  amount: described(int(), 'Cents'),
});

/** One student category a school accepts in an aid year. */
export const aidYearStudentCategorySchema = z.object({
  categoryId: int(),
  categoryName: z.string(),
});

/** One school aid-year record as GET api/schools/aidyears/{schoolId} answers it; money in integer cents. */
export const schoolAidYearRecordSchema = z.object({
  id: int(),
  schoolId: int(),
  aidYearId: int(),
  aidyear: described(z.string(), 'e.g. 2026-2027'),
  aidyearLabel: described(z.string(), "'{aidyear} (Enrolling Fall {first year} or Spring {second year})'"),
  aidyearenddate: z.string(),
  active: described(z.boolean(), 'The aid year ends today or later; only active years can be changed'),
  canEdit: described(z.boolean(), 'The caller may change this record (editor role and an active aid year)'),
  optOutImportScholarship: flag,
  exportUrl: z.nullable(z.string()),
  importUrl: z.nullable(z.string()),
  willExtendTuition: flag,
  acceptMidTermStudents: z.nullable(int()),
  exportDeadline: z.nullable(z.string()),
  importDeadline: z.nullable(z.string()),
  tuition: described(z.nullable(int()), 'Cents (a whole number of dollars)'),
  scholarshipOfferingId: described(
    z.nullable(int()),
    '1 Full Tuition, 2 Annual Set-Rate, 3 Public Institution Rate, 4 Other',
  ),
  scholarshipAmountOther: described(z.nullable(int()), 'Cents (offerings 3 and 4)'),
  setRate: described(z.nullable(int()), 'Cents (offering 2)'),
  requireFafsa: flag,
  pellIncluded: flag,
  stateGrantIncluded: flag,
  academicScholarshipIncluded: flag,
  talentScholarshipIncluded: flag,
  outsideScholarshipIncluded: flag,
  mustLiveOnCampus: flag,
  percentageAwardOffers: z.nullable(z.number()),
  eligiblePrograms: z.array(aidYearEligibleProgramSchema),
  enrollments: z.array(aidYearEnrollmentSchema),
  studentCategories: z.array(aidYearStudentCategorySchema),
  version: described(int(), 'Send back in PUT to detect concurrent edits'),
});
export type SchoolAidYearRecord = z.infer<typeof schoolAidYearRecordSchema>;

/** Answer of POST api/schools/aidyears and PUT api/schools/aidyears/{id}. */
export const savedAidYearRecordSchema = z.object({ message: z.string(), record: schoolAidYearRecordSchema });
export type SavedAidYearRecord = z.infer<typeof savedAidYearRecordSchema>;
