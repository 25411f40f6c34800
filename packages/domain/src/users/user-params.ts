import { z } from 'zod';
import { idParams, recordIdParam } from '../common/api-params.js';
import { STAFF_USER_TYPES } from '../roles/roles.js';

// Path and query parameters of the user and password calls that only they use (1-core §7); the shared
// `{ id }`, `{ schoolId }` and `?modifiedby=` ones are in common/api-params.

/** Path parameters `{ id, schoolId }` of PUT and DELETE api/user/{id}/{schoolId}. */
export const userSchoolParams = idParams.extend({ schoolId: recordIdParam });

/** Query of GET api/user: `?usertype=TE` or `TELO` narrows the list, none lists all staff. */
export const staffUsersQuery = z.object({ usertype: z.enum(STAFF_USER_TYPES).optional() });
export type StaffUsersQuery = z.infer<typeof staffUsersQuery>;

/** Path parameters of PUT api/user/forgotpwd/{email}: any text, checked by the route (400 when not an email). */
export const forgotPasswordParams = z.object({ email: z.string() });
