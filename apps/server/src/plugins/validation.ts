import { API_MESSAGES, apiErrorSchema } from '@exchange/domain';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { badRequest } from './errors.js';

/**
 * Parses input with a domain schema chosen at run time (for example by the caller's user type) and
 * answers 400 in the same shape as route validation: the first message, and a message per field.
 */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    errors[field] ??= issue.message;
  }
  throw badRequest(Object.values(errors)[0] ?? API_MESSAGES.invalidInput, errors);
}

/**
 * A route validator that leaves the body to the service (which picks the schema, see parseWith) while
 * params and query are checked as usual. The route's body schema still describes the call in OpenAPI.
 */
export function bodyCheckedByService<T>(route: FastifyRouteSchemaDef<T>) {
  if (route.httpPart === 'body') return (data: unknown) => ({ value: data });
  return validatorCompiler(route as unknown as FastifyRouteSchemaDef<z.ZodType>);
}

const ERROR_MEANINGS = {
  400: 'Invalid input: message is the first problem, errors maps each field to its form message',
  401: 'No session (the app shows "Your session has expired.")',
  403: 'The signed-in user may not do this',
  404: 'Not found',
  409: 'Conflict: changed by someone else since loaded, or a rule about other records (message says which)',
} as const;

/** OpenAPI descriptions of the error answers a route can give (one shape: { status, message, errors? }). */
export function errorResponses<C extends keyof typeof ERROR_MEANINGS>(...codes: C[]) {
  return Object.fromEntries(
    [401, ...codes].map((code) => [code, apiErrorSchema.describe(ERROR_MEANINGS[code as C])]),
  ) as Record<C | 401, typeof apiErrorSchema>;
}
