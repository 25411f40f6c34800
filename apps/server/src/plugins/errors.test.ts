import {
  API_MESSAGES,
  SCHOOL_MESSAGES,
  VALIDATION_MESSAGES as V,
  WEB_ADDRESS_MESSAGE,
} from '@exchange/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../test/app.js';
import { schoolBody } from '../test/school-fixtures.js';

let t: TestContext;
let admin: string;
let student: { cookie: string; studentId: number; applicationId: number };
let alpha: number;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin@example.org');
  const cookie = await t.signIn('student@example.com');
  const me = await t.app.inject({ method: 'POST', url: '/api/login/User', headers: { cookie } });
  const studentId = me.json().studentId as number;
  const apps = await t.app.inject({
    method: 'GET',
    url: `/api/student/${studentId}/applications`,
    headers: { cookie },
  });
  student = { cookie, studentId, applicationId: apps.json().studentApplication[0].id };
  const schools = await t.app.inject({ method: 'GET', url: '/api/schools/name', headers: { cookie: admin } });
  alpha = (schools.json() as { id: number; schoolName: string }[]).find(
    (s) => s.schoolName === 'Alpha University',
  )!.id;
});
afterAll(() => t?.close());

/** The library's own wording, which must never reach a caller. */
const LIBRARY_PHRASES = /Too big|Too small|Invalid input|Invalid option|expected|received/i;

type Call = { method: 'POST' | 'PUT' | 'GET'; url: string; cookie?: string; payload?: unknown };
/** A call with a JSON body (any JSON value, not only objects). */
const call = ({ method, url, cookie, payload }: Call) =>
  t.app.inject({
    method,
    url,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

/** Asserts the one error shape with a person's sentence in it; answers the body. */
function expectError(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { status: number; message: string; errors?: Record<string, string> };
  expect(Object.keys(body).sort()).toEqual(
    body.errors ? ['errors', 'message', 'status'] : ['message', 'status'],
  );
  expect(body.status).toBe(status);
  expect(body.message).not.toBe(API_MESSAGES.internal);
  for (const message of [body.message, ...Object.values(body.errors ?? {})]) {
    expect(message).not.toMatch(LIBRARY_PHRASES);
  }
  return body;
}

describe('a body of the wrong shape is a 400, never a 500', () => {
  it('POST /api/student/{id}/application with {} or []', async () => {
    for (const payload of [{}, [], null, 'x', 42]) {
      const url = `/api/student/${student.studentId}/application`;
      expectError(await call({ method: 'POST', url, cookie: student.cookie, payload }), 400);
    }
  });

  it('PUT /api/student/{id}/application/{appId} with []', async () => {
    const url = `/api/student/${student.studentId}/application/${student.applicationId}`;
    for (const payload of [[], {}, { studentApplication: [] }, { studentApplication: null }]) {
      expectError(await call({ method: 'PUT', url, cookie: student.cookie, payload }), 400);
    }
  });

  it('PUT /api/schools/{id} with [] names the problem with the body as a whole', async () => {
    for (const payload of [[], null, 'x', 42]) {
      const body = expectError(
        await call({ method: 'PUT', url: `/api/schools/${alpha}`, cookie: admin, payload }),
        400,
      );
      expect(body).toEqual({
        status: 400,
        message: API_MESSAGES.bodyNotObject,
        errors: { _: API_MESSAGES.bodyNotObject },
      });
    }
  });
});

describe('validation messages are sentences (issue 7, defect 4)', () => {
  it('PUT /api/schools/{id} with numbers too big, options out of range and nulls', async () => {
    const payload = schoolBody({
      academicTerm: 7,
      acceptingNewStudents: 3,
      address: null,
      lineCredit: -4,
      customField1: 42,
      schoolContact: [
        { contactId: 99, contactFirstName: 'Ada', contactLastName: 'King', contactEmail: 'a@b.edu' },
      ],
      schoolParticipationType: [{ participationId: 9 }, { participationId: null }],
    });
    const res = await call({ method: 'PUT', url: `/api/schools/${alpha}`, cookie: admin, payload });
    expect(expectError(res, 400).errors).toMatchObject({
      academicTerm: V.option,
      acceptingNewStudents: V.option,
      address: SCHOOL_MESSAGES.required,
      lineCredit: 'Must be 0 or more.',
      customField1: V.text,
      'schoolContact.0.contactId': 'Must be 15 or less.',
      'schoolParticipationType.0.participationId': 'Must be 5 or less.',
      'schoolParticipationType.1.participationId': V.required,
    });
  });

  it('POST /api/student/{id}/application with an unknown status and wrong types', async () => {
    const payload = {
      acknowledgment: true,
      studentApplication: { applicationStatus: 'CLOSED', aidyear: 'x' },
    };
    const url = `/api/student/${student.studentId}/application`;
    const res = expectError(await call({ method: 'POST', url, cookie: student.cookie, payload }), 400);
    expect(res.errors).toMatchObject({
      'studentApplication.applicationStatus': V.option,
      'studentApplication.aidyear': V.number,
    });
  });

  it('route parameters and query strings go through the same sentences', async () => {
    const params = expectError(await call({ method: 'GET', url: '/api/schools/abc', cookie: admin }), 400);
    expect(params).toEqual({ status: 400, message: V.number, errors: { id: V.number } });
    const zero = expectError(await call({ method: 'GET', url: '/api/schools/0', cookie: admin }), 400);
    expect(zero.errors).toEqual({ id: 'Must be more than 0.' });
    const query = expectError(
      await call({ method: 'GET', url: '/api/outbox?limit=9999', cookie: admin }),
      400,
    );
    expect(query.errors).toEqual({ limit: 'Must be 500 or less.' });
  });
});

describe('web addresses (issue 7, defect 5)', () => {
  it('PUT /api/schools/{id} refuses a javascript: website', async () => {
    const payload = schoolBody({ url: 'javascript:alert(1)' });
    const res = await call({ method: 'PUT', url: `/api/schools/${alpha}`, cookie: admin, payload });
    expect(expectError(res, 400).errors).toEqual({ url: WEB_ADDRESS_MESSAGE });
    const school = await call({ method: 'GET', url: `/api/schools/${alpha}`, cookie: admin });
    expect(school.json()[0].url).toMatch(/^https:\/\//);
  });
});

describe('errors raised while Fastify reads the request', () => {
  const login = (payload: string, contentType: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload, headers: { 'content-type': contentType } });

  it('answers invalid JSON, an empty JSON body, other media types and a huge body in the one shape', async () => {
    expect(expectError(await login('{"userName": ', 'application/json'), 400).message).toBe(
      API_MESSAGES.invalidJson,
    );
    expect(expectError(await login('', 'application/json'), 400).message).toBe(API_MESSAGES.emptyJson);
    expect(expectError(await login('<a/>', 'application/xml'), 415).message).toBe(
      API_MESSAGES.unsupportedMediaType,
    );
    const huge = JSON.stringify({ userName: 'x'.repeat(3 * 1024 * 1024) });
    expect(expectError(await login(huge, 'application/json'), 413).message).toBe(API_MESSAGES.bodyTooLarge);
  });

  it('answers a JSON body with a poisoned prototype as invalid JSON', async () => {
    const res = await login('{"__proto__": {"admin": true}, "userName": "a@b.edu"}', 'application/json');
    expect(expectError(res, 400).message).toBe(API_MESSAGES.invalidJson);
  });
});
