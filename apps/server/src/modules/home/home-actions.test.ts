import {
  type ExportListRow,
  type HomeActionKind,
  type HomeActions,
  type ImportListRow,
  type InvoiceRow,
  isAwaitingImportDecision,
  listOpenReviewTerms,
  REVIEW_SIGN_OFF_DUE,
  type SchoolReviews,
  STAFF_REPORTS,
} from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app.js';
import { selectRows } from '../../test/student-fixtures.js';

// "Needs your action" (issue 24): each count is the total of the list its line links to, with the same
// filter, and a user sees only the kinds their roles open. The clock is a day of the Spring window, so
// both review terms of the running aid year are owed somewhere.
const ADMIN = 'admin@example.org';
const TELO = 'telo@alpha.edu';
const BILLING = 'billing@alpha.edu';
const MULTI = 'multi@beta.edu';
const TODAY = '2027-03-10';

let t: TestContext;
const cookies = new Map<string, string>();
const schools = new Map<string, number>();

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date(`${TODAY}T17:00:00Z`) });
  for (const email of [ADMIN, TELO, BILLING, MULTI]) cookies.set(email, await t.signIn(email));
  for (const row of await selectRows<{ id: number; school_name: string }>(
    t,
    sql`select id, school_name from schools`,
  ))
    schools.set(row.school_name, row.id);
});

afterAll(async () => {
  await t?.close();
});

const school = (name: string) => schools.get(name)!;

function get(email: string, url: string) {
  return t.app.inject({ method: 'GET', url, headers: { cookie: cookies.get(email)! } });
}

async function actions(email: string, schoolId: number | null): Promise<HomeActions> {
  const res = await get(email, `/api/home/actions${schoolId === null ? '' : `?schoolid=${schoolId}`}`);
  expect(res.statusCode).toBe(200);
  return res.json() as HomeActions;
}

const line = (a: HomeActions, kind: HomeActionKind) => a.lines.find((l) => l.kind === kind);

/** A list's rows as the screen gets them: a 404 is the empty list (docs/decisions/platform.md "Empty lists"). */
async function listRows<T>(email: string, url: string): Promise<T[]> {
  const res = await get(email, url);
  if (res.statusCode === 404) return [];
  expect(res.statusCode).toBe(200);
  return res.json() as T[];
}

/**
 * The reviews the school owes today, read from the sign-off screen's own call: one per aid year with an
 * open term not signed off (the screen of that year, with its Fall and Spring boxes).
 */
async function reviewsOwed(email: string, schoolId: number): Promise<number> {
  const years = await selectRows<{
    id: number;
    aidyear: string;
    aidyearbegindate: string;
    aidyearenddate: string;
  }>(t, sql`select id, aidyear, aidyearbegindate::text, aidyearenddate::text from aid_years`);
  const open = listOpenReviewTerms(years, TODAY);
  const signed = (
    (await get(email, `/api/report/enrollmentreview/school/${schoolId}`)).json() as SchoolReviews
  ).reviews;
  const owed = open.filter(
    (o) => !signed.some((r) => r.aidYearId === o.aidYearId && r.reviewTerm === o.reviewTerm && r.reviewDate),
  );
  return new Set(owed.map((o) => o.aidYearId)).size;
}

/** How many rows a report's own call finds for a query (its `total`; a 404 is none). */
async function reportTotal(email: string, apiPath: string, query: string): Promise<number> {
  const res = await get(email, `${apiPath}?${query}`);
  if (res.statusCode === 404) return 0;
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { total: number }).total;
}

