import { z } from 'zod';
import { sessionUserSchema, userRoleSchema } from '../auth/session-user.js';

// Answers of the user calls (1-core §3, §7); field names are the spec's. Plain shapes without
// transforms: the server serializes every answer with them and the web takes its types from them.

/** A role assignment as the user calls report it (1-core §3 userRole). */
export type UserRoleEntry = z.infer<typeof userRoleSchema>;

const accountShape = {
  id: z.number().int(),
  userName: z.string(),
  title: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  middleInitial: z.string().nullable(),
  email: z.string(),
  usertype: z.string().describe('TE or TELO'),
  trainingComplete: z.number().int().describe('0 Required, 1 Complete, 2 Not Required'),
  DailyDigest: z.number().int(),
  isPasswordTemp: z.number().int(),
  version: z.number().int().describe('Send back in PUT to detect concurrent edits'),
};

/** GET api/user/{id}: one account with its roles. */
export const userDetailSchema = z.object({
  ...accountShape,
  canChangeIdentity: z
    .boolean()
    .describe('The caller may change the email, names, title and training status (else only roles)'),
  ferpa: z.number().int(),
  userRole: z.array(userRoleSchema).describe('TE roles have roleSchoolId null'),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

/** A row of GET api/user and GET api/user?usertype=TE (TE Users grid). */
export const staffUserRowSchema = z.object({
  ...accountShape,
  roleName: z.string().describe('Role column: TE role names, or "School: roles" per school for TELO users'),
  userRole: z.array(userRoleSchema),
});
export type StaffUserRow = z.infer<typeof staffUserRowSchema>;

/** A row of GET api/user/school/{schoolId} (School Users grid). */
export const schoolUserRowSchema = z.object({
  ...accountShape,
  roleName: z.string().describe('Role column: role names at this school, read-only ones marked'),
  userRole: z.array(userRoleSchema).describe('Roles at this school only'),
  primaryUsed: z.boolean().describe('Another user of the school is its Primary TELO: disable that box'),
  secondaryUsed: z.boolean().describe('Another user of the school is its Secondary TELO: disable that box'),
});
export type SchoolUserRow = z.infer<typeof schoolUserRowSchema>;

/**
 * What the adding school typed, echoed when the email already had an account: the answer reveals
 * nothing about the account beyond what the adder typed (its id, to address it later).
 */
export const typedSchoolUserSchema = schoolUserRowSchema.pick({
  id: true,
  userName: true,
  email: true,
  title: true,
  firstName: true,
  lastName: true,
  middleInitial: true,
  roleName: true,
  userRole: true,
});
export type TypedSchoolUser = z.infer<typeof typedSchoolUserSchema>;

const newAccount = z
  .boolean()
  .describe('false when the email already had an account and was given roles here');

/** Answer of POST api/user/school/{schoolId}: the new account's row, or what was typed (existing account). */
export const addedSchoolUserSchema = z.object({
  message: z.string(),
  newAccount,
  user: z.union([schoolUserRowSchema, typedSchoolUserSchema]),
});
export type AddedSchoolUser = z.infer<typeof addedSchoolUserSchema>;

/** Answer of PUT api/user/{id}/{schoolId}. */
export const savedSchoolUserSchema = z.object({ message: z.string(), newAccount, user: schoolUserRowSchema });
export type SavedSchoolUser = z.infer<typeof savedSchoolUserSchema>;

/** Answer of POST api/user/admin and PUT api/user/admin/{id} (TE-user writes). */
export const savedStaffUserSchema = z.object({ message: z.string(), user: staffUserRowSchema });
export type SavedStaffUser = z.infer<typeof savedStaffUserSchema>;

/** Answer of PUT api/user/{id} (own profile): the refreshed session user. */
export const savedProfileSchema = z.object({ message: z.string(), user: sessionUserSchema });
export type SavedProfile = z.infer<typeof savedProfileSchema>;
