import { ENROLLMENT_REVIEW_MESSAGES as M, type SchoolReviews } from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  errorOf,
  REVIEWS_PATH,
  type ReviewSuite,
  reviewLog,
  reviewLogCount,
  reviewOf,
  startReviewSuite,
} from '../../test/enrollment-review-suite.js';

// The suite's aid year is 2041-2042: Fall opens 15 August 2041, Spring 15 January 2042, both close
// 30 June 2042 (3-billing §4). The programme clock starts on 1 September 2041 at noon in Chicago.
const TELO = 'telo@alpha.edu';
const ADMIN = 'admin@example.org';
let s: ReviewSuite;
let alpha: number;

beforeAll(async () => {
  s = await startReviewSuite(2041, '2041-09-01');
  alpha = s.school('Alpha University');
});

afterAll(async () => {
  await s?.close();
});

const body = (schoolId: number, reviewTerm: 'Fall' | 'Spring', reviewDate: string | null) => ({
  schoolId,
  aidYearId: s.aidYear.id,
  reviewTerm,
  reviewDate,
  modifiedBy: 'ignored',
});
const submit = (email: string, schoolId: number, term: 'Fall' | 'Spring', date: string) =>
  callAs(s, email, 'POST', REVIEWS_PATH, body(schoolId, term, date));

