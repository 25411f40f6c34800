import { SCHOOL_AID_YEAR_MESSAGES, STUDENT_MESSAGES } from '@exchange/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, api } from '../../lib/api';
import { useErrorToast } from '../../lib/error-toast';

/** An aid year as GET api/student/aidyear lists it (active years only). */
export interface AidYearOption {
  id: number;
  aidyear: string;
  aidyearenddate: string;
  aidyearLabel: string;
}

/** A school aid-year record as GET api/schools/aidyears/{schoolId} answers it; money in dollars. */
export interface SchoolAidYearRecord {
  id: number;
  schoolId: number;
  aidYearId: number;
  aidyear: string;
  active: boolean;
  /** The caller may change this record (editor role and an active aid year). */
  canEdit: boolean;
  optOutImportScholarship: number;
  exportUrl: string | null;
  importUrl: string | null;
  willExtendTuition: number;
  acceptMidTermStudents: number | null;
  exportDeadline: string | null;
  importDeadline: string | null;
  tuition: number | null;
  scholarshipOfferingId: number | null;
  scholarshipAmountOther: number | null;
  setRate: number | null;
  requireFafsa: number;
  pellIncluded: number;
  stateGrantIncluded: number;
  academicScholarshipIncluded: number;
  talentScholarshipIncluded: number;
  outsideScholarshipIncluded: number;
  mustLiveOnCampus: number;
  percentageAwardOffers: number | null;
  eligiblePrograms: { eligibleProgramId: number; eligibleProgramException: string | null }[];
  enrollments: { feeTypeId: number; feeFrequencyId: number; amount: number }[];
  studentCategories: { categoryId: number }[];
  version: number;
}

export interface StudentCategory {
  id: number;
  categoryName: string;
}

export const aidYearKeys = {
  active: ['aidyears', 'active'] as const,
  records: (schoolId: number) => ['schools', 'aidyears', schoolId] as const,
  categories: ['student', 'categories'] as const,
};

/** Aid years whose end date is today or later (1-core §9). */
export function useActiveAidYears() {
  const query = useQuery({
    queryKey: aidYearKeys.active,
    queryFn: ({ signal }) => api.get<AidYearOption[]>('/api/student/aidyear', { signal }),
    staleTime: 10 * 60_000,
  });
  useErrorToast(query.error, STUDENT_MESSAGES.aidYearsFailed);
  return query;
}

/** The school's aid-year records; a 404 (none yet) is an empty list, not an error (1-core §8). */
export function useSchoolAidYearRecords(schoolId: number | null) {
  const query = useQuery({
    queryKey: aidYearKeys.records(schoolId ?? 0),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<SchoolAidYearRecord[]>(`/api/schools/aidyears/${schoolId}`, { signal });
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return [];
        throw error;
      }
    },
    enabled: schoolId !== null,
  });
  useErrorToast(query.error, SCHOOL_AID_YEAR_MESSAGES.loadFailed);
  return query;
}

/** Student categories offered by the school for the aid year. */
export function useStudentCategories() {
  const query = useQuery({
    queryKey: aidYearKeys.categories,
    queryFn: ({ signal }) => api.get<StudentCategory[]>('/api/student/studentcategories', { signal }),
    staleTime: 60 * 60_000,
  });
  useErrorToast(query.error, STUDENT_MESSAGES.categoriesFailed);
  return query;
}
