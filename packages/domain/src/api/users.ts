import { z } from 'zod';
import { sessionUserSchema } from '../auth/session-user.js';
import { idParams, messageSchema, modifiedByQuery, schoolIdParams } from '../common/api-params.js';
import { staffUsersQuery, userSchoolParams } from '../users/user-params.js';
import {
  addedSchoolUserSchema,
  savedProfileSchema,
  savedSchoolUserSchema,
  savedStaffUserSchema,
  schoolUserRowSchema,
  staffUserRowSchema,
  userDetailSchema,
} from '../users/user-responses.js';
import {
  profileSchema,
  schoolUserSchema,
  teUserCreateSchema,
  teUserUpdateSchema,
} from '../users/user-schemas.js';
import { defineEndpoint } from './endpoint.js';

const tag = 'Sign-in and users';

/** Who reads a school's users: role 1, 6 or 7 at the school (read-only too) or a TE Admin. */
const schoolUserReaders = {
  kind: 'schoolPermission',
  permission: 'manageSchoolUsers',
  mode: 'read',
  param: 'schoolId',
} as const;
/** Who changes them: role 1 not read-only, 6 or 7 at the school, or a TE Admin not read-only. */
const schoolUserManagers = { ...schoolUserReaders, mode: 'write' } as const;

/** The School Users calls of 1-core §7. */
export const schoolUserEndpoints = {
  listSchoolUsers: defineEndpoint({
    operationId: 'listSchoolUsers',
    method: 'GET',
    path: '/api/user/school/{schoolId}',
    tag,
    summary: "A school's users",
    description: 'The rows of the School Users grid, by last name.',
    access: schoolUserReaders,
    params: schoolIdParams,
    response: z.array(schoolUserRowSchema),
  }),
  createSchoolUser: defineEndpoint({
    operationId: 'createSchoolUser',
    method: 'POST',
    path: '/api/user/school/{schoolId}',
    tag,
    summary: 'Add a user to a school',
    description:
      'A new email gets a TELO account with a temporary password sent by email (isPasswordTemp 1). An ' +
      'email that already has a TELO account gets roles at this school instead (newAccount false; 409 ' +
      'when it already has roles here, or belongs to a TE or student account): the person and the ' +
      'primary TELOs of their other schools are emailed, their details stay theirs, and the answer ' +
      'echoes only what was typed. trainingComplete is honoured only from a role-1 user; Primary/' +
      'Secondary TELO force DailyDigest 1 and are 409 when another user holds them. Only a role-1 user ' +
      'gives the Admin role (403). userName, isPasswordTemp, userType, ferpa, modifiedBy are ignored.',
    access: schoolUserManagers,
    params: schoolIdParams,
    body: schoolUserSchema,
    response: addedSchoolUserSchema,
    successStatus: 201,
    errors: [404, 409],
  }),
  updateSchoolUser: defineEndpoint({
    operationId: 'updateSchoolUser',
    method: 'PUT',
    path: '/api/user/{id}/{schoolId}',
    tag,
    summary: 'Edit a school user and their roles at the school',
    description:
      'Roles at other schools stay. The email, names, title and training status change only when the ' +
      'caller manages users at every school the account works at, or is a TE Admin (403 naming the ' +
      'fields otherwise). Own roles cannot be changed (409); the Admin role only by a role-1 user ' +
      '(403). A changed email becomes the user ID, is mailed to the old and new address and shows the ' +
      "user the 'User Email Updated' dialog on their next load. Send the loaded version to get 409 " +
      'when someone else saved first.',
    access: schoolUserManagers,
    params: userSchoolParams,
    body: schoolUserSchema,
    response: savedSchoolUserSchema,
    errors: [404, 409],
  }),
  removeSchoolUser: defineEndpoint({
    operationId: 'removeSchoolUser',
    method: 'DELETE',
    path: '/api/user/{id}/{schoolId}',
    tag,
    summary: "Remove a user's access to a school",
    description:
      'Only this school: a user left without any role is deactivated and signed out. Own access ' +
      "cannot be removed (409); a school admin's only by a role-1 user (403).",
    access: schoolUserManagers,
    params: userSchoolParams,
    query: modifiedByQuery,
    response: messageSchema,
    errors: [404, 409],
  }),
};

