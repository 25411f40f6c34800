/**
 * Close Application by a TE admin (open-points 43): the request of POST api/application/{id}/close. The
 * reason follows the other reasons' rule (more than 5 characters, 2-applications §9).
 */
import { z } from 'zod';
import { idParams } from '../common/api-params.js';
import { isReasonLongEnough } from './export-status-input.js';
import { APPLICATION_MESSAGES as M } from './messages.js';
import { CLOSE_REASON_MAX_LENGTH } from './year-end-close.js';

/** The largest version PostgreSQL's integer holds. */
const MAX_INT = 2_147_483_647;

/** Path parameters `{ id }`: the application. */
export const applicationCloseParams = idParams;

/**
 * The reason the student and the change log are told, and the application's version as the detail read
 * it: a change saved meanwhile answers 409 instead of being closed over unseen.
 */
export const applicationCloseSchema = z.object({
  reason: z
    .string({ error: M.reasonTooShort })
    .trim()
    .max(CLOSE_REASON_MAX_LENGTH)
    .refine(isReasonLongEnough, M.reasonTooShort),
  version: z.number().int().positive().max(MAX_INT),
  /** Accepted and ignored, as in the spec's payloads: the acting user is the session's. */
  modifiedBy: z.unknown().optional(),
});
export type ApplicationCloseInput = z.input<typeof applicationCloseSchema>;
export type ApplicationCloseBody = z.output<typeof applicationCloseSchema>;
