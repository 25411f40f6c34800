import { apiErrorSchema } from '@exchange/domain';
import type { FastifySchemaCompiler } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, invalidAnswer, invalidInput } from './errors.js';

/**
 * Parses input with a domain schema chosen at run time (for example by the caller's user type) and
 * answers 400 in the same shape as route validation: the first message, and a message per field. A
 * schema that throws on odd input (a rule reading a field that is not there) is a 400 too, never a 500.
 */
export function parseWith<S extends z.core.$ZodType>(schema: S, data: unknown): z.output<S> {
  let result: z.ZodSafeParseResult<z.output<S>>;
  try {
    result = z.safeParse(schema, data);
  } catch (err) {
    throw invalidInput(err);
  }
  if (result.success) return result.data;
  const answer = invalidAnswer(
    result.error.issues.map((i) => ({ path: i.path.map(String), message: i.message, code: i.code })),
  );
  throw new HttpError(400, answer.message, answer.errors);
}

/**
 * The zod route validator, except that a schema throwing while it parses answers 400 (invalid input,
 * the cause logged) instead of 500: no request can earn a 5xx by its shape. Use it in
 * app.setValidatorCompiler.
 */
export const safeValidatorCompiler: FastifySchemaCompiler<z.core.$ZodType> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  return (data: unknown) => {
    try {
      return validate(data);
    } catch (err) {
      return { error: invalidInput(err) };
    }
  };
};

/**
 * A route validator that leaves the body to the service (which picks the schema, see parseWith) while
 * params and query are checked as usual. The route's body schema still describes the call in OpenAPI.
 */
export function bodyCheckedByService<T>(route: FastifyRouteSchemaDef<T>) {
  if (route.httpPart === 'body') return (data: unknown) => ({ value: data });
  return safeValidatorCompiler(route as unknown as FastifyRouteSchemaDef<z.core.$ZodType>);
}

/**
 * The one error shape (`apiErrorSchema`) as the OpenAPI document lists it under one status: a copy
 * carrying that status's meaning (the contracts' schemas are zod/mini or classic, so no `.describe()`).
 */
export function errorAnswerSchema(description: string): z.core.$ZodType {
  const copy = z.core.clone(apiErrorSchema);
  z.globalRegistry.add(copy, { description });
  return copy;
}
