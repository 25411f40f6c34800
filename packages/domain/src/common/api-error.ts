import { z } from 'zod';

/** The one error shape every API failure answers with. */
export const apiErrorSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Generic messages used by the API when the spec names none. */
export const API_MESSAGES = {
  unauthenticated: 'Your session has expired.',
  forbidden: 'You do not have permission to do that.',
  notFound: 'Not found.',
  invalidInput: 'Please correct the highlighted fields.',
  conflict: 'This record was changed by someone else. Reload and try again.',
  internal: 'Something went wrong. Please try again.',
} as const;
