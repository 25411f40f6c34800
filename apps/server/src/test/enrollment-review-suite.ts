/**
 * What the enrollment review API tests share: an app whose programme clock the test sets, an aid year of
 * their own (no demo review is in its way), the demo schools by name and a session per demo account.
 */
import type { EnrollmentReview } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { aidYears } from '../db/schema/aid-years.js';
import { startTestApp, type TestContext } from './app.js';
import { createSession } from './persona-fixtures.js';
import { selectRows } from './student-fixtures.js';

export const REVIEWS_PATH = '/api/report/enrollmentreview';

export interface ReviewSuite {
  t: TestContext;
  aidYear: { id: number; name: string; firstYear: number };
  /** A demo school's id by name. */
  school(name: string): number;
  /** A session of a demo account (made once, without the password hashing of a sign-in). */
  cookie(email: string): Promise<string>;
  /** A demo account's id. */
  userId(email: string): Promise<number>;
  /** Sets the programme clock to an instant (ISO), or to noon in Chicago of a day (YYYY-MM-DD). */
  setNow(when: string): void;
  close(): Promise<void>;
}

/** Noon in Chicago of a day, on either side of daylight time. */
const noonInChicago = (day: string) => new Date(`${day}T17:30:00Z`);

/** Starts the app for one test file with its own aid year `firstYear`-`firstYear + 1`. */
export async function startReviewSuite(firstYear: number, today: string): Promise<ReviewSuite> {
  let now = noonInChicago(today);
  const t = await startTestApp({ now: () => now });
  const name = `${firstYear}-${firstYear + 1}`;
  const [year] = await t.database.db
    .insert(aidYears)
    .values({
      aidyear: name,
      aidyearbegindate: `${firstYear}-07-01`,
      aidyearenddate: `${firstYear + 1}-06-30`,
      displaybegindate: `${firstYear - 1}-10-01`,
      displayenddate: `${firstYear + 1}-06-30`,
    })
    .returning({ id: aidYears.id });
  const schools = await selectRows<{ id: number; name: string }>(
    t,
    sql`select id, school_name as name from schools`,
  );
  const ids = new Map(schools.map((s) => [s.name, s.id]));
  const cookies = new Map<string, Promise<string>>();
  const userId = async (email: string) => {
    const [row] = await selectRows<{ id: number }>(t, sql`select id from users where user_name = ${email}`);
    if (!row) throw new Error(`no user ${email}`);
    return row.id;
  };
  return {
    t,
    aidYear: { id: year!.id, name, firstYear },
    school: (schoolName) => {
      const id = ids.get(schoolName);
      if (id === undefined) throw new Error(`no school ${schoolName}`);
      return id;
    },
    cookie: (email) => {
      let cookie = cookies.get(email);
      if (!cookie) {
        cookie = userId(email).then((id) => createSession(t, id));
        cookies.set(email, cookie);
      }
      return cookie;
    },
    userId,
    setNow: (when) => {
      now = when.length === 10 ? noonInChicago(when) : new Date(when);
    },
    close: () => t.close(),
  };
}

/** A call as a demo account (null: anonymous), with a JSON body when given. */
export async function callAs(
  s: ReviewSuite,
  email: string | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  const cookie = email ? await s.cookie(email) : undefined;
  return s.t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** The review an answer carries, failing with the answer's text when it is not the expected status. */
export function reviewOf(res: LightMyRequestResponse, status = 200): EnrollmentReview {
  if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
  return res.json() as EnrollmentReview;
}

/** The message and field messages of an error answer. */
export function errorOf(res: LightMyRequestResponse) {
  return res.json() as { status: number; message: string; errors?: Record<string, string> };
}

/** The Enrollment Review change-log rows of a review, oldest first. */
export function reviewLog(s: ReviewSuite, reviewId: number) {
  return selectRows<{
    action: string;
    column_name: string;
    old_value: string | null;
    new_value: string | null;
    modified_by: number | null;
    school_id: number | null;
    aid_year_id: number | null;
  }>(
    s.t,
    sql`select action, column_name, old_value, new_value, modified_by, school_id, aid_year_id
        from change_log where log_type = 'ENROLLMENT_REVIEW' and record_id = ${reviewId} order by id`,
  );
}

/** How many Enrollment Review change-log rows there are: a refused write adds none. */
export async function reviewLogCount(s: ReviewSuite): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    s.t,
    sql`select count(*)::int as n from change_log where log_type = 'ENROLLMENT_REVIEW'`,
  );
  return row!.n;
}
