import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, api, errorMessage, setUnauthorizedHandler } from './api';
import { forgetSessionEnd, sessionEndsAt } from './session-clock';

function answer(status: number, body?: unknown) {
  return vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));
}

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends JSON with the session cookie and returns the parsed answer', async () => {
    const fetchMock = answer(200, { programName: 'X' });
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.post('/api/thing', { a: 1 })).resolves.toEqual({ programName: 'X' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"a":1}');
  });

  it('turns the error shape into a typed error', async () => {
    vi.stubGlobal('fetch', answer(400, { status: 400, message: 'Bad', errors: { userPassword: 'Wrong' } }));
    const error = await api.put('/api/user/updatepwd/1', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 400, message: 'Bad', errors: { userPassword: 'Wrong' } });
  });

  it('ends the session on any 401 except the sign-in call', async () => {
    const handler = vi.fn();
    const off = setUnauthorizedHandler(handler);
    vi.stubGlobal('fetch', answer(401, { status: 401, message: 'Your session has expired.' }));
    await api.get('/api/schools/name').catch(() => undefined);
    await api.post('/api/login', {}).catch(() => undefined);
    await api.post('/api/user/logout', undefined, { skipUnauthorized: true }).catch(() => undefined);
    expect(handler).toHaveBeenCalledTimes(1);
    off();
  });

  it("moves the session's end to what each answer says, failed answers included", async () => {
    forgetSessionEnd();
    const headers = { 'x-session-expires-in': '1800' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]', { status: 200, headers })),
    );
    const before = Date.now();
    await api.get('/api/schools/name');
    expect(sessionEndsAt()).toBeGreaterThanOrEqual(before + 1_800_000);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 403, headers: { 'x-session-expires-in': '60' } })),
    );
    await api.get('/api/outbox').catch(() => undefined);
    expect(sessionEndsAt()).toBeLessThanOrEqual(Date.now() + 60_000);
    forgetSessionEnd();
  });

  it('answers undefined for 204', async () => {
    vi.stubGlobal('fetch', answer(204));
    await expect(api.post('/api/user/logout')).resolves.toBeUndefined();
  });

  it('prefers the screen message for server failures', () => {
    expect(errorMessage(new ApiRequestError(500, 'boom'), 'Screen message')).toBe('Screen message');
    expect(errorMessage(new ApiRequestError(400, 'Field wrong'), 'Screen message')).toBe('Field wrong');
  });
});
