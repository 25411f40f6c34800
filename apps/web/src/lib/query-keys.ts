import { type NewApplicationType, USER_TYPE } from '@exchange/domain';

/** GET api/user/school/{schoolId}, whichever screen reads it. */
function schoolUsersKey(schoolId: number): readonly unknown[] {
  return ['users', ...endpointKey('listSchoolUsers', { params: { schoolId } })];
}

/**
 * Every query key of the web app, in one place, so one endpoint has one key and one key one answer
 * type. Keys nest: invalidating a prefix (students.all, users.atSchool(id)) refreshes everything under it.
 */
export const queryKeys = {
  lookups: {
    states: ['lookups', ...endpointKey('listStates')],
    countries: ['lookups', ...endpointKey('listCountries')],
    regionTypes: ['lookups', ...endpointKey('listRegionTypes')],
    contactTypes: ['lookups', ...endpointKey('listContactTypes')],
    participationTypes: ['lookups', ...endpointKey('listParticipationTypes')],
    activeAidYears: ['lookups', ...endpointKey('listActiveAidYears')],
    allAidYears: ['lookups', ...endpointKey('listAllAidYears')],
    currentAidYear: ['lookups', ...endpointKey('getCurrentAidYear')],
    studentCategories: (type: NewApplicationType) => [
      'lookups',
      ...endpointKey('listStudentCategories', {
        query: { applicationStatus: type },
      }),
    ],
    exportStatuses: ['lookups', ...endpointKey('listExportStatuses')],
    importStatuses: ['lookups', ...endpointKey('listImportStatuses')],
  },
  schools: {
    /** GET api/schools/name: the selector's list, also the parent campus list. */
    names: ['schools', ...endpointKey('listSchoolNames')],
    detail: (id: number) => ['schools', ...endpointKey('getSchool', { params: { id } })],
    /** GET api/schools/aidyears/{id}: the school's aid-year records. */
    aidYearRecords: (schoolId: number) => [
      'schools',
      ...endpointKey('listSchoolAidYears', { params: { id: schoolId } }),
    ],
  },
  users: {
    /** Prefix of both answers of GET api/user/school/{schoolId}: invalidate it after a school user changes. */
    atSchool: (schoolId: number) => schoolUsersKey(schoolId),
    /** The School Users grid rows (users feature). */
    schoolRows: (schoolId: number) => [...schoolUsersKey(schoolId), 'rows'],
    /** The profile's Users section (schools feature): name, email and role only. */
    schoolSummary: (schoolId: number) => [...schoolUsersKey(schoolId), 'summary'],
    /** GET api/user?usertype=TE: the TE Users grid. */
    te: ['users', ...endpointKey('listStaffUsers', { query: { usertype: USER_TYPE.TE } })],
    detail: (id: number) => ['users', ...endpointKey('getUser', { params: { id } })],
  },
  exports: {
    /** Every export list, whatever the school and filters (refreshed after a detail screen's change). */
    all: ['exports'] as const,
    /** Every list of one school, whatever its filters. */
    lists: (schoolId: number) => ['exports', ...endpointKey('listExports', { params: { schoolId } })],
    list: (schoolId: number, query: object) => [
      'exports',
      ...endpointKey('listExports', { params: { schoolId }, query }),
    ],
  },
  imports: {
    /** Every import list and row: a change on any screen refreshes them all. */
    all: ['imports'] as const,
    /** Every list of one school, whatever its kind and filters. */
    lists: (schoolId: number) => ['imports', ...endpointKey('listImports', { params: { schoolId } })],
    list: (schoolId: number, query: object) => [
      'imports',
      ...endpointKey('listImports', { params: { schoolId }, query }),
    ],
    /** One application's row at one import school (the detail screens). */
    row: (applicationId: number, schoolId: number) => [
      'imports',
      ...endpointKey('getImportRow', { params: { applicationId, schoolId } }),
    ],
  },
  billing: {
    /** Every invoice answer (lists, one invoice, its lines and payments): refreshed after any billing change. */
    all: ['billing'] as const,
    /** Every invoice list, whatever the school. */
    lists: ['billing', ...endpointKey('listInvoices')],
    /** GET api/invoice/list: one school's invoices, or every school's (null, TE users). */
    list: (schoolId: number | null) => [
      'billing',
      ...endpointKey('listInvoices', { query: schoolId === null ? {} : { schoolid: schoolId } }),
    ],
    invoice: (id: number) => ['billing', ...endpointKey('getInvoice', { params: { id } })],
    lines: (id: number) => ['billing', ...endpointKey('listInvoiceLines', { params: { id } })],
    payments: (id: number) => ['billing', ...endpointKey('listInvoicePayments', { params: { id } })],
    /** What generating an aid year's participation invoices would create. */
    participationPreview: (aidYearId: number) => [
      'billing',
      ...endpointKey('previewParticipationInvoices', { params: { aidYearId } }),
    ],
    // Catalogues and the gateway's browser config: outside the prefix, a payment does not change them.
    feeTypes: ['lookups', ...endpointKey('listFeeTypes')],
    paymentTypes: ['lookups', ...endpointKey('listPaymentTypes')],
    paymentGateway: endpointKey('getPaymentGateway'),
  },
  reports: {
    /** Every report, change log and statistics answer: refreshed after a review is signed off. */
    all: ['reports'] as const,
    /** One page of a paged report or change log (`get{Key}Report`) for its query. */
    page: (operationId: string, query: object) => ['reports', ...endpointKey(operationId, { query })],
    /** GET api/report/exportstat or importstat for its query. */
    stats: (operationId: 'getExportStatReport' | 'getImportStatReport', query: object) => [
      'reports',
      ...endpointKey(operationId, { query }),
    ],
  },
  enrollmentReviews: {
    /** GET api/report/enrollmentreview/school/{schoolId}: the school's Fall and Spring reviews. */
    school: (schoolId: number) => [
      'reports',
      ...endpointKey('listSchoolEnrollmentReviews', { params: { schoolId } }),
    ],
  },
  /** GET api/settings/server-datetime: the server's time for the review windows and change-log frames. */
  serverTime: endpointKey('getServerDateTime'),
  students: {
    /** Everything of the student screens: refreshed after an application is saved. */
    all: ['students'] as const,
    student: (id: number) => ['students', ...endpointKey('getStudent', { params: { id } })],
    applications: (id: number) => ['students', ...endpointKey('listStudentApplications', { params: { id } })],
    /** GET api/student/application/{id}, whatever its ?importschool= (a prefix of each reader's key). */
    application: (id: number) => ['students', ...endpointKey('getApplication', { params: { id } })],
    transferPrefill: (id: number) => ['students', ...endpointKey('getTransferPrefill', { params: { id } })],
    exportSchools: (aidYearId: number) => [
      'students',
      ...endpointKey('listExportSchoolOptions', { params: { aidYearId } }),
    ],
    importSchools: (exportSchoolId: number, aidYearId: number) => [
      'students',
      ...endpointKey('listImportSchoolOptions', { params: { exportSchoolId, aidYearId } }),
    ],
  },
} as const;

/**
 * The query key of an endpoint's answer: its contract's operationId, then its path parameters, then its
 * query. Keys match by prefix, so `endpointKey(id)` covers every call of the endpoint and
 * `endpointKey(id, { params })` every query of those parameters. It takes the operationId, not the
 * contract, so the shell's bundle does not carry every screen's schemas (query-keys.test.ts checks each
 * id names a contract).
 */
export function endpointKey(
  operationId: string,
  input: { params?: object; query?: object } = {},
): readonly unknown[] {
  const key: unknown[] = [operationId];
  if (input.params || input.query) key.push(input.params ?? {});
  if (input.query) key.push(input.query);
  return key;
}