describe("a school's counts match the lists they link to", () => {
  it("gives Alpha's primary TELO each kind, every count the total of the linked list's filter", async () => {
    const alpha = school('Alpha University');
    const got = await actions(TELO, alpha);
    expect(got.lines.map((l) => l.kind)).toEqual([
      'exportsAwaitingDecision',
      'importsAwaitingDecision',
      'transfersToReview',
      'invoicesDue',
      'reviewsToSignOff',
    ]);
    expect(got).toMatchObject({ schoolId: alpha, today: TODAY, waitingLongBefore: '2027-02-24' });

    const exports = await listRows<ExportListRow>(TELO, `/api/export/school/${alpha}?exportstatus=1`);
    expect(line(got, 'exportsAwaitingDecision')?.count).toBe(exports.length);

    const imports = (
      await listRows<ImportListRow>(TELO, `/api/import/school/${alpha}?appstatus=OPEN`)
    ).filter((r) => isAwaitingImportDecision(r.importStatus));
    expect(line(got, 'importsAwaitingDecision')).toMatchObject({
      count: imports.length,
      waitingLong: imports.filter((r) => r.importStatusDate < got.waitingLongBefore).length,
    });

    const transfers = (
      await listRows<ImportListRow>(TELO, `/api/import/school/${alpha}?appstatus=TRANSFER`)
    ).filter((r) => isAwaitingImportDecision(r.importStatus));
    expect(line(got, 'transfersToReview')?.count).toBe(transfers.length);

    const invoices = await listRows<InvoiceRow>(TELO, `/api/invoice/list?schoolid=${alpha}`);
    expect(line(got, 'invoicesDue')?.count).toBe(invoices.filter((r) => r.invoiceAmountDue > 0).length);

    expect(line(got, 'reviewsToSignOff')?.count).toBe(await reviewsOwed(TELO, alpha));
    // The demo data gives Alpha work of every application kind: the comparisons above compare numbers.
    expect(exports.length * imports.length * invoices.length).toBeGreaterThan(0);
  });

  it('counts an import row as waiting long from the 15th day at its status', async () => {
    const alpha = school('Alpha University');
    const [row] = await selectRows<{ id: number }>(
      t,
      sql`select x.id from application_schools x join student_applications a on a.id = x.application_id
          where x.import_school_id = ${alpha} and a.application_status = 'OPEN' and x.import_status_id in (1, 2, 3)
          limit 1`,
    );
    const setStatusDate = (day: string) =>
      t.database.db.execute(
        sql`update application_schools set import_status_date = ${day} where id = ${row!.id}`,
      );
    // 14 days at its status on 10 March: not waiting long yet.
    await setStatusDate('2027-02-24');
    const before = line(await actions(TELO, alpha), 'importsAwaitingDecision')!;
    const everyBefore = line(await actions(ADMIN, null), 'importsAwaitingDecision')!;
    await setStatusDate('2027-03-10');
    expect(line(await actions(TELO, alpha), 'importsAwaitingDecision')).toEqual(before);
    await setStatusDate('2027-02-23');
    expect(line(await actions(TELO, alpha), 'importsAwaitingDecision')).toEqual({
      ...before,
      waitingLong: before.waitingLong! + 1,
    });
    // Every school's counts are kept between writes: this one was seen at once.
    expect(line(await actions(ADMIN, null), 'importsAwaitingDecision')).toEqual({
      ...everyBefore,
      waitingLong: everyBefore.waitingLong! + 1,
    });
    const [app] = await selectRows<{ id: number }>(
      t,
      sql`select application_id as id from application_schools where id = ${row!.id}`,
    );
    await t.database.db.execute(
      sql`update student_applications set application_status = 'CLOSED' where id = ${app!.id}`,
    );
    expect(line(await actions(ADMIN, null), 'importsAwaitingDecision')!.count).toBeLessThan(
      everyBefore.count,
    );
  });

  it("gives TE users every school's reviews to sign off as the rows of the report their link opens", async () => {
    const reviews = line(await actions(ADMIN, null), 'reviewsToSignOff')!;
    const report = STAFF_REPORTS.enrollmentReview;
    const owedRows = () =>
      reportTotal(ADMIN, report.apiPath, `aidyearid=${reviews.aidYearId}&signoff=${REVIEW_SIGN_OFF_DUE}`);
    // The demo data leaves reviews owed at many schools on this day of the Spring window.
    expect(reviews.count).toBeGreaterThan(1);
    expect(await owedRows()).toBe(reviews.count);

    // Signing off one school's Fall leaves it owed while its Spring is not signed; signing both removes it.
    const [owing] = await selectRows<{ id: number }>(
      t,
      sql`select s.id from schools s where s.archived = 0 and s.is_closed = 0
          and not exists (select 1 from enrollment_reviews r where r.school_id = s.id
            and r.aid_year_id = ${reviews.aidYearId} and r.review_date is not null)
          order by s.id limit 1`,
    );
    const signOff = (term: string) =>
      t.database.db.execute(sql`insert into enrollment_reviews (school_id, aid_year_id, review_term, review_date)
        values (${owing!.id}, ${reviews.aidYearId}, ${term}, ${TODAY})
        on conflict (school_id, aid_year_id, review_term) do update set review_date = excluded.review_date`);
    await signOff('Fall');
    expect(line(await actions(ADMIN, null), 'reviewsToSignOff')!.count).toBe(reviews.count);
    expect(await owedRows()).toBe(reviews.count);
    await signOff('Spring');
    expect(line(await actions(ADMIN, null), 'reviewsToSignOff')!.count).toBe(reviews.count - 1);
    expect(await owedRows()).toBe(reviews.count - 1);
    // The filter is what narrows the list: that year of every school holds the signed school too.
    expect(await reportTotal(ADMIN, report.apiPath, `aidyearid=${reviews.aidYearId}`)).toBeGreaterThan(
      reviews.count - 1,
    );
  });

  it('gives TE users every school at once: the sum of the schools, one by one', async () => {
    const all = await actions(ADMIN, null);
    expect(all.schoolId).toBeNull();
    const sums = new Map<HomeActionKind, number>();
    for (const id of schools.values()) {
      for (const l of (await actions(ADMIN, id)).lines) sums.set(l.kind, (sums.get(l.kind) ?? 0) + l.count);
    }
    expect(all.lines.map((l) => [l.kind, l.count])).toEqual(all.lines.map((l) => [l.kind, sums.get(l.kind)]));
    expect(line(all, 'reviewsToSignOff')!.count).toBeGreaterThan(0);
    expect(line(all, 'reviewsToSignOff')!.aidYearId).not.toBeNull();
  });
});

