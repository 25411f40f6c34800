import {
  CONTACT_TYPES,
  REPORT_MESSAGES,
  type ReportPage,
  ROLE,
  STAFF_REPORTS,
  TRAINING,
  TRAINING_LABELS,
} from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import { createBillingAidYear, createBillingSchool, insertStaffUser } from '../../test/billing-fixtures.js';
import { selectRows } from '../../test/student-fixtures.js';

// The TE-only people reports (3-billing §2, §3; open-points 28, 29): TELO Training, All Contacts and the
// Enrollment Review report, over a school of this file's own with its staff, a profile contact and reviews.

let t: TestContext;
let admin: string;
let school: { id: number; name: string };
let archived: { id: number; name: string };
const years = {} as Record<'y90' | 'y91' | 'y92' | 'before', { id: number; name: string }>;
/** The programme day: noon in Chicago of the day set (the review report lists the aid years begun by then). */
let now = new Date('2091-09-01T17:00:00Z');
const setToday = (day: string) => {
  now = new Date(`${day}T17:00:00Z`);
};
const users = {} as Record<'prime' | 'second' | 'multi' | 'untrained' | 'inactive', number>;

const TRAINING_REPORT = STAFF_REPORTS.teloTraining.apiPath;
const CONTACTS = STAFF_REPORTS.allContacts.apiPath;
const REVIEWS = STAFF_REPORTS.enrollmentReview.apiPath;
const INVOICE_BILLING = CONTACT_TYPES.find((c) => c.contactType === 'Invoice Billing')!;

/** A TELO account of the test school holding the roles given. */
function staffAt(firstName: string, lastName: string, roleIds: (typeof ROLE)[keyof typeof ROLE][]) {
  return insertStaffUser(t, {
    email: `${firstName}.${lastName}@roster-fixture.edu`.toLowerCase(),
    firstName,
    lastName,
    usertype: 'TELO',
    roles: roleIds.map((roleId) => ({ schoolId: school.id, roleId })),
  });
}

/** Writes a school's review of a term as the sign-off does (a null date: removed). */
function saveReview(schoolId: number, aidYearId: number, term: 'Fall' | 'Spring', reviewDate: string | null) {
  return inTransaction(t.database.db, users.prime, (tx) =>
    tx.execute(sql`insert into enrollment_reviews (school_id, aid_year_id, review_term, review_date, modified_by)
      values (${schoolId}, ${aidYearId}, ${term}, ${reviewDate}, ${users.prime})
      on conflict (school_id, aid_year_id, review_term) do update set review_date = excluded.review_date`),
  );
}

beforeAll(async () => {
  t = await startTestApp({ now: () => now });
  admin = await t.signIn('admin@example.org');
  school = { id: await createBillingSchool(t, 'Roster Test College'), name: 'Roster Test College' };
  archived = { id: await createBillingSchool(t, 'Roster Archived College'), name: 'Roster Archived College' };
  users.prime = await staffAt('Paula', 'Prime', [ROLE.PRIMARY_TELO]);
  users.second = await staffAt('Sam', 'Second', [ROLE.SECONDARY_TELO]);
  users.multi = await staffAt('Mia', 'Multi', [ROLE.EXPORT, ROLE.ADMIN]);
  users.untrained = await staffAt('Uma', 'Untrained', [ROLE.BILLING]);
  users.inactive = await staffAt('Ina', 'Inactive', [ROLE.REPORTS]);
  await inTransaction(t.database.db, null, async (tx) => {
    await tx.execute(
      sql`update users set training_complete = ${TRAINING.REQUIRED} where id = ${users.untrained}`,
    );
    await tx.execute(sql`update users set active = false where id = ${users.inactive}`);
    await tx.execute(sql`update schools set archived = 1 where id = ${archived.id}`);
    await tx.execute(sql`insert into school_contacts (school_id, contact_id, contact_first_name, contact_last_name,
      contact_email) values (${school.id}, ${INVOICE_BILLING.id}, 'Carl', 'Contact', 'carl.contact@roster-fixture.edu')`);
  });
  // Aid years of this file's own, far from the demo's (which follow the day the seed ran).
  years.y90 = await createBillingAidYear(t, 2090);
  years.y91 = await createBillingAidYear(t, 2091);
  years.y92 = await createBillingAidYear(t, 2092);
  // One that ended before the review feature (1 July 2025), whether or not the demo still has it.
  await t.database.db.execute(sql`insert into aid_years (aidyear, aidyearbegindate, aidyearenddate, displaybegindate,
    displayenddate) values ('2024-2025', '2024-07-01', '2025-06-30', '2023-10-01', '2025-06-30')
    on conflict (aidyear) do nothing`);
  const [before] = await selectRows<{ id: number }>(
    t,
    sql`select id from aid_years where aidyear = '2024-2025'`,
  );
  years.before = { id: before!.id, name: '2024-2025' };
});

