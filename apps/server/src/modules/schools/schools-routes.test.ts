import { API_MESSAGES, SCHOOL_MESSAGES } from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/app.js';
import { fieldError, type SchoolHelpers, schoolBody, startSchoolSuite } from '../../test/school-fixtures.js';

let t: TestContext;
let h: SchoolHelpers;
let as: Record<string, string>;
let alpha: number;
let beta: number;
let gamma: number;

beforeAll(async () => {
  ({ t, h, as, alpha, beta, gamma } = await startSchoolSuite([
    'admin@example.org',
    'readonly.admin@example.org',
    'telo@alpha.edu',
    'billing@alpha.edu',
    'multi@beta.edu',
    'student@example.com',
  ]));
});
afterAll(() => t?.close());

/** The school as loaded, turned back into a PUT body (what the form sends). */
async function loadedBody(id: number, cookie: string | undefined) {
  if (!cookie) throw new Error('loadedBody needs the cookie of a signed-in user');
  const [school] = (await h.call('GET', `/api/schools/${id}`, cookie)).json();
  return {
    ...school,
    schoolContact: school.schoolContact.map(({ contactType: _, ...c }: Record<string, unknown>) => c),
    schoolParticipationType: school.schoolParticipationType.map((p: { participationId: number }) => ({
      participationId: p.participationId,
    })),
  };
}

describe('GET api/schools', () => {
  it('lists every school by name for TE users', async () => {
    const res = await h.call('GET', '/api/schools', as['admin@example.org']);
    expect(res.statusCode).toBe(200);
    const names = res.json().map((s: { schoolName: string }) => s.schoolName);
    expect(names).toHaveLength(40);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
  });

  it("lists only a TELO's own schools", async () => {
    const res = await h.call('GET', '/api/schools', as['multi@beta.edu']);
    expect(
      res
        .json()
        .map((s: { id: number }) => s.id)
        .sort(),
    ).toEqual([beta, gamma].sort());
  });

  it('refuses students and anonymous visitors', async () => {
    expect((await h.call('GET', '/api/schools', as['student@example.com'])).statusCode).toBe(403);
    expect((await h.call('GET', '/api/schools')).statusCode).toBe(401);
  });
});

describe('GET api/schools/{id}', () => {
  it('answers one item with contacts, programs and what the caller may do', async () => {
    const res = await h.call('GET', `/api/schools/${alpha}`, as['telo@alpha.edu']);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: alpha,
      schoolName: 'Alpha University',
      country: 1,
      countryName: 'United States',
      regionName: 'Midwest',
      access: { canUpdate: true, canDelete: false, canEditTeFields: false },
    });
    expect(list[0].schoolContact.length).toBeGreaterThan(0);
    expect(list[0].schoolContact[0]).toHaveProperty('contactType');
    expect(list[0].schoolParticipationType[0]).toHaveProperty('participationName');
  });

  it('lets a billing-only user read but not change', async () => {
    const [school] = (await h.call('GET', `/api/schools/${alpha}`, as['billing@alpha.edu'])).json();
    expect(school.access).toEqual({ canUpdate: false, canDelete: false, canEditTeFields: false });
  });

  it('gives TE users every school, read-only TE users without changes', async () => {
    const [admin] = (await h.call('GET', `/api/schools/${beta}`, as['admin@example.org'])).json();
    expect(admin.access).toEqual({ canUpdate: true, canDelete: true, canEditTeFields: true });
    const [ro] = (await h.call('GET', `/api/schools/${beta}`, as['readonly.admin@example.org'])).json();
    expect(ro.access).toEqual({ canUpdate: false, canDelete: false, canEditTeFields: true });
  });

  it('refuses another school, students and anonymous visitors; 404 for an unknown school', async () => {
    expect((await h.call('GET', `/api/schools/${beta}`, as['telo@alpha.edu'])).statusCode).toBe(403);
    expect((await h.call('GET', `/api/schools/${alpha}`, as['student@example.com'])).statusCode).toBe(403);
    expect((await h.call('GET', `/api/schools/${alpha}`)).statusCode).toBe(401);
    const missing = await h.call('GET', '/api/schools/99999', as['admin@example.org']);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(SCHOOL_MESSAGES.loadFailed);
  });
});

