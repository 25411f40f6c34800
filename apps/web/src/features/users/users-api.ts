import { USER_MESSAGES } from '@exchange/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useErrorToast } from '../../lib/error-toast';

/** A role as the user calls report it (1-core §3 userRole). */
export interface UserRoleEntry {
  roleSchoolId: number | null;
  schoolName: string | null;
  userRoleId: number;
  roleName: string;
  readOnly: number;
}

interface AccountFields {
  id: number;
  userName: string;
  title: string | null;
  firstName: string;
  lastName: string;
  middleInitial: string | null;
  email: string;
  usertype: string;
  trainingComplete: number;
  DailyDigest: number;
  isPasswordTemp: number;
  version: number;
  userRole: UserRoleEntry[];
}

/** A row of GET api/user/school/{schoolId}: roles at this school and the TELO slot flags. */
export interface SchoolUserRow extends AccountFields {
  roleName: string;
  primaryUsed: boolean;
  secondaryUsed: boolean;
}

/** A row of GET api/user?usertype=TE. */
export interface StaffRow extends AccountFields {
  roleName: string;
}

/** GET api/user/{id}. */
export interface UserDetail extends AccountFields {
  ferpa: number;
  /** The caller may change the email, names, title and training status; otherwise only roles. */
  canChangeIdentity: boolean;
}

export const userKeys = {
  school: (schoolId: number) => ['users', 'school', schoolId] as const,
  te: ['users', 'te'] as const,
  detail: (id: number) => ['users', 'detail', id] as const,
};

/**
 * Edit forms load a fresh copy (staleTime 0) and wait for it (isFetchedAfterMount): the grid's cached
 * row may carry an old version, and saving it would answer "changed by someone else".
 */
export interface FreshOption {
  fresh?: boolean;
}
const freshness = (fresh: boolean | undefined) => (fresh ? { staleTime: 0 } : {});

/** The School Users grid rows. */
export function useSchoolUsers(schoolId: number | null, { fresh }: FreshOption = {}) {
  const query = useQuery({
    queryKey: userKeys.school(schoolId ?? 0),
    queryFn: ({ signal }) => api.get<SchoolUserRow[]>(`/api/user/school/${schoolId}`, { signal }),
    enabled: schoolId !== null,
    ...freshness(fresh),
  });
  useErrorToast(query.error, USER_MESSAGES.loadFailed);
  return query;
}

/** The TE Users grid rows. */
export function useTeUsers() {
  const query = useQuery({
    queryKey: userKeys.te,
    queryFn: ({ signal }) => api.get<StaffRow[]>('/api/user?usertype=TE', { signal }),
  });
  useErrorToast(query.error, USER_MESSAGES.loadFailed);
  return query;
}

/** One account with its roles. */
export function useUserDetail(id: number | null, { fresh }: FreshOption = {}) {
  const query = useQuery({
    queryKey: userKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<UserDetail>(`/api/user/${id}`, { signal }),
    enabled: id !== null,
    ...freshness(fresh),
  });
  useErrorToast(query.error, USER_MESSAGES.userLoadFailed);
  return query;
}
