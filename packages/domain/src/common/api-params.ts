import * as z from 'zod/mini';

/** A record id in a path: a positive whole number (`/api/schools/12`). */
export const recordIdParam = z.coerce.number().check(z.int(), z.positive());

/** Path parameters `{ id }`. */
export const idParams = z.object({ id: recordIdParam });

/** Path parameters `{ schoolId }`. */
export const schoolIdParams = z.object({ schoolId: recordIdParam });

/** The `?modifiedby=` the spec's calls send: accepted and ignored, the acting user comes from the session. */
export const modifiedByQuery = z.object({
  modifiedby: z.optional(z.string()).register(z.globalRegistry, {
    description: 'Accepted and ignored: the acting user comes from the session',
  }),
});

/** The answer of a write that returns only a sentence. */
export const messageSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageSchema>;
