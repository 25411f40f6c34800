import { CONTACT_TYPES, PARTICIPATION_TYPES, REGION_TYPES } from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app.js';

let t: TestContext;
let student: string;
beforeAll(async () => {
  t = await startTestApp();
  student = await t.signIn('student@example.com');
});
afterAll(() => t?.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('reference lists (1-core §7)', () => {
  it('answers states by name and countries with the United States first, also to students', async () => {
    const states = await get('/api/schools/state', student);
    expect(states.statusCode).toBe(200);
    expect(states.json()[0]).toEqual({ id: 1, stateName: 'Alabama', stateAbbr: 'AL' });
    const countries = (await get('/api/schools/country', student)).json();
    expect(countries[0]).toEqual({ id: 1, countryName: 'United States' });
    expect(countries[1].countryName < countries[2].countryName).toBe(true);
  });

  it('answers region, contact and participation types as the domain catalogues', async () => {
    const staff = await t.signIn('telo@alpha.edu');
    expect((await get('/api/schools/regiontype', staff)).json()).toEqual(REGION_TYPES);
    expect((await get('/api/schools/contacttype', staff)).json()).toEqual(CONTACT_TYPES);
    expect((await get('/api/schools/participationtype', staff)).json()).toEqual(PARTICIPATION_TYPES);
  });

  it.each([
    '/api/schools/state',
    '/api/schools/country',
    '/api/schools/regiontype',
    '/api/schools/contacttype',
    '/api/schools/participationtype',
  ])('refuses %s without a session', async (url) => {
    expect((await get(url)).statusCode).toBe(401);
  });
});
