import { userRoleSchema } from '@exchange/domain';
import { z } from 'zod';

// Response shapes of the user calls; field names are the spec's (1-core §3).

const accountShape = {
  id: z.number(),
  userName: z.string(),
  title: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  middleInitial: z.string().nullable(),
  email: z.string(),
  usertype: z.string().describe('TE or TELO'),
  trainingComplete: z.number().describe('0 Required, 1 Complete, 2 Not Required'),
  DailyDigest: z.number(),
  isPasswordTemp: z.number(),
  version: z.number().describe('Send back in PUT to detect concurrent edits'),
};

/** GET api/user/{id}. */
export const userDetailSchema = z.object({
  ...accountShape,
  canChangeIdentity: z
    .boolean()
    .describe('The caller may change the email, names, title and training status (else only roles)'),
  ferpa: z.number(),
  userRole: z.array(userRoleSchema).describe('TE roles have roleSchoolId null'),
});

/** A row of GET api/user and GET api/user?usertype=TE (TE Users grid). */
export const staffRowSchema = z.object({
  ...accountShape,
  roleName: z.string().describe('Role column: TE role names, or "School: roles" per school for TELO users'),
  userRole: z.array(userRoleSchema),
});

/** A row of GET api/user/school/{schoolId} (School Users grid). */
export const schoolUserRowSchema = z.object({
  ...accountShape,
  roleName: z.string().describe('Role column: role names at this school, read-only ones marked'),
  userRole: z.array(userRoleSchema).describe('Roles at this school only'),
  primaryUsed: z.boolean().describe('Another user of the school is its Primary TELO: disable that box'),
  secondaryUsed: z.boolean().describe('Another user of the school is its Secondary TELO: disable that box'),
});

/**
 * What the adding school typed, echoed when the email already had an account: the answer reveals
 * nothing about the account beyond what the adder typed (its id, to address it later).
 */
const typedSchoolUserSchema = schoolUserRowSchema.pick({
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

/** Answer of POST api/user/school/{schoolId}: the new account's row, or what was typed (existing account). */
export const addedSchoolUserSchema = z.object({
  message: z.string(),
  newAccount: z.boolean().describe('false when the email already had an account and was given roles here'),
  user: z.union([schoolUserRowSchema, typedSchoolUserSchema]),
});

/** Answers of the school-user writes. */
export const savedSchoolUserSchema = z.object({
  message: z.string(),
  newAccount: z.boolean().describe('false when the email already had an account and was given roles here'),
  user: schoolUserRowSchema,
});

/** Answers of the TE-user writes. */
export const savedStaffSchema = z.object({ message: z.string(), user: staffRowSchema });

export const messageSchema = z.object({ message: z.string() });
export const modifiedByQuery = z.object({
  modifiedby: z.string().optional().describe('Accepted and ignored: the acting user comes from the session'),
});
export const userIdParams = z.object({ id: z.coerce.number().int().positive() });
export const schoolIdParams = z.object({ schoolId: z.coerce.number().int().positive() });
export const userSchoolParams = userIdParams.extend({ schoolId: z.coerce.number().int().positive() });
