import {
  type AidYearOption,
  aidYearOptionSchema,
  type ExportSchoolOption,
  exportSchoolOptionSchema,
  type ImportSchoolOption,
  importSchoolOptionSchema,
  type NewApplicationType,
  STUDENT_MESSAGES,
  type StudentApplicationsAnswer,
  type StudentView,
  type StudentWithApplications,
  studentApplicationsAnswerSchema,
  studentCategorySchema,
  studentSchema,
  studentWithApplicationsSchema,
  type TransferPrefill,
  transferPrefillSchema,
} from '@exchange/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiRequestError, api } from '../../lib/api';
import { useAuth } from '../../lib/auth-context';
import { useErrorToast } from '../../lib/error-toast';

/** A US state of GET api/schools/state. */
export interface StateOption {
  id: number;
  stateName: string;
  stateAbbr: string;
}

/** A country of GET api/schools/country. */
export interface CountryOption {
  id: number;
  countryName: string;
}

/** A student classification of GET api/student/studentcategories. */
export interface StudentCategory {
  id: number;
  categoryName: string;
}

/** Checks every item of a list answer with the domain's item schema. */
function listOf<T>(item: { parse(value: unknown): T }) {
  return {
    parse(value: unknown): T[] {
      if (!Array.isArray(value)) throw new TypeError('Expected a list');
      return value.map((v) => item.parse(v));
    },
  };
}

/** Query keys of the student screens; everything under 'students' is refreshed after a save. */
export const studentKeys = {
  all: ['students'] as const,
  student: (id: number) => ['students', 'student', id] as const,
  applications: (id: number) => ['students', 'applications', id] as const,
  application: (id: number) => ['students', 'application', id] as const,
  transferPrefill: (id: number) => ['students', 'transferPrefill', id] as const,
};

const FIVE_MINUTES = 5 * 60_000;

/** GET api/student/{id}: the student record. */
export function useStudent(studentId: number | null) {
  return useQuery({
    queryKey: studentKeys.student(studentId ?? 0),
    queryFn: ({ signal }) =>
      api.get<StudentView>(`/api/student/${studentId}`, { schema: studentSchema, signal }),
    enabled: studentId !== null,
  });
}

/**
 * GET api/student/{id}/applications, newest first. A 404 means no application yet and is answered
 * as null, so screens can tell "none" from a failure.
 */
export function useStudentApplications(studentId: number | null) {
  return useQuery({
    queryKey: studentKeys.applications(studentId ?? 0),
    queryFn: async ({ signal }): Promise<StudentApplicationsAnswer | null> => {
      if (studentId === null) return null;
      try {
        return await api.get(`/api/student/${studentId}/applications`, {
          schema: studentApplicationsAnswerSchema,
          signal,
        });
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** GET api/student/application/{id}: one application with its student. */
export function useApplication(applicationId: number | null) {
  return useQuery({
    queryKey: studentKeys.application(applicationId ?? 0),
    queryFn: ({ signal }) =>
      api.get<StudentWithApplications>(`/api/student/application/${applicationId}`, {
        schema: studentWithApplicationsSchema,
        signal,
      }),
    enabled: applicationId !== null,
  });
}

/** GET api/student/{id}/transferprefill: employer, employee and enrolled school a transfer starts from. */
export function useTransferPrefill(studentId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: studentKeys.transferPrefill(studentId ?? 0),
    queryFn: ({ signal }) =>
      api.get<TransferPrefill>(`/api/student/${studentId}/transferprefill`, {
        schema: transferPrefillSchema,
        signal,
      }),
    enabled: enabled && studentId !== null,
  });
}

/** GET api/student/aidyear: aid years still open to applicants. */
export function useActiveAidYears() {
  return useQuery({
    queryKey: ['students', 'aidYears'],
    queryFn: ({ signal }) =>
      api.get<AidYearOption[]>('/api/student/aidyear', { schema: listOf(aidYearOptionSchema), signal }),
    staleTime: FIVE_MINUTES,
  });
}

/** GET api/student/studentcategories for the application type. */
export function useStudentCategories(type: NewApplicationType) {
  return useQuery({
    queryKey: ['students', 'categories', type],
    queryFn: ({ signal }) =>
      api.get<StudentCategory[]>(`/api/student/studentcategories?applicationStatus=${type}`, {
        schema: listOf(studentCategorySchema),
        signal,
      }),
    staleTime: FIVE_MINUTES,
  });
}

/** GET api/schools/exportschools/{aidYearId}: the employers of an aid year. */
export function useExportSchools(aidYearId: number) {
  return useQuery({
    queryKey: ['students', 'exportSchools', aidYearId],
    queryFn: ({ signal }) =>
      api.get<ExportSchoolOption[]>(`/api/schools/exportschools/${aidYearId}`, {
        schema: listOf(exportSchoolOptionSchema),
        signal,
      }),
    enabled: aidYearId > 0,
  });
}

/** GET api/schools/importschools/{exportSchoolId}/{aidYearId}: the schools open to the employer's students. */
export function useImportSchools(exportSchoolId: number, aidYearId: number) {
  return useQuery({
    queryKey: ['students', 'importSchools', exportSchoolId, aidYearId],
    queryFn: ({ signal }) =>
      api.get<ImportSchoolOption[]>(`/api/schools/importschools/${exportSchoolId}/${aidYearId}`, {
        schema: listOf(importSchoolOptionSchema),
        signal,
      }),
    enabled: exportSchoolId > 0 && aidYearId > 0,
  });
}

/** GET api/schools/state. */
export function useStates() {
  return useQuery({
    queryKey: ['reference', 'states'],
    queryFn: ({ signal }) => api.get<StateOption[]>('/api/schools/state', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET api/schools/country. */
export function useCountries() {
  return useQuery({
    queryKey: ['reference', 'countries'],
    queryFn: ({ signal }) => api.get<CountryOption[]>('/api/schools/country', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The signed-in student's student id. An account made outside the sign-up may have no student record
 * yet: POST api/student creates it from the account, once.
 */
export function useStudentId(): number | null {
  const { user, updateUser } = useAuth();
  const missing = user?.usertype === 'STUDENT' && user.studentId === null;
  const { mutate, isIdle, error } = useMutation({
    mutationFn: () => api.post<StudentView>('/api/student', undefined, { schema: studentSchema }),
    onSuccess: (student) => updateUser({ studentId: student.id }),
  });
  useEffect(() => {
    if (missing && isIdle) mutate();
  }, [missing, isIdle, mutate]);
  useErrorToast(error, STUDENT_MESSAGES.accountLoadFailed);
  return user?.studentId ?? null;
}
