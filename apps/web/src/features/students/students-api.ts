import {
  type ExportSchoolOption,
  type ImportSchoolOption,
  isStudentUser,
  STUDENT_MESSAGES,
  type StudentApplicationsAnswer,
  type StudentView,
  type StudentWithApplications,
  schoolOptionEndpoints,
  studentEndpoints,
  type TransferPrefill,
} from '@exchange/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiRequestError, callEndpoint } from '../../lib/api';
import { useAuth } from '../../lib/auth-context';
import { useErrorToast } from '../../lib/error-toast';
import { queryKeys } from '../../lib/query-keys';

/** GET api/student/{id}: the student record. */
export function useStudent(studentId: number | null) {
  return useQuery({
    queryKey: queryKeys.students.student(studentId ?? 0),
    queryFn: ({ signal }): Promise<StudentView> =>
      callEndpoint(studentEndpoints.getStudent, { params: { id: studentId ?? 0 } }, { signal }),
    enabled: studentId !== null,
  });
}

/**
 * GET api/student/{id}/applications, newest first. A 404 means no application yet and is answered
 * as null, so screens can tell "none" from a failure.
 */
export function useStudentApplications(studentId: number | null) {
  return useQuery({
    queryKey: queryKeys.students.applications(studentId ?? 0),
    queryFn: async ({ signal }): Promise<StudentApplicationsAnswer | null> => {
      if (studentId === null) return null;
      try {
        return await callEndpoint(
          studentEndpoints.listStudentApplications,
          { params: { id: studentId } },
          { signal },
        );
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
    queryKey: queryKeys.students.application(applicationId ?? 0),
    queryFn: ({ signal }): Promise<StudentWithApplications> =>
      callEndpoint(studentEndpoints.getApplication, { params: { id: applicationId ?? 0 } }, { signal }),
    enabled: applicationId !== null,
  });
}

/** GET api/student/{id}/transferprefill: employer, employee and enrolled school a transfer starts from. */
export function useTransferPrefill(studentId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.students.transferPrefill(studentId ?? 0),
    queryFn: ({ signal }): Promise<TransferPrefill> =>
      callEndpoint(studentEndpoints.getTransferPrefill, { params: { id: studentId ?? 0 } }, { signal }),
    enabled: enabled && studentId !== null,
  });
}

/** GET api/schools/exportschools/{aidYearId}: the employers of an aid year. */
export function useExportSchools(aidYearId: number) {
  return useQuery({
    queryKey: queryKeys.students.exportSchools(aidYearId),
    queryFn: ({ signal }): Promise<ExportSchoolOption[]> =>
      callEndpoint(schoolOptionEndpoints.listExportSchoolOptions, { params: { aidYearId } }, { signal }),
    enabled: aidYearId > 0,
  });
}

/** GET api/schools/importschools/{exportSchoolId}/{aidYearId}: the schools open to the employer's students. */
export function useImportSchools(exportSchoolId: number, aidYearId: number) {
  return useQuery({
    queryKey: queryKeys.students.importSchools(exportSchoolId, aidYearId),
    queryFn: ({ signal }): Promise<ImportSchoolOption[]> =>
      callEndpoint(
        schoolOptionEndpoints.listImportSchoolOptions,
        { params: { exportSchoolId, aidYearId } },
        { signal },
      ),
    enabled: exportSchoolId > 0 && aidYearId > 0,
  });
}

/**
 * The signed-in student's student id. An account made outside the sign-up may have no student record
 * yet: POST api/student creates it from the account, once.
 */
export function useStudentId(): number | null {
  const { user, updateUser } = useAuth();
  const missing = user != null && isStudentUser(user) && user.studentId === null;
  const { mutate, isIdle, error } = useMutation({
    mutationFn: (): Promise<StudentView> => callEndpoint(studentEndpoints.createStudentRecord),
    onSuccess: (student) => updateUser({ studentId: student.id }),
  });
  useEffect(() => {
    if (missing && isIdle) mutate();
  }, [missing, isIdle, mutate]);
  useErrorToast(error, STUDENT_MESSAGES.accountLoadFailed);
  return user?.studentId ?? null;
}
