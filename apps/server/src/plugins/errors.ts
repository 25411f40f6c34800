import { API_MESSAGES, type ApiError } from '@exchange/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error the API answers with its own status and message (and field messages). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

/** 400 with field messages. */
export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, message, errors);
export const unauthorized = (message: string = API_MESSAGES.unauthenticated) => new HttpError(401, message);
export const forbidden = (message: string = API_MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = API_MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string = API_MESSAGES.conflict) => new HttpError(409, message);

function fieldErrors(err: { validation: { instancePath: string; message?: string }[] }) {
  const errors: Record<string, string> = {};
  for (const v of err.validation) {
    const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    errors[field] ??= v.message ?? 'Invalid value';
  }
  return errors;
}

/** One error shape for every failure: { status, message, errors? }. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    let body: ApiError;
    if (err instanceof HttpError) {
      body = { status: err.status, message: err.message, ...(err.errors ? { errors: err.errors } : {}) };
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = fieldErrors(err);
      const first = Object.values(errors)[0];
      body = { status: 400, message: first ?? API_MESSAGES.invalidInput, errors };
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      body = { status: err.statusCode, message: err.message };
    } else {
      request.log.error({ err }, 'request failed');
      body = { status: 500, message: API_MESSAGES.internal };
    }
    return reply.status(body.status).send(body);
  });
}
