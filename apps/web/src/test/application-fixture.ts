import {
  EXPORT_STATUS,
  IMPORT_STATUS,
  type StudentApplicationView,
  type StudentWithApplications,
} from '@exchange/domain';

type ImportSchool = StudentApplicationView['studentApplicationSchool'][number];

/** An import school row of the test application, Beta College at Import Decision Pending by default. */
export function importSchoolFixture(overrides: Partial<ImportSchool> = {}): ImportSchool {
  return {
    importSchool: 20,
    importSchoolName: 'Beta College',
    city: 'Dayton',
    state: 'OH',
    importStatus: IMPORT_STATUS.DECISION_PENDING,
    importStatusName: 'Import Decision Pending',
    importStatusDate: '2025-03-04',
    importStatusOtherReason: null,
    leaveOfAbsenceBegin: null,
    leaveOfAbsenceEnd: null,
    withdrawalDate: null,
    participationTypeId: null,
    participationTypeName: null,
    importTeloFirstName: 'Bea',
    importTeloLastName: 'Liaison',
    importTeloEmail: 'telo@beta.edu',
    modifiedBy: null,
    ...overrides,
  };
}

/** An OPEN application from Alpha University at Awaiting Decision, as a primary TELO reads it (tests only, export and import screens). */
export function applicationFixture(overrides: Partial<StudentApplicationView> = {}): StudentApplicationView {
  return {
    id: 41,
    aidyear: 9,
    aidyearName: '2025-2026',
    aidyearLabel: '2025-2026 Application',
    applicationStatus: 'OPEN',
    creationDate: '2025-02-11',
    exportSchool: 1,
    exportSchoolName: 'Alpha University',
    city: 'Columbus',
    state: 'OH',
    nonEduAccepted: 0,
    customFieldLabel1: 'Department',
    customFieldLabel2: null,
    customFieldLabel3: null,
    employeeFirstName: 'Maria',
    employeeLastName: 'Lopez',
    employeeEmail: 'maria.lopez@alpha.edu',
    employeeTitle: 'Librarian',
    employeeId: null,
    employeeYearOfService: 7,
    exportSchoolStatus: EXPORT_STATUS.AWAITING_DECISION,
    exportSchoolStatusName: 'Awaiting Decision',
    exportStatusDate: '2025-02-11',
    customField1: 'Libraries',
    customField2: null,
    customField3: null,
    studentCategoryId: 2,
    studentCategoryName: 'Continuing Sophomore',
    extendEligibility: 0,
    extendEligibilityDate: null,
    exportStatusReasonOther: null,
    noLongerEligibleDate: null,
    eligibilityRemaining: 8,
    closeReason: null,
    additionalImportSchools: 2,
    exportTeloFirstName: 'Alex',
    exportTeloLastName: 'Alpha',
    exportTeloEmail: 'telo@alpha.edu',
    version: 3,
    exportStatusOptions: [
      EXPORT_STATUS.AWAITING_DECISION,
      EXPORT_STATUS.EXPORT_APPROVED,
      EXPORT_STATUS.DENIED_OTHER,
    ],
    exportActions: { view: 'enabled', editStatus: 'enabled', editApplication: 'enabled', delete: 'enabled' },
    closeAction: 'hidden',
    canUpdate: false,
    applyListLocked: false,
    studentApplicationSchool: [importSchoolFixture()],
    ...overrides,
  };
}

/** The student answer around the test application. */
export function studentFixture(overrides: Partial<StudentWithApplications> = {}): StudentWithApplications {
  return {
    id: 7,
    userId: 70,
    studentFirstName: 'Jamie',
    studentLastName: 'Rivera',
    studentMiddleInitial: 'Q',
    studentEmail: 'jamie@example.com',
    studentAddress: '42 Maple Avenue',
    studentAddress2: null,
    studentCity: 'Columbus',
    studentState: 'OH',
    studentZip: '43215',
    studentZipFour: '1234',
    studentCellPhone: '6145550199',
    studentBirthDate: '2007-04-09',
    countryId: 1,
    ferpa: 1,
    version: 1,
    studentApplication: [applicationFixture()],
    ...overrides,
  };
}