describe('PUT api/schools/{id}', () => {
  it("saves a TELO's changes, keeps the TE-only fields and logs who changed what", async () => {
    const before = await loadedBody(alpha, as['telo@alpha.edu']);
    const body = {
      ...before,
      city: 'Dublin',
      schoolName: 'Renamed by a TELO',
      region: 6,
      alertLeniency: 1,
      leniencyReason: 'none',
      archived: 1,
      carnegieRating: null,
      lineCredit: 99,
      schoolContact: [
        ...before.schoolContact.filter((c: { contactId: number }) => c.contactId !== 7),
        {
          contactId: 7,
          contactFirstName: 'Hana',
          contactLastName: 'Ito',
          contactEmail: 'hana.ito@alpha.edu',
        },
      ],
    };
    const res = await h.call('PUT', `/api/schools/${alpha}`, as['telo@alpha.edu'], body);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(SCHOOL_MESSAGES.updated);
    const saved = res.json().school;
    expect(saved).toMatchObject({
      city: 'Dublin',
      schoolName: 'Alpha University',
      region: before.region,
      alertLeniency: 0,
      archived: 0,
      carnegieRating: before.carnegieRating,
      lineCredit: before.lineCredit,
      version: before.version + 1,
    });
    expect(saved.schoolContact.find((c: { contactId: number }) => c.contactId === 7)).toMatchObject({
      contactFirstName: 'Hana',
    });

    const teloId = await h.userId('telo@alpha.edu');
    const logs = await h.changeLog('schools', alpha);
    const city = logs.find((l) => l.columnName === 'city' && l.newValue === 'Dublin');
    expect(city).toMatchObject({
      action: 'UPDATE',
      oldValue: 'Columbus',
      modifiedBy: teloId,
      logType: 'SCHOOL',
    });
    expect(logs.some((l) => l.columnName === 'school_name' && l.newValue === 'Renamed by a TELO')).toBe(
      false,
    );
  });

  it('answers 409 when the school changed since it was loaded', async () => {
    const body = await loadedBody(beta, as['multi@beta.edu']);
    const first = await h.call('PUT', `/api/schools/${beta}`, as['multi@beta.edu'], {
      ...body,
      city: 'Essex',
    });
    expect(first.statusCode).toBe(200);
    const stale = await h.call('PUT', `/api/schools/${beta}`, as['multi@beta.edu'], {
      ...body,
      city: 'Winooski',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(API_MESSAGES.conflict);
  });

  it('lets a TE admin change the TE-only fields', async () => {
    const body = await loadedBody(beta, as['admin@example.org']);
    const res = await h.call('PUT', `/api/schools/${beta}`, as['admin@example.org'], {
      ...body,
      schoolName: 'Beta College of Vermont',
      alertLeniency: 1,
      leniencyReason: 'Invoices overdue',
      parentCampus: alpha,
      ipedsId: '0',
      lineCredit: 5,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().school).toMatchObject({
      schoolName: 'Beta College of Vermont',
      alertLeniency: 1,
      leniencyReason: 'Invoices overdue',
      parentCampus: alpha,
      parentCampusName: 'Alpha University',
      ipedsId: null,
      lineCredit: 5,
    });
  });

  it('refuses read-only and non-profile roles, other schools, students and anonymous visitors', async () => {
    const body = await loadedBody(alpha, as['admin@example.org']);
    const put = (id: number, cookie?: string) => h.call('PUT', `/api/schools/${id}`, cookie, body);
    expect((await put(alpha, as['billing@alpha.edu'])).statusCode).toBe(403);
    expect((await put(gamma, as['multi@beta.edu'])).statusCode).toBe(403);
    expect((await put(beta, as['telo@alpha.edu'])).statusCode).toBe(403);
    expect((await put(alpha, as['readonly.admin@example.org'])).statusCode).toBe(403);
    expect((await put(alpha, as['student@example.com'])).statusCode).toBe(403);
    expect((await put(alpha)).statusCode).toBe(401);
  });
});

describe('POST api/schools', () => {
  it('creates a school for a TE admin and answers id, name, state and city', async () => {
    const res = await h.call('POST', '/api/schools', as['admin@example.org'], schoolBody());
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      schoolName: 'Test College',
      state: 'IL',
      city: 'Springfield',
      message: SCHOOL_MESSAGES.created,
    });
    const [school] = (await h.call('GET', `/api/schools/${created.id}`, as['admin@example.org'])).json();
    expect(school).toMatchObject({ phone: '2175550100', zipFour: null, region: 3, version: 1 });
    expect(school.schoolContact).toEqual([
      {
        contactId: 2,
        contactType: 'President',
        contactFirstName: 'Ada',
        contactLastName: 'King',
        contactEmail: 'ada@test.edu',
      },
    ]);
    const adminId = await h.userId('admin@example.org');
    const logs = await h.changeLog('schools', created.id);
    expect(logs.find((l) => l.columnName === 'school_name')).toMatchObject({
      action: 'INSERT',
      newValue: 'Test College',
      modifiedBy: adminId,
    });
  });

  it('refuses a second school with the same name in the same city (the form posted twice)', async () => {
    const body = schoolBody({ schoolName: 'Twice Posted College', city: 'Peoria' });
    const [first, second] = await Promise.all([
      h.call('POST', '/api/schools', as['admin@example.org'], body),
      h.call('POST', '/api/schools', as['admin@example.org'], body),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json().message).toBe(SCHOOL_MESSAGES.duplicateSchool);
    expect(fieldError(refused, 'schoolName')).toBe(SCHOOL_MESSAGES.duplicateSchool);
    const again = await h.call('POST', '/api/schools', as['admin@example.org'], {
      ...body,
      schoolName: ' twice posted college ',
      city: 'PEORIA',
    });
    expect(again.statusCode).toBe(409);
    // Same name in another city is another school; renaming one onto the other is refused too.
    const other = await h.call('POST', '/api/schools', as['admin@example.org'], { ...body, city: 'Joliet' });
    expect(other.statusCode).toBe(201);
    const [loaded] = (await h.call('GET', `/api/schools/${other.json().id}`, as['admin@example.org'])).json();
    const moved = await h.call('PUT', `/api/schools/${other.json().id}`, as['admin@example.org'], {
      ...body,
      version: loaded.version,
    });
    expect(moved.statusCode).toBe(409);
  });

  it('refuses everyone but a TE admin who is not read-only', async () => {
    const post = (cookie?: string) => h.call('POST', '/api/schools', cookie, schoolBody());
    expect((await post(as['readonly.admin@example.org'])).statusCode).toBe(403);
    expect((await post(as['telo@alpha.edu'])).statusCode).toBe(403);
    expect((await post(as['student@example.com'])).statusCode).toBe(403);
    expect((await post()).statusCode).toBe(401);
  });

  it('refuses them before looking at the body, so a bad body tells them nothing (403, not 400)', async () => {
    const bad = schoolBody({ schoolName: '', zip: '12#', overview: 'short' });
    for (const who of ['readonly.admin@example.org', 'telo@alpha.edu', 'student@example.com']) {
      const res = await h.call('POST', '/api/schools', as[who], bad);
      expect(res.statusCode, who).toBe(403);
      expect(res.json().errors, who).toBeUndefined();
    }
    const checked = await h.call('POST', '/api/schools', as['admin@example.org'], bad);
    expect(checked.statusCode).toBe(400);
    expect(checked.json().errors).toMatchObject({
      schoolName: 'Required',
      zip: 'No special characters allowed',
    });
  });
});
