import {
  type SchoolUserBody,
  type SchoolUserRow,
  type TeUserCreateBody,
  type TeUserUpdateBody,
  TRAINING,
  type UserDetail,
  type UserRoleEntry,
} from '@exchange/domain';
import type { RoleValue } from './role-choices';

type Training = (typeof TRAINING)[keyof typeof TRAINING];

/**
 * What the user form holds, school and TE alike. The TE schemas do not know title, training or the daily
 * digest and drop them from the body, so one set of values serves both forms.
 */
export interface UserFormValues {
  title: string;
  firstName: string;
  middleInitial: string;
  lastName: string;
  email: string;
  trainingComplete?: Training;
  DailyDigest: 0 | 1;
  userRole: RoleValue[];
  /** The version the record was loaded with; absent on a new user. */
  version?: number;
}

/** What a user form sends: the output of its domain schema. */
export type UserBody = SchoolUserBody | TeUserCreateBody | TeUserUpdateBody;

/** A new user's values; school users start with training Required. */
export function emptyUserValues(schoolFields: boolean): UserFormValues {
  return {
    title: '',
    firstName: '',
    middleInitial: '',
    lastName: '',
    email: '',
    ...(schoolFields ? { trainingComplete: TRAINING.REQUIRED } : {}),
    DailyDigest: 0,
    userRole: [],
  };
}

const toTraining = (value: number): Training =>
  value === TRAINING.COMPLETE || value === TRAINING.NOT_REQUIRED ? value : TRAINING.REQUIRED;

const toRoleValues = (roles: readonly UserRoleEntry[]): RoleValue[] =>
  roles.map((r) => ({ userRoleId: r.userRoleId, readOnly: r.readOnly === 1 ? 1 : 0 }));

/** The form's values for a School Users row: the account and its roles at this school. */
export function schoolUserValues(row: SchoolUserRow): UserFormValues {
  return {
    title: row.title ?? '',
    firstName: row.firstName,
    middleInitial: row.middleInitial ?? '',
    lastName: row.lastName,
    email: row.email,
    trainingComplete: toTraining(row.trainingComplete),
    DailyDigest: row.DailyDigest === 1 ? 1 : 0,
    userRole: toRoleValues(row.userRole),
    version: row.version,
  };
}

/** The form's values for a TE user: its TE roles only (a TE role belongs to no school). */
export function teUserValues(detail: UserDetail): UserFormValues {
  return {
    title: '',
    firstName: detail.firstName,
    middleInitial: detail.middleInitial ?? '',
    lastName: detail.lastName,
    email: detail.email,
    DailyDigest: 0,
    userRole: toRoleValues(detail.userRole.filter((r) => r.roleSchoolId === null)),
    version: detail.version,
  };
}

/**
 * The body as sent: the training status only when this editor may change it (a role-1 user whose
 * view of the identity is not locked); left out, the server keeps the stored value.
 */
export function bodyToSend(body: UserBody, sendsTraining: boolean): UserBody {
  if (sendsTraining) return body;
  const { trainingComplete: _kept, ...rest } = body;
  return rest;
}
