import * as z from 'zod/mini';
import { USER_TYPES } from '../roles/roles.js';

/** A role assignment as sent to the browser (1-core §3). */
export const userRoleSchema = z.object({
  roleSchoolId: z.nullable(z.number().check(z.int())),
  schoolName: z.nullable(z.string()),
  schoolCity: z.nullable(z.string()),
  schoolState: z.nullable(z.string()),
  userRoleId: z.number().check(z.int()),
  roleName: z.string(),
  readOnly: z.number().check(z.int()),
});

/** The signed-in user, answered by POST api/login and POST api/login/User. */
export const sessionUserSchema = z.object({
  id: z.number().check(z.int()),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  middleInitial: z.nullable(z.string()),
  email: z.string(),
  title: z.nullable(z.string()),
  usertype: z.enum(USER_TYPES),
  trainingComplete: z.number().check(z.int()),
  DailyDigest: z.number().check(z.int()),
  isPasswordTemp: z.number().check(z.int()),
  ferpa: z.number().check(z.int()),
  studentId: z.nullable(z.number().check(z.int())),
  userRole: z.array(userRoleSchema),
  multiSchoolAccess: z.boolean(),
  /**
   * 1 while an administrator's change of this user's email has not been acknowledged: the app shows the
   * 'User Email Updated' dialog and then calls POST api/user/emailnotice/ack.
   */
  emailChanged: z.optional(z.number().check(z.int())),
  /**
   * The schools whose logo the portal holds (`/logos/{id}.png`) among those the user works with (every
   * school for TE users), read from the files on the server; absent when not known (an applicant's
   * sign-up): the browser then asks for no logo at all, rather than for one that may not exist.
   */
  schoolLogos: z.optional(z.array(z.number().check(z.int()))),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * The answer header that tells the browser how long its session has left (whole seconds, as of the
 * answer): every answer to a caller with a live session carries it, after the request has slid the
 * idle expiry. The lesser of the idle and the absolute expiry; 0 once the answer ended the session.
 */
export const SESSION_EXPIRES_IN_HEADER = 'x-session-expires-in';

/**
 * How long before its session ends the browser warns the user and offers to stay signed in
 * (WCAG 2.2.1: at least 20 seconds to answer; issue 32 asks for two minutes).
 */
export const SESSION_WARNING_SECONDS = 120;
