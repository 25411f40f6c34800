import type { NewApplicationType } from '@exchange/domain';

/**
 * Every query key of the web app, in one place, so one endpoint has one key and one key one answer
 * type. Keys nest: invalidating a prefix (students.all, users.atSchool(id)) refreshes everything under it.
 */
export const queryKeys = {
  config: ['config'] as const,
  lookups: {
    states: ['lookups', 'states'] as const,
    countries: ['lookups', 'countries'] as const,
    regionTypes: ['lookups', 'regionTypes'] as const,
    contactTypes: ['lookups', 'contactTypes'] as const,
    participationTypes: ['lookups', 'participationTypes'] as const,
    activeAidYears: ['lookups', 'aidYears', 'active'] as const,
    allAidYears: ['lookups', 'aidYears', 'all'] as const,
    currentAidYear: ['lookups', 'aidYears', 'current'] as const,
    studentCategories: (type: NewApplicationType) => ['lookups', 'studentCategories', type] as const,
    exportStatuses: ['lookups', 'exportStatuses'] as const,
    importStatuses: ['lookups', 'importStatuses'] as const,
  },
  schools: {
    /** GET api/schools/name: the selector's list, also the parent campus list. */
    names: ['schools', 'name'] as const,
    detail: (id: number) => ['schools', 'detail', id] as const,
    /** GET api/schools/aidyears/{schoolId}: the school's aid-year records. */
    aidYearRecords: (schoolId: number) => ['schools', 'aidyears', schoolId] as const,
  },
  users: {
    /** Prefix of both answers of GET api/user/school/{id}: invalidate it after a school user changes. */
    atSchool: (schoolId: number) => ['users', 'school', schoolId] as const,
    /** The School Users grid rows (users feature). */
    schoolRows: (schoolId: number) => ['users', 'school', schoolId, 'rows'] as const,
    /** The profile's Users section (schools feature): name, email and role only. */
    schoolSummary: (schoolId: number) => ['users', 'school', schoolId, 'summary'] as const,
    te: ['users', 'te'] as const,
    detail: (id: number) => ['users', 'detail', id] as const,
  },
  students: {
    /** Everything of the student screens: refreshed after an application is saved. */
    all: ['students'] as const,
    student: (id: number) => ['students', 'student', id] as const,
    applications: (id: number) => ['students', 'applications', id] as const,
    application: (id: number) => ['students', 'application', id] as const,
    transferPrefill: (id: number) => ['students', 'transferPrefill', id] as const,
    exportSchools: (aidYearId: number) => ['students', 'exportSchools', aidYearId] as const,
    importSchools: (exportSchoolId: number, aidYearId: number) =>
      ['students', 'importSchools', exportSchoolId, aidYearId] as const,
  },
} as const;
