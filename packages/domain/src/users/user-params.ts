import * as z from 'zod/mini';
import { forgotPasswordSchema } from '../auth/schemas.js';
import { idParams, recordIdParam } from '../common/api-params.js';
import { STAFF_USER_TYPES } from '../roles/roles.js';

// Path and query parameters of the user and password calls that only they use (1-core §7); the shared
// `{ id }`, `{ schoolId }` and `?modifiedby=` ones are in common/api-params.

/** Path parameters `{ id, schoolId }` of PUT and DELETE api/user/{id}/{schoolId}. */
export const userSchoolParams = z.extend(idParams, { schoolId: recordIdParam });

/** Query of GET api/user: `?usertype=TE` or `TELO` narrows the list, none lists all staff. */
export const staffUsersQuery = z.object({ usertype: z.optional(z.enum(STAFF_USER_TYPES)) });
export type StaffUsersQuery = z.infer<typeof staffUsersQuery>;

/**
 * Path parameters of PUT api/user/forgotpwd/{email}: the Forgot Password form's own rule (1-core §5), so
 * blank text says 'Email is required' and other text that is no address 'Enter a valid email', as the form.
 */
export const forgotPasswordParams = forgotPasswordSchema;
