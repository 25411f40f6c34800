import { describe, expect, it } from 'vitest';
import { aidYearOptionSchema, studentCategorySchema } from '../students/student-views.js';
import { savedAidYearRecordSchema, schoolAidYearRecordSchema } from './aid-year-responses.js';

// Samples copied from real server answers (seeded demo data). `parse(sample)` equal to the sample means
// the schema has every field the server sends (z.object drops unknown keys) and nothing it does not.

/** GET api/student/aidyear, one item. */
const aidYearOption = {
  id: 5,
  aidyear: '2026-2027',
  aidyearbegindate: '2026-07-01',
  aidyearenddate: '2027-06-30',
  aidyearLabel: '2026-2027 (Enrolling Fall 2026 or Spring 2027)',
};

/** GET api/schools/aidyears/{schoolId}, one item (lists shortened). */
const record = {
  id: 6,
  schoolId: 1,
  aidYearId: 6,
  aidyear: '2027-2028',
  aidyearLabel: '2027-2028 (Enrolling Fall 2027 or Spring 2028)',
  aidyearenddate: '2028-06-30',
  active: true,
  canEdit: true,
  optOutImportScholarship: 0,
  exportUrl: 'https://www.alpha.edu/human-resources/tuition-exchange',
  importUrl: 'https://www.alpha.edu/admissions/tuition-exchange',
  willExtendTuition: 1,
  acceptMidTermStudents: 1,
  exportDeadline: '2027-12-15',
  importDeadline: '2028-01-15',
  tuition: 64919,
  scholarshipOfferingId: 1,
  scholarshipAmountOther: null,
  setRate: null,
  requireFafsa: 1,
  pellIncluded: 1,
  stateGrantIncluded: 1,
  academicScholarshipIncluded: 1,
  talentScholarshipIncluded: 1,
  outsideScholarshipIncluded: 1,
  mustLiveOnCampus: 0,
  percentageAwardOffers: 95,
  eligiblePrograms: [
    {
      eligibleProgramId: 1,
      eligibleProgramName: 'All undergraduate programs',
      eligibleProgramException: null,
    },
  ],
  enrollments: [
    {
      feeTypeId: 1,
      feeTypeName: 'Export Application Fee',
      feeFrequencyId: 1,
      enrollmentFeeFrequencyName: 'Annual',
      amount: 50,
    },
  ],
  studentCategories: [{ categoryId: 1, categoryName: 'First-time Freshman' }],
  version: 1,
};

describe('aid-year option (GET api/student/aidyear)', () => {
  it('matches a real server answer field for field, begin date included', () => {
    expect(aidYearOptionSchema.parse(aidYearOption)).toEqual(aidYearOption);
  });

  it('refuses an option without aidyearbegindate (the field the hand-written web type had dropped)', () => {
    const { aidyearbegindate: _, ...withoutBegin } = aidYearOption;
    expect(aidYearOptionSchema.safeParse(withoutBegin).success).toBe(false);
  });

  it('matches a student category of GET api/student/studentcategories', () => {
    const category = { id: 1, categoryName: 'First-time Freshman' };
    expect(studentCategorySchema.parse(category)).toEqual(category);
  });
});

describe('school aid-year record (GET api/schools/aidyears/{schoolId})', () => {
  it('matches a real server answer field for field, names of the lists included', () => {
    expect(schoolAidYearRecordSchema.parse(record)).toEqual(record);
    const saved = { message: 'Saved', record };
    expect(savedAidYearRecordSchema.parse(saved)).toEqual(saved);
  });

  it.each(['aidyearLabel', 'aidyearenddate', 'canEdit', 'version'] as const)(
    'refuses a record without %s',
    (field) => {
      const { [field]: _, ...rest } = record;
      expect(schoolAidYearRecordSchema.safeParse(rest).success).toBe(false);
    },
  );

  it('refuses list items without their names (shown in the read-only view)', () => {
    const bare = {
      ...record,
      eligiblePrograms: [{ eligibleProgramId: 1, eligibleProgramException: null }],
      enrollments: [{ feeTypeId: 1, feeFrequencyId: 1, amount: 50 }],
      studentCategories: [{ categoryId: 1 }],
    };
    const issues = schoolAidYearRecordSchema.safeParse(bare).error?.issues.map((i) => i.path.join('.'));
    expect(issues).toEqual([
      'eligiblePrograms.0.eligibleProgramName',
      'enrollments.0.feeTypeName',
      'enrollments.0.enrollmentFeeFrequencyName',
      'studentCategories.0.categoryName',
    ]);
  });
});