const teAdminWrite = { kind: 'teAdmin', mode: 'write' } as const;

/** TE users, user details, own profile and the email-change notice (1-core §7). */
export const staffUserEndpoints = {
  listStaffUsers: defineEndpoint({
    operationId: 'listStaffUsers',
    method: 'GET',
    path: '/api/user',
    tag,
    summary: 'Staff accounts',
    description: 'By name: TE users with ?usertype=TE, TELO users with TELO, all staff without.',
    access: { kind: 'teAdmin', mode: 'read' },
    query: staffUsersQuery,
    response: z.array(staffUserRowSchema),
  }),
  getUser: defineEndpoint({
    operationId: 'getUser',
    method: 'GET',
    path: '/api/user/{id}',
    tag,
    summary: 'One account with its roles',
    description:
      'For the account itself, a TE Admin, or a user manager at one of its schools (403 otherwise), ' +
      'who sees only the roles at the schools they manage.',
    access: { kind: 'staff' },
    params: idParams,
    response: userDetailSchema,
    errors: [404],
  }),
  createTeUser: defineEndpoint({
    operationId: 'createTeUser',
    method: 'POST',
    path: '/api/user/admin',
    tag,
    summary: 'Add a TE user',
    description:
      'A temporary password is emailed. userRole: TE roles 1-5 (TE Admin exclusive; read-only on all ' +
      'but Reports). userName, ferpa and modifiedBy are ignored; trainingComplete defaults to 2 (Not ' +
      'Required). 409 when the email already has an account.',
    access: teAdminWrite,
    body: teUserCreateSchema,
    response: savedStaffUserSchema,
    successStatus: 201,
    errors: [409],
  }),
  updateTeUser: defineEndpoint({
    operationId: 'updateTeUser',
    method: 'PUT',
    path: '/api/user/admin/{id}',
    tag,
    summary: 'Edit a TE user and their TE roles',
    description:
      'Own TE roles cannot be changed (409). A changed email is mailed to the old and new address and ' +
      "shows the user the 'User Email Updated' dialog on their next load.",
    access: teAdminWrite,
    params: idParams,
    body: teUserUpdateSchema,
    response: savedStaffUserSchema,
    errors: [404, 409],
  }),
  updateOwnProfile: defineEndpoint({
    operationId: 'updateOwnProfile',
    method: 'PUT',
    path: '/api/user/{id}',
    tag,
    summary: "The signed-in staff user's own profile",
    description: 'The names; the email is shown disabled and ignored. 409 when saved by someone else first.',
    access: { kind: 'self', staffOnly: true },
    params: idParams,
    body: profileSchema,
    response: savedProfileSchema,
    errors: [404, 409],
  }),
  deleteStaffUser: defineEndpoint({
    operationId: 'deleteStaffUser',
    method: 'DELETE',
    path: '/api/user/{id}',
    tag,
    summary: 'Remove all access of a staff account',
    description: 'Deletes every role, deactivates the account and ends its sessions; own account 409.',
    access: teAdminWrite,
    params: idParams,
    query: modifiedByQuery,
    response: messageSchema,
    errors: [404, 409],
  }),
  acknowledgeEmailNotice: defineEndpoint({
    operationId: 'acknowledgeEmailNotice',
    method: 'POST',
    path: '/api/user/emailnotice/ack',
    tag,
    summary: "Acknowledge the 'User Email Updated' notice",
    description: 'Answers the session user, with emailChanged 0.',
    access: { kind: 'signedIn' },
    response: sessionUserSchema,
  }),
};
