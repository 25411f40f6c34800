import { API_MESSAGES, type SchoolReviews, type ServerDateTime } from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  errorOf,
  REVIEWS_PATH,
  type ReviewSuite,
  reviewLogCount,
  reviewOf,
  startReviewSuite,
} from '../../test/enrollment-review-suite.js';

// Who may read and change a school's sign-off (open-points 31): TE users and the school's roles 1, 6, 7
// read; those not read-only change. The suite's aid year 2041-2042 has Fall open on 1 September 2041.
const TELO = 'telo@alpha.edu';
const SECONDARY = 'telo2@alpha.edu';
const BILLING = 'billing@alpha.edu';
const BETA_TELO = 'telo@beta.edu';
const READ_ONLY_ADMIN = 'readonly.admin@example.org';
const STUDENT = 'student@example.com';
let s: ReviewSuite;
let alpha: number;
let beta: number;

beforeAll(async () => {
  s = await startReviewSuite(2043, '2043-09-01');
  alpha = s.school('Alpha University');
  beta = s.school('Beta College');
});

afterAll(async () => {
  await s?.close();
});

const body = (schoolId: number, reviewDate: string | null = '2043-08-20') => ({
  schoolId,
  aidYearId: s.aidYear.id,
  reviewTerm: 'Fall',
  reviewDate,
});
const schoolPath = (schoolId: number) => `${REVIEWS_PATH}/school/${schoolId}?aidyearid=${s.aidYear.id}`;

describe('reading a school sign-off', () => {
  it("opens a school's reviews to its roles 1, 6, 7 and TE users, read-only included", async () => {
    const telo = await callAs(s, TELO, 'GET', schoolPath(alpha));
    expect(telo.statusCode).toBe(200);
    expect((telo.json() as SchoolReviews).canSignOff).toBe(true);
    expect(((await callAs(s, SECONDARY, 'GET', schoolPath(alpha))).json() as SchoolReviews).canSignOff).toBe(
      true,
    );
    const readOnly = await callAs(s, READ_ONLY_ADMIN, 'GET', schoolPath(alpha));
    expect(readOnly.statusCode).toBe(200);
    expect(readOnly.json()).toEqual({ schoolId: alpha, canSignOff: false, reviews: [] });
  });

  it("lists every aid year's reviews without ?aidyearid=, newest first, Fall before Spring", async () => {
    const all = (await callAs(s, TELO, 'GET', `${REVIEWS_PATH}/school/${alpha}`)).json() as SchoolReviews;
    // The demo data signed off Alpha's Fall and Spring of earlier aid years.
    expect(all.reviews.length).toBeGreaterThanOrEqual(2);
    const keys = all.reviews.map((r) => ({ year: r.aidYear, term: r.reviewTerm === 'Fall' ? 0 : 1 }));
    const inOrder = keys.every((k, i) => {
      const next = keys[i + 1];
      return !next || k.year > next.year || (k.year === next.year && k.term < next.term);
    });
    expect(inOrder, JSON.stringify(keys)).toBe(true);
  });

  it("refuses another school's TELO, a billing role, students and anonymous callers", async () => {
    expect((await callAs(s, BETA_TELO, 'GET', schoolPath(alpha))).statusCode).toBe(403);
    expect((await callAs(s, BETA_TELO, 'GET', schoolPath(beta))).statusCode).toBe(200);
    expect((await callAs(s, BILLING, 'GET', schoolPath(alpha))).statusCode).toBe(403);
    expect((await callAs(s, STUDENT, 'GET', schoolPath(alpha))).statusCode).toBe(403);
    expect((await callAs(s, null, 'GET', schoolPath(alpha))).statusCode).toBe(401);
  });

  it('answers 404 for a school that does not exist', async () => {
    expect((await callAs(s, 'admin@example.org', 'GET', `${REVIEWS_PATH}/school/999999`)).statusCode).toBe(
      404,
    );
  });
});

describe('changing a school sign-off', () => {
  it('refuses the read-only admin, students and anonymous callers, whatever the body', async () => {
    const logged = await reviewLogCount(s);
    for (const email of [READ_ONLY_ADMIN, STUDENT]) {
      expect((await callAs(s, email, 'POST', REVIEWS_PATH, body(alpha))).statusCode).toBe(403);
      expect((await callAs(s, email, 'POST', REVIEWS_PATH, {})).statusCode).toBe(403);
      expect((await callAs(s, email, 'PUT', REVIEWS_PATH, {})).statusCode).toBe(403);
    }
    expect((await callAs(s, null, 'POST', REVIEWS_PATH, body(alpha))).statusCode).toBe(401);
    expect(await reviewLogCount(s)).toBe(logged);
  });

  it("refuses another school's TELO before reading the rest of the body (403 before 400)", async () => {
    const refused = await callAs(s, BETA_TELO, 'POST', REVIEWS_PATH, { schoolId: alpha });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(API_MESSAGES.forbidden);
    expect((await callAs(s, BETA_TELO, 'POST', REVIEWS_PATH, body(alpha))).statusCode).toBe(403);
    // A signer learns what the body lacks.
    expect((await callAs(s, BETA_TELO, 'POST', REVIEWS_PATH, { schoolId: beta })).statusCode).toBe(400);
    expect((await callAs(s, BILLING, 'POST', REVIEWS_PATH, {})).statusCode).toBe(403);
  });

  it("refuses a change of another school's review sent under one's own school", async () => {
    const betaReview = reviewOf(await callAs(s, BETA_TELO, 'POST', REVIEWS_PATH, body(beta)), 201);
    const disguised = { ...body(alpha, null), id: betaReview.id, lastUpdated: betaReview.lastUpdated };
    expect((await callAs(s, TELO, 'PUT', REVIEWS_PATH, disguised)).statusCode).toBe(403);
    const readBack = (await callAs(s, BETA_TELO, 'GET', schoolPath(beta))).json() as SchoolReviews;
    expect(readBack.reviews[0]?.reviewDate).toBe('2043-08-20');
  });

  it('lets the secondary TELO of the school submit', async () => {
    const review = reviewOf(await callAs(s, SECONDARY, 'POST', REVIEWS_PATH, body(alpha)), 201);
    expect(review.modifiedByLastName).toBe('Lindgren');
  });
});

describe('the server time (GET api/settings/server-datetime)', () => {
  it("tells the programme's clock to any signed-in user", async () => {
    s.setNow('2043-08-15T04:30:00Z');
    const res = await callAs(s, TELO, 'GET', '/api/settings/server-datetime');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      localTime: '2043-08-14T23:30:00-05:00',
      today: '2043-08-14',
      timeZone: 'America/Chicago',
    } satisfies ServerDateTime);
    expect((await callAs(s, null, 'GET', '/api/settings/server-datetime')).statusCode).toBe(401);
  });
});
