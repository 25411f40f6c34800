import { API_MESSAGES, type ApiError } from '@exchange/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/connection-errors.js';

/** An error the API answers with its own status and message (and field messages). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** 400 with field messages. */
export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, message, errors);
export const unauthorized = (message: string = API_MESSAGES.unauthenticated) => new HttpError(401, message);
export const forbidden = (message: string = API_MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = API_MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string = API_MESSAGES.conflict) => new HttpError(409, message);
/** Not taking work right now (shutting down); answered with Retry-After like an unreachable database. */
export const unavailable = () => new HttpError(503, API_MESSAGES.unavailable);

/** 400 for input whose checking itself failed (a rule that crashed on it); the cause is logged. */
export const invalidInput = (cause: unknown) =>
  new HttpError(400, API_MESSAGES.invalidInput, undefined, { cause });

/** Seconds a client should wait before retrying while the database cannot be reached. */
export const RETRY_AFTER_SECONDS = 5;
const RETRY_AFTER = { 'retry-after': String(RETRY_AFTER_SECONDS) };

// Fastify's own texts ("Body is not valid JSON but content-type is set to 'application/json'") are
// for developers; callers get a sentence, keyed by Fastify's error code, else by status.
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: API_MESSAGES.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: API_MESSAGES.emptyJson,
  FST_ERR_CTP_BODY_TOO_LARGE: API_MESSAGES.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: API_MESSAGES.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: API_MESSAGES.badRequest,
};
const STATUS_MESSAGES: Record<number, string> = {
  400: API_MESSAGES.badRequest,
  401: API_MESSAGES.unauthenticated,
  403: API_MESSAGES.forbidden,
  404: API_MESSAGES.notFound,
  405: API_MESSAGES.notAllowed,
  409: API_MESSAGES.conflict,
  413: API_MESSAGES.bodyTooLarge,
  414: API_MESSAGES.badRequest,
  415: API_MESSAGES.unsupportedMediaType,
  429: API_MESSAGES.tooManyRequests,
};

type Problem = { path: readonly (string | number)[] | string; message?: string; code?: string };

/** The field a problem is about ('a.0.b'), '_' for the body as a whole. */
function fieldOf(path: Problem['path']): string {
  const field = typeof path === 'string' ? path.replace(/^\//, '').replace(/\//g, '.') : path.join('.');
  return field || '_';
}

/**
 * A 400 answer from validation problems: each field's first message, the first as the message. A body
 * that is not an object at all gets a sentence for the caller rather than a form field message.
 */
export function invalidAnswer(problems: readonly Problem[]): ApiError {
  const errors: Record<string, string> = {};
  for (const p of problems) {
    const field = fieldOf(p.path);
    const rootShape = field === '_' && p.code === 'invalid_type';
    errors[field] ??= rootShape ? API_MESSAGES.bodyNotObject : (p.message ?? API_MESSAGES.invalidInput);
  }
  return { status: 400, message: Object.values(errors)[0] ?? API_MESSAGES.invalidInput, errors };
}

/** The PostgreSQL SQLSTATE under an error, whether or not Drizzle wrapped it in `cause`. */
function sqlState(err: unknown): string | undefined {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * A write the database refused because of the data (a value out of range, a missing reference, a
 * duplicate): the request's fault, never a 500. Reaching here means validation missed a rule.
 */
function dataProblem(err: unknown): ApiError | undefined {
  const code = sqlState(err);
  if (!code) return undefined;
  if (code.startsWith('22') || code === '23502' || code === '23514') {
    return { status: 400, message: API_MESSAGES.invalidInput };
  }
  if (code === '23503' || code === '23505' || code === '23P01') {
    return { status: 409, message: API_MESSAGES.conflict };
  }
  return undefined;
}

/** How an error is answered, and whether it is worth a log line. */
export interface ErrorAnswer {
  body: ApiError;
  headers?: Record<string, string>;
  log?: { level: 'warn' | 'error'; reason: string; err: unknown };
}

type AnyError = FastifyError & { validationContext?: string; cause?: unknown };

/** The one error shape for any error a request can raise: { status, message, errors? }. */
export function answerError(error: unknown): ErrorAnswer {
  const err = (error ?? {}) as AnyError;
  if (err instanceof HttpError) {
    const body = { status: err.status, message: err.message, ...(err.errors ? { errors: err.errors } : {}) };
    const headers = err.status === 503 ? RETRY_AFTER : undefined;
    return err.cause
      ? { body, headers, log: { level: 'error', reason: 'input check failed', err: err.cause } }
      : { body, headers };
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    return {
      body: invalidAnswer(
        err.validation.map((v) => ({ path: v.instancePath, message: v.message, code: v.keyword })),
      ),
    };
  }
  // A route validator that threw: Fastify marks the error with where it was validating.
  if (err.validationContext) {
    return {
      body: { status: 400, message: API_MESSAGES.invalidInput },
      log: { level: 'error', reason: 'input check failed', err },
    };
  }
  if (isDatabaseUnavailable(err)) {
    return {
      body: { status: 503, message: API_MESSAGES.unavailable },
      headers: RETRY_AFTER,
      log: { level: 'warn', reason: 'database unavailable', err },
    };
  }
  const data = dataProblem(err);
  if (data) return { body: data, log: { level: 'error', reason: 'database refused the data', err } };
  const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
  if (status >= 400 && status < 500) {
    const message =
      (err.code ? FRAMEWORK_MESSAGES[err.code] : undefined) ??
      STATUS_MESSAGES[status] ??
      API_MESSAGES.requestFailed;
    return { body: { status, message } };
  }
  return {
    body: { status: 500, message: API_MESSAGES.internal },
    log: { level: 'error', reason: 'request failed', err },
  };
}

function send(answer: ErrorAnswer, request: FastifyRequest, reply: FastifyReply) {
  if (answer.log) request.log[answer.log.level]({ err: answer.log.err }, answer.log.reason);
  if (answer.headers) reply.headers(answer.headers);
  return reply.status(answer.body.status).send(answer.body);
}

/**
 * Answers the errors Fastify raises before routing (a URL it cannot decode, a parameter too long) in
 * the same shape: pass as the `frameworkErrors` option of Fastify().
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  send(answerError(error), request, reply);
}

/** One error shape for every failure: { status, message, errors? }. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => send(answerError(err), request, reply));
}
