import { z } from 'zod';
import { USER_TYPES } from '../roles/roles.js';

/** A role assignment as sent to the browser (1-core §3). */
export const userRoleSchema = z.object({
  roleSchoolId: z.number().int().nullable(),
  schoolName: z.string().nullable(),
  schoolCity: z.string().nullable(),
  schoolState: z.string().nullable(),
  userRoleId: z.number().int(),
  roleName: z.string(),
  readOnly: z.number().int(),
});

/** The signed-in user, answered by POST api/login and POST api/login/User. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  middleInitial: z.string().nullable(),
  email: z.string(),
  title: z.string().nullable(),
  usertype: z.enum(USER_TYPES),
  trainingComplete: z.number().int(),
  DailyDigest: z.number().int(),
  isPasswordTemp: z.number().int(),
  ferpa: z.number().int(),
  studentId: z.number().int().nullable(),
  userRole: z.array(userRoleSchema),
  multiSchoolAccess: z.boolean(),
  /**
   * 1 while an administrator's change of this user's email has not been acknowledged: the app shows the
   * 'User Email Updated' dialog and then calls POST api/user/emailnotice/ack.
   */
  emailChanged: z.number().int().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
