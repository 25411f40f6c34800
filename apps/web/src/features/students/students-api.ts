import {
  isStudentUser,
  STUDENT_MESSAGES,
  type StudentApplicationsAnswer,
  type StudentView,
  schoolOptionEndpoints,
  studentEndpoints,
} from '@exchange/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiRequestError, callEndpoint } from '../../lib/api';
import { useAuth } from '../../lib/auth-context';
import { endpointKey, endpointQuery } from '../../lib/endpoint-query';
import { useErrorToast } from '../../lib/error-toast';

/** GET api/student/{id}: the student record, whichever screen reads it; its profile's save writes it. */
export function studentQuery(studentId: number) {
  return endpointQuery('students', studentEndpoints.getStudent, { params: { id: studentId } });
}

/** GET api/student/{id}: the student record. */
export function useStudent(studentId: number | null) {
  return useQuery({
    ...studentQuery(studentId ?? 0),
    enabled: studentId !== null,
  });
}

/**
 * GET api/student/{id}/applications, newest first. A 404 means no application yet and is answered
 * as null, so screens can tell "none" from a failure.
 */
export function useStudentApplications(studentId: number | null) {
  return useQuery({
    queryKey: endpointKey('students', studentEndpoints.listStudentApplications, {
      params: { id: studentId ?? 0 },
    }),
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
    ...endpointQuery('students', studentEndpoints.getApplication, { params: { id: applicationId ?? 0 } }),
    enabled: applicationId !== null,
  });
}

/** GET api/student/{id}/transferprefill: employer, employee and enrolled school a transfer starts from. */
export function useTransferPrefill(studentId: number | null, enabled: boolean) {
  return useQuery({
    ...endpointQuery('students', studentEndpoints.getTransferPrefill, { params: { id: studentId ?? 0 } }),
    enabled: enabled && studentId !== null,
  });
}

/** GET api/schools/exportschools/{aidYearId}: the employers of an aid year. */
export function useExportSchools(aidYearId: number) {
  return useQuery({
    ...endpointQuery('students', schoolOptionEndpoints.listExportSchoolOptions, { params: { aidYearId } }),
    enabled: aidYearId > 0,
  });
}

/** GET api/schools/importschools/{exportSchoolId}/{aidYearId}: the schools open to the employer's students. */
export function useImportSchools(exportSchoolId: number, aidYearId: number) {
  return useQuery({
    ...endpointQuery('students', schoolOptionEndpoints.listImportSchoolOptions, {
      params: { exportSchoolId, aidYearId },
    }),
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