describe('the sign-off of a primary TELO (open-points 31)', () => {
  it('submits Fall, corrects its date and removes it, each in the change log with the modifier', async () => {
    s.setNow('2041-09-01');
    const teloId = await s.userId(TELO);
    const submitted = reviewOf(await submit(TELO, alpha, 'Fall', '2041-08-20'), 201);
    expect(submitted).toMatchObject({
      schoolId: alpha,
      aidYearId: s.aidYear.id,
      aidYear: '2041-2042',
      reviewTerm: 'Fall',
      reviewDate: '2041-08-20',
      modifiedBy: teloId,
      modifiedByFirstName: 'Dana',
      modifiedByLastName: 'Whitfield',
      modifiedOn: '2041-09-01',
    });
    expect(submitted.id).toBeGreaterThan(0);

    const put = (lastUpdated: string, reviewDate: string | null) =>
      callAs(s, TELO, 'PUT', REVIEWS_PATH, {
        ...body(alpha, 'Fall', reviewDate),
        id: submitted.id,
        lastUpdated,
      });
    const corrected = reviewOf(await put(submitted.lastUpdated, '2041-08-25'));
    expect(corrected.reviewDate).toBe('2041-08-25');
    expect(corrected.lastUpdated).not.toBe(submitted.lastUpdated);

    s.setNow('2041-09-03');
    const removed = reviewOf(await put(corrected.lastUpdated, null));
    expect(removed).toMatchObject({ reviewDate: null, modifiedBy: teloId, modifiedOn: '2041-09-03' });
    expect(M.removedBy(removed.modifiedByFirstName, removed.modifiedByLastName, removed.modifiedOn)).toBe(
      'Submission removed by Dana Whitfield on 09/03/2041',
    );

    const read = await callAs(s, TELO, 'GET', `${REVIEWS_PATH}/school/${alpha}?aidyearid=${s.aidYear.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      schoolId: alpha,
      canSignOff: true,
      reviews: [removed],
    } satisfies SchoolReviews);

    const log = await reviewLog(s, submitted.id);
    expect(log.every((r) => r.modified_by === teloId && r.school_id === alpha)).toBe(true);
    expect(log.every((r) => r.aid_year_id === s.aidYear.id)).toBe(true);
    expect(log.filter((r) => r.action === 'INSERT').map((r) => [r.column_name, r.new_value])).toEqual([
      ['school_id', String(alpha)],
      ['aid_year_id', String(s.aidYear.id)],
      ['review_term', 'Fall'],
      ['review_date', '2041-08-20'],
    ]);
    expect(
      log.filter((r) => r.action === 'UPDATE').map((r) => [r.column_name, r.old_value, r.new_value]),
    ).toEqual([
      ['review_date', '2041-08-20', '2041-08-25'],
      ['review_date', '2041-08-25', null],
    ]);

    // Ticking again after a removal is a PUT of the removed review: 409 for a second POST.
    const again = await submit(TELO, alpha, 'Fall', '2041-09-02');
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(M.alreadySubmitted('Fall'));
    const resubmitted = reviewOf(await put(removed.lastUpdated, '2041-09-02'));
    expect(resubmitted.reviewDate).toBe('2041-09-02');
  });

  it('answers 409 to a change made with a version someone changed since, and changes nothing', async () => {
    s.setNow('2041-10-01');
    const gamma = s.school('Gamma University');
    const first = reviewOf(await submit(ADMIN, gamma, 'Fall', '2041-09-30'), 201);
    const put = (reviewDate: string | null) =>
      callAs(s, ADMIN, 'PUT', REVIEWS_PATH, {
        ...body(gamma, 'Fall', reviewDate),
        id: first.id,
        lastUpdated: first.lastUpdated,
      });
    reviewOf(await put('2041-09-29'));
    const logged = await reviewLogCount(s);
    const stale = await put(null);
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).errors).toBeUndefined();
    expect(await reviewLogCount(s)).toBe(logged);
    const [current] = (
      (
        await callAs(s, ADMIN, 'GET', `${REVIEWS_PATH}/school/${gamma}?aidyearid=${s.aidYear.id}`)
      ).json() as SchoolReviews
    ).reviews;
    expect(current?.reviewDate).toBe('2041-09-29');
  });

  it('lets one of two concurrent changes through and answers the other 409', async () => {
    s.setNow('2041-10-01');
    const delta = s.school('Delta College');
    const [a, b] = await Promise.all([
      submit(ADMIN, delta, 'Fall', '2041-09-01'),
      submit(ADMIN, delta, 'Fall', '2041-09-02'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const review = reviewOf(a.statusCode === 201 ? a : b, 201);
    const put = (reviewDate: string) =>
      callAs(s, ADMIN, 'PUT', REVIEWS_PATH, {
        ...body(delta, 'Fall', reviewDate),
        id: review.id,
        lastUpdated: review.lastUpdated,
      });
    const [c, d] = await Promise.all([put('2041-09-10'), put('2041-09-11')]);
    expect([c.statusCode, d.statusCode].sort()).toEqual([200, 409]);
  });
});

describe('the windows, enforced by the server (3-billing §4, §5)', () => {
  const beta = () => s.school('Beta College');

  it('opens Fall on 15 August in Central time, not at midnight UTC', async () => {
    // 11:30 pm in Chicago on 14 August is already the 15th in UTC.
    s.setNow('2041-08-15T04:30:00Z');
    const early = await submit(ADMIN, beta(), 'Fall', '2041-08-14');
    expect(early.statusCode).toBe(400);
    expect(errorOf(early).errors).toEqual({
      reviewTerm: 'The Fall review cannot be changed before August 15, 2041.',
    });
    s.setNow('2041-08-15T05:00:00Z');
    expect(errorOf(await submit(ADMIN, beta(), 'Fall', '2041-08-14')).errors).toEqual({
      reviewDate: 'The review date must be on or after August 15, 2041.',
    });
    expect(errorOf(await submit(ADMIN, beta(), 'Fall', '2042-07-01')).errors).toEqual({
      reviewDate: 'The review date must be on or before June 30, 2042.',
    });
    // Any day of the window (3-billing §4), a later one than today included.
    reviewOf(await submit(ADMIN, beta(), 'Fall', '2041-08-16'), 201);
  });

  it('opens Spring on 15 January and closes both after 30 June', async () => {
    s.setNow('2042-01-14');
    const early = await submit(ADMIN, beta(), 'Spring', '2042-01-14');
    expect(errorOf(early).message).toBe('The Spring review cannot be changed before January 15, 2042.');
    s.setNow('2042-01-15');
    const spring = reviewOf(await submit(ADMIN, beta(), 'Spring', '2042-01-15'), 201);

    s.setNow('2042-06-30');
    const put = (reviewDate: string | null, lastUpdated: string) =>
      callAs(s, ADMIN, 'PUT', REVIEWS_PATH, {
        ...body(beta(), 'Spring', reviewDate),
        id: spring.id,
        lastUpdated,
      });
    const lastDay = reviewOf(await put('2042-06-30', spring.lastUpdated));
    s.setNow('2042-07-01T04:59:00Z');
    const lastMinute = reviewOf(await put('2042-06-29', lastDay.lastUpdated));
    s.setNow('2042-07-01T05:00:00Z');
    const closed = await put(null, lastMinute.lastUpdated);
    expect(closed.statusCode).toBe(400);
    expect(errorOf(closed).message).toBe(
      'The Spring review closed on June 30, 2042 and can no longer be changed.',
    );
  });

  it('refuses an unknown aid year, school or review and a body that does not match the review', async () => {
    s.setNow('2041-09-01');
    const unknownYear = await callAs(s, ADMIN, 'POST', REVIEWS_PATH, {
      ...body(alpha, 'Fall', '2041-08-20'),
      aidYearId: 999_999,
    });
    expect(unknownYear.statusCode).toBe(400);
    expect(errorOf(unknownYear).errors).toEqual({ aidYearId: M.unknownAidYear });
    expect((await submit(ADMIN, 999_999, 'Fall', '2041-08-20')).statusCode).toBe(404);
    const missing = { ...body(alpha, 'Fall', null), id: 999_999, lastUpdated: '2041-09-01T17:00:00.000000Z' };
    expect((await callAs(s, ADMIN, 'PUT', REVIEWS_PATH, missing)).statusCode).toBe(404);

    const [review] = (
      (
        await callAs(s, ADMIN, 'GET', `${REVIEWS_PATH}/school/${alpha}?aidyearid=${s.aidYear.id}`)
      ).json() as SchoolReviews
    ).reviews;
    const other = { ...body(alpha, 'Spring', null), id: review!.id, lastUpdated: review!.lastUpdated };
    const mismatch = await callAs(s, ADMIN, 'PUT', REVIEWS_PATH, other);
    expect(mismatch.statusCode).toBe(400);
    expect(errorOf(mismatch).message).toBe(M.reviewMismatch);
  });
});
