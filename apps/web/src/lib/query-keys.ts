import {
  type AnyEndpoint,
  aidYearEndpoints,
  applicationLookupEndpoints,
  exportEndpoints,
  importEndpoints,
  type NewApplicationType,
  schoolEndpoints,
  schoolReferenceEndpoints,
  schoolUserEndpoints,
  staffUserEndpoints,
  studentEndpoints,
  systemEndpoints,
  USER_TYPE,
} from '@exchange/domain';

/** GET api/user/school/{schoolId}, whichever screen reads it. */
function schoolUsersKey(schoolId: number): readonly unknown[] {
  return ['users', ...endpointKey(schoolUserEndpoints.listSchoolUsers, { params: { schoolId } })];
}

/**
 * Every query key of the web app, in one place, so one endpoint has one key and one key one answer
 * type. Keys nest: invalidating a prefix (students.all, users.atSchool(id)) refreshes everything under it.
 */
export const queryKeys = {
  config: endpointKey(systemEndpoints.getPortalConfig),
  lookups: {
    states: ['lookups', ...endpointKey(schoolReferenceEndpoints.listStates)],
    countries: ['lookups', ...endpointKey(schoolReferenceEndpoints.listCountries)],
    regionTypes: ['lookups', ...endpointKey(schoolReferenceEndpoints.listRegionTypes)],
    contactTypes: ['lookups', ...endpointKey(schoolReferenceEndpoints.listContactTypes)],
    participationTypes: ['lookups', ...endpointKey(schoolReferenceEndpoints.listParticipationTypes)],
    activeAidYears: ['lookups', ...endpointKey(applicationLookupEndpoints.listActiveAidYears)],
    allAidYears: ['lookups', ...endpointKey(applicationLookupEndpoints.listAllAidYears)],
    currentAidYear: ['lookups', ...endpointKey(applicationLookupEndpoints.getCurrentAidYear)],
    studentCategories: (type: NewApplicationType) => [
      'lookups',
      ...endpointKey(applicationLookupEndpoints.listStudentCategories, {
        query: { applicationStatus: type },
      }),
    ],
    exportStatuses: ['lookups', ...endpointKey(applicationLookupEndpoints.listExportStatuses)],
    importStatuses: ['lookups', ...endpointKey(applicationLookupEndpoints.listImportStatuses)],
  },
  schools: {
    /** GET api/schools/name: the selector's list, also the parent campus list. */
    names: ['schools', ...endpointKey(schoolEndpoints.listSchoolNames)],
    detail: (id: number) => ['schools', ...endpointKey(schoolEndpoints.getSchool, { params: { id } })],
    /** GET api/schools/aidyears/{id}: the school's aid-year records. */
    aidYearRecords: (schoolId: number) => [
      'schools',
      ...endpointKey(aidYearEndpoints.listSchoolAidYears, { params: { id: schoolId } }),
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
    te: ['users', ...endpointKey(staffUserEndpoints.listStaffUsers, { query: { usertype: USER_TYPE.TE } })],
    detail: (id: number) => ['users', ...endpointKey(staffUserEndpoints.getUser, { params: { id } })],
  },
  exports: {
    /** Every export list, whatever the school and filters (refreshed after a detail screen's change). */
    all: ['exports'] as const,
    /** Every list of one school, whatever its filters. */
    lists: (schoolId: number) => [
      'exports',
      ...endpointKey(exportEndpoints.listExports, { params: { schoolId } }),
    ],
    list: (schoolId: number, query: object) => [
      'exports',
      ...endpointKey(exportEndpoints.listExports, { params: { schoolId }, query }),
    ],
  },
  imports: {
    /** Every import list and row: a change on any screen refreshes them all. */
    all: ['imports'] as const,
    /** Every list of one school, whatever its kind and filters. */
    lists: (schoolId: number) => [
      'imports',
      ...endpointKey(importEndpoints.listImports, { params: { schoolId } }),
    ],
    list: (schoolId: number, query: object) => [
      'imports',
      ...endpointKey(importEndpoints.listImports, { params: { schoolId }, query }),
    ],
    /** One application's row at one import school (the detail screens). */
    row: (applicationId: number, schoolId: number) => [
      'imports',
      ...endpointKey(importEndpoints.getImportRow, { params: { applicationId, schoolId } }),
    ],
  },
  students: {
    /** Everything of the student screens: refreshed after an application is saved. */
    all: ['students'] as const,
    student: (id: number) => ['students', ...endpointKey(studentEndpoints.getStudent, { params: { id } })],
    applications: (id: number) => [
      'students',
      ...endpointKey(studentEndpoints.listStudentApplications, { params: { id } }),
    ],
    /** GET api/student/application/{id}, whatever its ?importschool= (a prefix of each reader's key). */
    application: (id: number) => [
      'students',
      ...endpointKey(studentEndpoints.getApplication, { params: { id } }),
    ],
    transferPrefill: (id: number) => [
      'students',
      ...endpointKey(studentEndpoints.getTransferPrefill, { params: { id } }),
    ],
    exportSchools: (aidYearId: number) => [
      'students',
      ...endpointKey(studentEndpoints.listExportSchoolOptions, { params: { aidYearId } }),
    ],
    importSchools: (exportSchoolId: number, aidYearId: number) => [
      'students',
      ...endpointKey(studentEndpoints.listImportSchoolOptions, { params: { exportSchoolId, aidYearId } }),
    ],
  },
} as const;

/**
 * The query key of an endpoint's answer: its operationId, then its path parameters, then its query.
 * Keys match by prefix, so `endpointKey(e)` covers every call of the endpoint and
 * `endpointKey(e, { params })` every query of those parameters.
 */
export function endpointKey<E extends AnyEndpoint>(
  endpoint: E,
  input: { params?: object; query?: object } = {},
): readonly unknown[] {
  const key: unknown[] = [endpoint.operationId];
  if (input.params || input.query) key.push(input.params ?? {});
  if (input.query) key.push(input.query);
  return key;
}
