import { API_MESSAGES, VALIDATION_MESSAGES as V } from '@exchange/domain';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerError, answerFrameworkError, HttpError, registerErrorHandler } from './errors.js';
import { parseWith, safeValidatorCompiler } from './validation.js';

// A rule written as the application schema's was: it reads fields of whatever it is given.
const crashing = z.object({ name: z.string().optional() }).superRefine(
  (v, ctx) => {
    if ((v as unknown as { list: string[] }).list.length > 2) ctx.addIssue({ code: 'custom', message: 'x' });
  },
  { when: () => true },
);

/** A bare app with the API's error handler and the given route validator. */
async function appWith(compiler: typeof safeValidatorCompiler, frameworkErrors = false) {
  const app = Fastify({
    logger: false,
    ...(frameworkErrors ? { frameworkErrors: answerFrameworkError } : {}),
  });
  app.setValidatorCompiler(compiler);
  registerErrorHandler(app);
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/things/:id',
      { schema: { params: z.object({ id: z.coerce.number().int() }), body: crashing } },
      () => ({
        ok: true,
      }),
    );
  await app.ready();
  return app;
}

describe('parseWith', () => {
  it('answers 400 with each field’s first message', () => {
    const schema = z.object({ a: z.number().max(15), b: z.string() });
    const err = (() => {
      try {
        parseWith(schema, { a: 16 });
      } catch (e) {
        return e as HttpError;
      }
    })();
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({
      status: 400,
      message: 'Must be 15 or less.',
      errors: { a: 'Must be 15 or less.', b: V.required },
    });
  });

  it('says the body must be an object when it is not one', () => {
    expect(() => parseWith(z.object({ a: z.number() }), [])).toThrow(
      expect.objectContaining({ status: 400, message: API_MESSAGES.bodyNotObject }),
    );
  });

  it('turns a schema that throws into 400 invalid input, keeping the cause for the log', () => {
    let caught: unknown;
    try {
      parseWith(crashing, {});
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(HttpError);
    expect(caught).toMatchObject({ status: 400, message: API_MESSAGES.invalidInput });
    expect((caught as HttpError).cause).toBeInstanceOf(TypeError);
  });
});

describe('safeValidatorCompiler', () => {
  it('answers a schema that throws during route validation with 400, not 500', async () => {
    const app = await appWith(safeValidatorCompiler);
    const res = await app.inject({ method: 'POST', url: '/things/1', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message: API_MESSAGES.invalidInput });
    const params = await app.inject({ method: 'POST', url: '/things/abc', payload: {} });
    expect(params.json()).toEqual({ status: 400, message: V.number, errors: { id: V.number } });
    await app.close();
  });

  it('leaves the error handler a 400 even under the plain zod compiler', async () => {
    const app = await appWith(validatorCompiler as typeof safeValidatorCompiler);
    const res = await app.inject({ method: 'POST', url: '/things/1', payload: {} });
    expect(res.json()).toEqual({ status: 400, message: API_MESSAGES.invalidInput });
    await app.close();
  });
});

describe('answerError and answerFrameworkError', () => {
  it('answers a URL Fastify cannot decode in the one shape', async () => {
    const app = await appWith(safeValidatorCompiler, true);
    const res = await app.inject({ method: 'POST', url: '/things/%E0%A4%A', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message: API_MESSAGES.badRequest });
    await app.close();
  });

  it('answers data the database refused as the caller’s fault, and unknown failures as 500', () => {
    const pgError = (code: string) =>
      Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('x'), { code }) });
    expect(answerError(pgError('22003')).body).toEqual({ status: 400, message: API_MESSAGES.invalidInput });
    expect(answerError(pgError('23503')).body).toEqual({ status: 409, message: API_MESSAGES.conflict });
    expect(answerError(pgError('42P01')).body).toEqual({ status: 500, message: API_MESSAGES.internal });
    expect(answerError(new Error('boom')).body).toEqual({ status: 500, message: API_MESSAGES.internal });
    expect(answerError(undefined).body.status).toBe(500);
  });

  it('gives a sentence for any other 4xx, never the framework text', () => {
    const fastifyError = (statusCode: number, code: string) =>
      Object.assign(new Error('FST text'), { statusCode, code });
    expect(answerError(fastifyError(405, 'FST_X')).body).toEqual({
      status: 405,
      message: API_MESSAGES.notAllowed,
    });
    expect(answerError(fastifyError(418, 'FST_X')).body).toEqual({
      status: 418,
      message: API_MESSAGES.requestFailed,
    });
    expect(answerError(new HttpError(409, 'Taken.')).body).toEqual({ status: 409, message: 'Taken.' });
  });
});