afterAll(async () => {
  await t?.close();
});

/** A report call as the TE admin. */
function report(path: string, query: Record<string, string | number> = {}) {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return t.app.inject({ method: 'GET', url: `${path}${qs ? `?${qs}` : ''}`, headers: { cookie: admin } });
}

/** The page the TE admin reads (200 expected). */
async function pageOf(path: string, query: Record<string, string | number> = {}): Promise<ReportPage> {
  const res = await report(path, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReportPage;
}

describe('TELO Training', () => {
  it("lists a school's active staff by name with their roles and training label", async () => {
    const page = await pageOf(TRAINING_REPORT, { schoolid: school.id });
    expect(page.rows.map((r) => [r.lastName, r.firstName, r.roleName, r.trainingComplete])).toEqual([
      ['Multi', 'Mia', 'Admin, Export', TRAINING_LABELS[TRAINING.COMPLETE]],
      ['Prime', 'Paula', 'Primary TELO', 'Complete'],
      ['Second', 'Sam', 'Secondary TELO', 'Complete'],
      ['Untrained', 'Uma', 'Billing', 'Required'],
    ]);
    expect(page.rows[1]).toMatchObject({
      id: `${users.prime}-${school.id}`,
      schoolName: school.name,
      email: 'paula.prime@roster-fixture.edu',
    });
  });

  it('sorts by training (Required first), searches, and lists every school for All Schools', async () => {
    const byTraining = await pageOf(TRAINING_REPORT, { schoolid: school.id, sort: 'trainingComplete' });
    expect(byTraining.rows[0]!.lastName).toBe('Untrained');
    const found = await pageOf(TRAINING_REPORT, { search: 'paula.prime' });
    expect(found.rows.map((r) => r.id)).toEqual([`${users.prime}-${school.id}`]);
    const all = await pageOf(TRAINING_REPORT, { search: 'untrained@delta.edu' });
    expect(all.rows[0]).toMatchObject({ schoolName: 'Delta College', trainingComplete: 'Required' });
    const first = await pageOf(TRAINING_REPORT, { pagesize: 10 });
    const second = await pageOf(TRAINING_REPORT, { pagesize: 10, page: 1 });
    expect(first.total).toBeGreaterThan(20);
    expect(second.rows).toHaveLength(10);
    const names = [...first.rows, ...second.rows].map((r) => String(r.schoolName));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(second.rows.some((r) => first.rows.some((f) => f.id === r.id))).toBe(false);
  });
});

describe('All Contacts', () => {
  it("lists a school's users with their roles and its profile contacts with their type, and the school phone", async () => {
    const page = await pageOf(CONTACTS, { schoolid: school.id });
    expect(page.rows.map((r) => [r.lastName, r.roleName])).toEqual([
      ['Contact', 'Invoice Billing'],
      ['Multi', 'Admin, Export'],
      ['Prime', 'Primary TELO'],
      ['Second', 'Secondary TELO'],
      ['Untrained', 'Billing'],
    ]);
    expect(page.rows[0]).toMatchObject({
      schoolName: school.name,
      firstName: 'Carl',
      email: 'carl.contact@roster-fixture.edu',
      phone: '(217) 555-0100',
    });
    expect(new Set(page.rows.map((r) => r.id)).size).toBe(5);
  });

  it('sorts by last name, searches names, emails and contact types across all schools', async () => {
    const desc = await pageOf(CONTACTS, { schoolid: school.id, sort: 'lastName', dir: 'desc' });
    expect(desc.rows.map((r) => r.lastName)).toEqual(['Untrained', 'Second', 'Prime', 'Multi', 'Contact']);
    const carl = await pageOf(CONTACTS, { search: 'carl.contact@' });
    expect(carl.rows.map((r) => r.schoolName)).toEqual([school.name]);
    const billing = await pageOf(CONTACTS, { search: INVOICE_BILLING.contactType, pagesize: 50 });
    expect(billing.total).toBeGreaterThan(1);
    expect(billing.rows.every((r) => r.roleName === INVOICE_BILLING.contactType)).toBe(true);
  });

  it('answers 404 "There is no data for the selected parameters." when the search finds nobody', async () => {
    const res = await report(CONTACTS, { schoolid: school.id, search: 'nobody-by-this-name' });
    expect(res.statusCode).toBe(404);
    expect((res.json() as { message: string }).message).toBe(REPORT_MESSAGES.noData);
  });
});

describe('Enrollment Review report', () => {
  const rowId = () => `${school.id}-${years.y90.id}`;
  const rowOf = async (query: Record<string, string | number>) =>
    (await pageOf(REVIEWS, query)).rows.find((r) => r.id === rowId());

  it('shows a school and aid year with its TELOs and empty dates until reviewed', async () => {
    const page = await pageOf(REVIEWS, { schoolid: school.id, aidyear: years.y90.id });
    expect(page.rows).toEqual([
      {
        id: rowId(),
        uniqueId: rowId(),
        aidYearName: years.y90.name,
        schoolName: school.name,
        primaryTeloName: 'Paula Prime',
        primaryTeloEmail: 'paula.prime@roster-fixture.edu',
        secondaryTeloName: 'Sam Second',
        secondaryTeloEmail: 'sam.second@roster-fixture.edu',
        fallReviewDate: null,
        springReviewDate: null,
      },
    ]);
  });

  it('shows the review dates once signed off, and none for a removed review', async () => {
    await saveReview(school.id, years.y90.id, 'Fall', '2090-09-15');
    await saveReview(school.id, years.y90.id, 'Spring', null);
    expect(await rowOf({ schoolid: school.id, aidyear: years.y90.id })).toMatchObject({
      fallReviewDate: '2090-09-15',
      springReviewDate: null,
    });
    await saveReview(school.id, years.y90.id, 'Spring', '2091-02-02');
    expect(await rowOf({ aidyear: years.y90.id, search: 'roster test' })).toMatchObject({
      fallReviewDate: '2090-09-15',
      springReviewDate: '2091-02-02',
    });
  });

  it('lists All Years as the aid years begun by today since the review feature, none earlier or ahead', async () => {
    const namesOn = async (day: string) => {
      setToday(day);
      return (await pageOf(REVIEWS, { schoolid: school.id })).rows.map((r) => r.aidYearName);
    };
    try {
      const june = await namesOn('2091-06-30');
      expect(june).toContain(years.y90.name);
      expect(june).not.toContain(years.y91.name);
      const july = await namesOn('2091-07-01');
      expect(july).toEqual(expect.arrayContaining([years.y90.name, years.y91.name]));
      expect(july).not.toContain(years.y92.name);
      expect(july).not.toContain(years.before.name);
      for (const excluded of [years.y92, years.before]) {
        const none = await report(REVIEWS, { schoolid: school.id, aidyear: excluded.id });
        expect(none.statusCode).toBe(404);
        expect((none.json() as { message: string }).message).toBe(REPORT_MESSAGES.noData);
      }
    } finally {
      setToday('2091-09-01');
    }
  });

  it('lists every member school for All Schools; an archived school only once reviewed', async () => {
    const [members] = await selectRows<{ n: number }>(
      t,
      sql`select count(*)::int as n from schools where archived = 0 and is_closed = 0`,
    );
    const page = await pageOf(REVIEWS, { aidyear: years.y90.id, sort: 'schoolName', dir: 'desc' });
    expect(page.total).toBe(members!.n);
    const names = page.rows.map((r) => String(r.schoolName));
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
    const archivedPage = () => report(REVIEWS, { aidyear: years.y90.id, search: archived.name });
    expect((await archivedPage()).statusCode).toBe(404);
    await saveReview(archived.id, years.y90.id, 'Fall', '2090-10-01');
    const res = await archivedPage();
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ReportPage).rows).toMatchObject([
      { schoolName: archived.name, fallReviewDate: '2090-10-01' },
    ]);
  });
});
