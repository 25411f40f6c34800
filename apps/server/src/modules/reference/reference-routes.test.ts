import {
  aidYearLabel,
  CONTACT_TYPES,
  EXPORT_STATUSES,
  IMPORT_STATUSES,
  isCurrentAidYear,
  PARTICIPATION_TYPES,
  REGION_TYPES,
  STUDENT_CATEGORIES,
} from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programToday } from '../../config.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import { createApplicationFixtures } from '../../test/student-fixtures.js';

let t: TestContext;
let student: string;
let staff: string;
beforeAll(async () => {
  t = await startTestApp();
  // Adds the far-future aid year 2090-2091 the active-year lookups are checked against.
  await createApplicationFixtures(t);
  student = await t.signIn('student@example.com');
  staff = await t.signIn('telo@alpha.edu');
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

describe('application lookups under api/student (1-core §7)', () => {
  it('answers the active aid years with the application year label', async () => {
    const res = await get('/api/student/aidyear', student);
    expect(res.statusCode).toBe(200);
    const years = res.json() as { aidyear: string; aidyearenddate: string; aidyearLabel: string }[];
    expect(years.length).toBeGreaterThan(0);
    expect(years.every((y) => y.aidyearenddate >= programToday(t.config))).toBe(true);
    expect(years.find((y) => y.aidyear === '2090-2091')?.aidyearLabel).toBe(
      '2090-2091 (Enrolling Fall 2090 or Spring 2091)',
    );
    expect(years.some((y) => y.aidyear === '2022-2023')).toBe(false);
  });

  it('answers every aid year, newest first', async () => {
    const years = (await get('/api/student/aidyear/all', staff)).json() as {
      aidyear: string;
      aidyearbegindate: string;
    }[];
    expect(years.map((y) => y.aidyear)).toContain('2022-2023');
    const begins = years.map((y) => y.aidyearbegindate);
    expect(begins).toEqual([...begins].sort().reverse());
  });

  it('answers the aid year whose range includes today', async () => {
    const all = (await get('/api/student/aidyear/all', staff)).json() as {
      id: number;
      aidyear: string;
      aidyearbegindate: string;
      aidyearenddate: string;
    }[];
    const expected = all
      .filter((y) => isCurrentAidYear(y.aidyearbegindate, y.aidyearenddate, programToday(t.config)))
      .sort((a, b) => a.aidyearbegindate.localeCompare(b.aidyearbegindate))[0];
    const res = await get('/api/student/currentAidYear', student);
    expect(res.json()).toMatchObject({ id: expected?.id, aidyearLabel: aidYearLabel(expected!.aidyear) });
  });

  it('answers the catalogues; category 1 is left out for transfers', async () => {
    expect((await get('/api/student/studentcategories', student)).json()).toEqual(STUDENT_CATEGORIES);
    const transfer = (await get('/api/student/studentcategories?applicationStatus=TRANSFER', student)).json();
    expect(transfer.map((c: { id: number }) => c.id)).toEqual(STUDENT_CATEGORIES.slice(1).map((c) => c.id));
    expect((await get('/api/student/exportstatus', staff)).json()).toEqual(EXPORT_STATUSES);
    expect((await get('/api/student/importstatus', staff)).json()).toEqual(IMPORT_STATUSES);
  });

  it.each([
    '/api/student/aidyear',
    '/api/student/aidyear/all',
    '/api/student/currentAidYear',
    '/api/student/studentcategories',
    '/api/student/exportstatus',
    '/api/student/importstatus',
  ])('refuses %s without a session', async (url) => {
    expect((await get(url)).statusCode).toBe(401);
  });
});
