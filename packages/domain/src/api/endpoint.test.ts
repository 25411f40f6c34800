import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeAccess } from './access-description.js';
import { defineEndpoint, endpointUrl, errorStatusesOf } from './endpoint.js';

const list = defineEndpoint({
  operationId: 'listThings',
  method: 'GET',
  path: '/api/thing/school/{schoolId}/year/{year}',
  tag: 'Things',
  summary: 'Things',
  access: { kind: 'applications', side: 'import', right: 'view', param: 'schoolId' },
  params: z.object({ schoolId: z.number(), year: z.string() }),
  query: z.object({ a: z.number().optional(), b: z.array(z.string()).optional(), c: z.string().nullable() }),
  response: z.array(z.number()),
  errors: [404],
});

describe('endpoint contracts', () => {
  it('fill the path parameters, encoded, and send the query without undefined or null values', () => {
    expect(
      endpointUrl(list, {
        params: { schoolId: 3, year: '2026 27' },
        query: { a: 0, b: ['x', 'y'], c: null },
      }),
    ).toBe('/api/thing/school/3/year/2026%2027?a=0&b=x&b=y');
    expect(endpointUrl(list, { params: { schoolId: 3, year: 'y' } })).toBe('/api/thing/school/3/year/y');
  });

  it('refuse a URL whose path parameter is missing (a caller bug, not a request)', () => {
    expect(() => endpointUrl(list, { params: { schoolId: 3 } })).toThrow(/year is missing/);
  });

  it('derive the error answers from the access rule and the inputs', () => {
    expect(errorStatusesOf(list)).toEqual([400, 401, 403, 404, 503]);
    const signIn = defineEndpoint({
      operationId: 'signIn',
      method: 'POST',
      path: '/api/login',
      tag: 'Auth',
      summary: 'Sign in',
      access: { kind: 'public' },
      body: z.object({ userName: z.string() }),
      response: z.object({ id: z.number() }),
      errors: [429],
    });
    expect(errorStatusesOf(signIn)).toEqual([400, 413, 415, 429, 503]);
    const me = defineEndpoint({
      operationId: 'getMe',
      method: 'GET',
      path: '/api/me',
      tag: 'Auth',
      summary: 'Me',
      access: { kind: 'signedIn' },
      response: z.object({ id: z.number() }),
    });
    // Anyone signed in, yet refused while the password is temporary (open-points 37)...
    expect(errorStatusesOf(me)).toEqual([401, 403, 503]);
    // ...unless the call is one a temporary password still makes.
    expect(errorStatusesOf({ ...me, allowsTemporaryPassword: true })).toEqual([401, 503]);
  });

  it('say who may call in one sentence', () => {
    expect(describeAccess(list.access)).toBe(
      'Staff who may view imports at the school {schoolId} names (2-applications §6).',
    );
    expect(describeAccess({ kind: 'public' })).toBe('Anyone, without a session.');
  });
});
