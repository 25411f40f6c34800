import { APPLICATION_STATUS, EXPORT_STATUS, IMPORT_STATUS, type ImportListRow } from '@exchange/domain';

const I = IMPORT_STATUS;

/** The programs both schools offer in the tests. */
export const ON_CAMPUS = 21;
export const ONLINE = 22;

/**
 * Beta College's row of the test application (lib/application-fixture), Enrolled On Campus, as a
 * TELO who may change it reads it (tests only).
 */
export function importRowFixture(overrides: Partial<ImportListRow> = {}): ImportListRow {
  return {
    applicationId: 41,
    importSchool: 20,
    importSchoolName: 'Beta College',
    importSchoolCity: 'Dayton',
    importSchoolState: 'OH',
    academicTerm: 1,
    applicationStatus: APPLICATION_STATUS.OPEN,
    aidYear: '2025-2026',
    aidYearId: 9,
    studentId: 7,
    studentFirstName: 'Jamie',
    studentLastName: 'Rivera',
    studentCategoryId: 2,
    studentCategoryName: 'Continuing Sophomore',
    exportSchool: 1,
    exportSchoolName: 'Alpha University',
    exportSchoolStatus: EXPORT_STATUS.EXPORT_APPROVED,
    importStatus: I.ENROLLED,
    importStatusName: 'Enrolled',
    importStatusDate: '2025-03-04',
    importStatusOtherReason: null,
    importEnrolledSchool: 'Beta College',
    participationTypeId: ON_CAMPUS,
    participationTypeName: 'On Campus',
    programOptions: [
      { participationId: ON_CAMPUS, participationName: 'On Campus' },
      { participationId: ONLINE, participationName: 'Online' },
    ],
    leaveOfAbsenceBegin: null,
    leaveOfAbsenceEnd: null,
    withdrawalDate: null,
    lastEligibilityUsed: null,
    unprocessedSummerTerm: 0,
    extendEligibility: 0,
    eligibilityRemaining: 8,
    additionalImportSchools: 1,
    modifiedBy: 12,
    modifiedByFirstName: 'Bea',
    modifiedByLastName: 'Liaison',
    version: 5,
    statusOptions: [
      I.UNDER_REVIEW,
      I.IMPORT_APPROVED,
      I.ENROLLED,
      I.WITHDRAWN,
      I.LEAVE_OF_ABSENCE,
      I.GRADUATED,
    ],
    actions: {
      view: 'enabled',
      editStatus: 'enabled',
      editProgram: 'enabled',
      editStudentClassification: 'enabled',
      extendEligibility: 'enabled',
      addSummerTerm: 'enabled',
      removeSummerTerm: 'hidden',
    },
    ...overrides,
  };
}
