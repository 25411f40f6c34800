import * as z from 'zod/mini';

/** The one error shape every API failure answers with. */
export const apiErrorSchema = z.object({
  status: z.number().check(z.int()),
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.string())),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** An error answer as a client reads it: whatever a proxy or an old server sent, each field may be missing. */
export const apiErrorReadSchema = z.partial(apiErrorSchema);

/** Generic messages used by the API when the spec names none. */
export const API_MESSAGES = {
  unauthenticated: 'Your session has expired.',
  forbidden: 'You do not have permission to do that.',
  notFound: 'Not found.',
  invalidInput: 'Please correct the highlighted fields.',
  conflict: 'This record was changed by someone else. Reload and try again.',
  internal: 'Something went wrong. Please try again.',
  unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  bodyNotObject: 'The request must send the form fields as a JSON object.',
  invalidJson: 'The request could not be read: its body is not valid JSON.',
  emptyJson: 'The request has no content. Send the form fields as JSON.',
  bodyTooLarge: 'The request is too large to be accepted.',
  unsupportedMediaType: 'This kind of content is not accepted. Send the form fields as JSON.',
  badRequest: 'The request could not be understood. Reload the page and try again.',
  notAllowed: 'This action is not available here.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  requestFailed: 'The request could not be completed. Reload the page and try again.',
} as const;