describe('only the kinds the roles open', () => {
  it("shows a billing-only user the invoices alone, and a user's read-only export role its exports", async () => {
    const billing = await actions(BILLING, school('Alpha University'));
    expect(billing.lines.map((l) => l.kind)).toEqual(['invoicesDue']);
    const gamma = await actions(MULTI, school('Gamma University'));
    expect(gamma.lines.map((l) => l.kind)).toEqual([
      'exportsAwaitingDecision',
      'importsAwaitingDecision',
      'transfersToReview',
    ]);
  });

  it('refuses a school user every school at once or a school not theirs, and says 404 for no school', async () => {
    expect((await get(TELO, '/api/home/actions')).statusCode).toBe(403);
    expect((await get(TELO, `/api/home/actions?schoolid=${school('Beta College')}`)).statusCode).toBe(403);
    expect((await get(ADMIN, '/api/home/actions?schoolid=2000000000')).statusCode).toBe(404);
    expect((await get(ADMIN, '/api/home/actions?schoolid=abc')).statusCode).toBe(400);
  });

  it('refuses a school not theirs however its id is written, and an unknown one alike', async () => {
    const beta = school('Beta College');
    for (const written of [`${beta}.0`, `+${beta}`, ` ${beta}`, '2000000000.0'])
      expect((await get(TELO, `/api/home/actions?schoolid=${encodeURIComponent(written)}`)).statusCode).toBe(
        403,
      );
  });
});
