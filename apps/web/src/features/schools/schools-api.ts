import { SCHOOL_MESSAGES } from '@exchange/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useErrorToast } from '../../lib/error-toast';
import type { SchoolOption } from '../../lib/school-context';

/** A school as GET api/schools/{id} answers it (first item of the array). */
export interface SchoolDetail {
  id: number;
  schoolName: string;
  address: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
  zipFour: string | null;
  country: number;
  phone: string;
  url: string;
  region: number;
  parentCampus: number | null;
  carnegieRating: string | null;
  joinDate: string;
  lineCredit: number | null;
  acceptingNewStudents: number;
  alertLeniency: number;
  leniencyReason: string | null;
  archived: number;
  isClosed: number;
  overview: string;
  academicTerm: number;
  includeSummerTerm: number;
  nonEduAccepted: number;
  ipedsId: number | null;
  customField1: string | null;
  customField2: string | null;
  customField3: string | null;
  version: number;
  schoolContact: {
    contactId: number;
    contactFirstName: string;
    contactLastName: string;
    contactEmail: string;
  }[];
  schoolParticipationType: { participationId: number }[];
  /** What the signed-in user may do with the school, computed by the server. */
  access: { canUpdate: boolean; canDelete: boolean; canEditTeFields: boolean };
}

/** Answer of GET api/schools/{id}/dependents. */
export interface SchoolDependents {
  users: number;
  exportApplications: number;
  importApplications: number;
  invoices: number;
  canDelete: boolean;
  message: string | null;
}

/** A user of the school as GET api/user/school/{schoolId} lists them (the profile's Users section). */
export interface SchoolMember {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  roleName: string;
}

export const schoolKeys = {
  detail: (id: number) => ['schools', 'detail', id] as const,
  names: ['schools', 'name'] as const,
  members: (id: number) => ['users', 'school', id] as const,
};

/** One school's profile. */
export function useSchoolDetail(id: number | null) {
  const query = useQuery({
    queryKey: schoolKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => {
      const [school] = await api.get<SchoolDetail[]>(`/api/schools/${id}`, { signal });
      if (!school) throw new Error(SCHOOL_MESSAGES.loadFailed);
      return school;
    },
    enabled: id !== null,
  });
  useErrorToast(query.error, SCHOOL_MESSAGES.loadFailed);
  return query;
}

/** Every school by name: the parent campus list (shares the selector's cache). */
export function useSchoolNames() {
  const query = useQuery({
    queryKey: schoolKeys.names,
    queryFn: ({ signal }) => api.get<SchoolOption[]>('/api/schools/name', { signal }),
    staleTime: 5 * 60_000,
  });
  useErrorToast(query.error, SCHOOL_MESSAGES.parentCampusListFailed);
  return query;
}

/** The school's users, for the profile's Users section. */
export function useSchoolMembers(schoolId: number, enabled: boolean) {
  return useQuery({
    queryKey: schoolKeys.members(schoolId),
    queryFn: ({ signal }) => api.get<SchoolMember[]>(`/api/user/school/${schoolId}`, { signal }),
    enabled,
  });
}

/** Lists the new school among the selector's schools, so selecting it sticks before the refetch. */
export function useAddSchoolToNames() {
  const queryClient = useQueryClient();
  return async (school: SchoolOption) => {
    queryClient.setQueryData<SchoolOption[]>(schoolKeys.names, (old) =>
      [...(old ?? []).filter((s) => s.id !== school.id), school].sort((a, b) =>
        a.schoolName.localeCompare(b.schoolName),
      ),
    );
    await queryClient.invalidateQueries({ queryKey: schoolKeys.names });
  };
}
