import { z } from 'zod';
import { emailField } from '../common/email.js';
import { whenMissing } from '../common/validation-messages.js';
import { whenValid } from '../common/when-valid.js';
import { USER_MESSAGES as M } from './messages.js';
import {
  forcesDailyDigest,
  normaliseRoleChoices,
  roleChoiceSchema,
  schoolRoleIssues,
  teRoleChoiceSchema,
  teRoleIssues,
} from './role-rules.js';

const flag = z.union([z.literal(0), z.literal(1)]);
const training = z.union([z.literal(0), z.literal(1), z.literal(2)]);
/** Optimistic concurrency: the version the form was loaded with (absent = do not check). */
const version = z.number().int().positive().optional();

const requiredName = (message: string, max: number, maxMessage?: string) =>
  z
    .string({ error: whenMissing(message) })
    .trim()
    .min(1, message)
    .max(max, maxMessage ?? `Must be ${max} characters or less`);
const middleInitial = z
  .string()
  .trim()
  .max(1, M.middleInitialMax)
  .nullish()
  .transform((v) => v || null);
const email = emailField(M.emailRequired, M.emailInvalid);

/**
 * School user add/edit form; body of POST api/user/school/{schoolId} and PUT api/user/{id}/{schoolId}.
 * userName, isPasswordTemp, userType, ferpa and modifiedBy may be sent and are ignored: userName
 * follows the email and the acting user comes from the session. trainingComplete is honoured only from
 * a role-1 user (the server keeps the stored value otherwise).
 */
export const schoolUserSchema = z
  .object({
    title: requiredName(M.titleRequired, 100),
    firstName: requiredName(M.firstNameRequired, 50),
    lastName: requiredName(M.lastNameRequired, 50),
    middleInitial,
    email,
    trainingComplete: training.optional(),
    DailyDigest: flag.default(0),
    userRole: z.array(roleChoiceSchema).max(7),
    version,
  })
  // The roles rule reports with the other fields' messages, not only once they are valid.
  .superRefine((v, ctx) => {
    const issue = schoolRoleIssues(v.userRole);
    if (issue) ctx.addIssue({ code: 'custom', path: ['userRole'], message: issue });
  }, whenValid('userRole'))
  .transform((v) => ({
    ...v,
    userRole: normaliseRoleChoices(v.userRole),
    DailyDigest: forcesDailyDigest(v.userRole) ? (1 as const) : v.DailyDigest,
  }));
export type SchoolUserInput = z.input<typeof schoolUserSchema>;
export type SchoolUserBody = z.output<typeof schoolUserSchema>;

const teRoles = z.array(teRoleChoiceSchema).max(5);
function teRolesRule(v: { userRole: z.output<typeof teRoles> }, ctx: z.RefinementCtx) {
  const issue = teRoleIssues(v.userRole);
  if (issue) ctx.addIssue({ code: 'custom', path: ['userRole'], message: issue });
}

/**
 * Add New TE User form and POST api/user/admin: first name at most 15, last name at most 20, email,
 * at least one role; TE Admin exclusive; read-only on all but Reports (1-core §5, §6).
 */
export const teUserCreateSchema = z
  .object({
    firstName: requiredName(M.firstNameRequired, 15, M.firstNameMax),
    lastName: requiredName(M.lastNameRequired, 20, M.lastNameMax),
    middleInitial,
    email,
    trainingComplete: training.optional(),
    userRole: teRoles,
  })
  .superRefine(teRolesRule, whenValid('userRole'))
  .transform((v) => ({ ...v, userRole: normaliseRoleChoices(v.userRole, true) }));
export type TeUserCreateInput = z.input<typeof teUserCreateSchema>;
export type TeUserCreateBody = z.output<typeof teUserCreateSchema>;

/** Edit TE user form and PUT api/user/admin/{id}: required fields only and one role (1-core §5). */
export const teUserUpdateSchema = z
  .object({
    firstName: requiredName(M.firstNameRequired, 50),
    lastName: requiredName(M.lastNameRequired, 50),
    middleInitial,
    email,
    trainingComplete: training.optional(),
    userRole: teRoles,
    version,
  })
  .superRefine(teRolesRule, whenValid('userRole'))
  .transform((v) => ({ ...v, userRole: normaliseRoleChoices(v.userRole, true) }));
export type TeUserUpdateInput = z.input<typeof teUserUpdateSchema>;
export type TeUserUpdateBody = z.output<typeof teUserUpdateSchema>;

/**
 * Staff profile form and PUT api/user/{id}: first name at most 15, last name at most 20, middle initial
 * at most 1, email valid (1-core §5). The staff profile shows the email disabled, so the server keeps
 * the stored email; a middle initial left out of the body keeps the stored one.
 */
export const profileSchema = z.object({
  userName: z.string().optional(),
  firstName: requiredName(M.firstNameRequired, 15, M.firstNameMax),
  lastName: requiredName(M.lastNameRequired, 20, M.lastNameMax),
  middleInitial: z.string().trim().max(1, M.middleInitialMax).nullish(),
  email,
  version,
});
export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileBody = z.output<typeof profileSchema>;
