import type { EnrollmentReview } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import {
  chooseAidYear,
  idFromSearch,
  initialReviewDate,
  isSignOffAvailable,
  reviewSave,
  signOffAidYears,
  termViews,
} from './sign-off-values';

const aidYear = (id: number, first: number) => ({
  id,
  aidyear: `${first}-${first + 1}`,
  aidyearbegindate: `${first}-07-01`,
  aidyearenddate: `${first + 1}-06-30`,
  aidyearLabel: `${first}-${first + 1} (Enrolling Fall ${first} or Spring ${first + 1})`,
});
const y2026 = aidYear(7, 2026);
const review = (over: Partial<EnrollmentReview> = {}): EnrollmentReview => ({
  id: 40,
  schoolId: 3,
  aidYearId: 7,
  aidYear: '2026-2027',
  reviewTerm: 'Fall',
  reviewDate: '2026-08-20',
  modifiedBy: 9,
  modifiedByFirstName: 'Dana',
  modifiedByLastName: 'Whitfield',
  lastUpdated: '2026-08-20T17:00:00.123456Z',
  modifiedOn: '2026-08-20',
  ...over,
});

describe('the aid years of the sign-off', () => {
  const all = [aidYear(1, 2023), aidYear(2, 2024), aidYear(3, 2025), y2026, aidYear(8, 2027)];

  it('offers those whose windows end on or after 1 July 2025, newest first', () => {
    expect(signOffAidYears(all).map((y) => y.aidyear)).toEqual(['2027-2028', '2026-2027', '2025-2026']);
  });

  it("shows the address's aid year, else the current one, else the newest", () => {
    const offered = signOffAidYears(all);
    expect(chooseAidYear(offered, 3, '2026-09-01')?.id).toBe(3);
    expect(chooseAidYear(offered, 1, '2026-09-01')?.id).toBe(7);
    expect(chooseAidYear(offered, null, '2026-06-30')?.id).toBe(3);
    expect(chooseAidYear(offered, null, '2030-01-01')?.id).toBe(8);
    expect(chooseAidYear([], null, '2026-09-01')).toBeNull();
  });

  it('reads positive ids from the address only', () => {
    const search = new URLSearchParams('school=12&aidyear=abc');
    expect(idFromSearch(search, 'school')).toBe(12);
    expect(idFromSearch(search, 'aidyear')).toBeNull();
    expect(idFromSearch(new URLSearchParams('school=0'), 'school')).toBeNull();
  });
});

describe("each term's checkbox", () => {
  it('is ticked for a review with a date, enabled only inside its window for a signer', () => {
    const [fall, spring] = termViews(y2026, [review()], '2026-09-01', true);
    expect(fall).toMatchObject({
      checked: true,
      editable: true,
      windowNote: 'Open until June 30, 2027',
      statusLine: 'Reviewed on 08/20/2026',
    });
    expect(spring).toMatchObject({
      checked: false,
      editable: false,
      state: 'notYetOpen',
      windowNote: 'Opens January 15, 2027',
      statusLine: 'Not submitted',
    });
  });

  it('shows the state to a read-only user without letting them change it', () => {
    const [fall] = termViews(y2026, [review()], '2026-09-01', false);
    expect(fall).toMatchObject({ checked: true, editable: false });
  });

  it('says when a window closed and who removed a submission', () => {
    const removed = review({ reviewDate: null, modifiedOn: '2027-03-02' });
    const [fall] = termViews(y2026, [removed], '2027-07-01', true);
    expect(fall).toMatchObject({
      checked: false,
      editable: false,
      windowNote: 'Closed June 30, 2027',
      statusLine: 'Submission removed by Dana Whitfield on 03/02/2027',
    });
  });

  it("ignores another aid year's reviews and offers no checkbox before 1 July 2025", () => {
    const [fall] = termViews(y2026, [review({ aidYearId: 99 })], '2026-09-01', true);
    expect(fall?.review).toBeNull();
    expect(isSignOffAvailable('2025-06-30')).toBe(false);
    expect(isSignOffAvailable('2025-07-01')).toBe(true);
  });
});

describe('what a tick, a correction and a removal send', () => {
  const ids = { schoolId: 3, aidYearId: 7 };

  it('posts a first tick and says it was submitted', () => {
    const [, spring] = termViews(y2026, [], '2027-02-01', true);
    expect(reviewSave('submit', spring!, ids, '2027-01-20')).toEqual({
      method: 'POST',
      body: { schoolId: 3, aidYearId: 7, reviewTerm: 'Spring', reviewDate: '2027-01-20' },
      term: 'Spring',
      success: 'Spring Enrollment Review was successfully submitted.',
    });
  });

  it('puts a tick of a removed review, a correction and a removal with the version read', () => {
    const [removed] = termViews(y2026, [review({ reviewDate: null })], '2026-09-01', true);
    const retick = reviewSave('submit', removed!, ids, '2026-08-30');
    expect(retick).toMatchObject({
      method: 'PUT',
      success: 'Fall Enrollment Review was successfully submitted.',
    });
    expect(retick.body).toMatchObject({
      id: 40,
      reviewDate: '2026-08-30',
      lastUpdated: '2026-08-20T17:00:00.123456Z',
    });

    const [done] = termViews(y2026, [review()], '2026-09-01', true);
    const correction = reviewSave('correct', done!, ids, '2026-08-21');
    expect(correction).toMatchObject({
      method: 'PUT',
      success: 'Fall Enrollment Review was successfully updated.',
    });
    expect(correction.body.reviewDate).toBe('2026-08-21');
    expect(reviewSave('remove', done!, ids, '2026-08-21').body.reviewDate).toBeNull();
  });

  it('starts the dialog on the review date when correcting, else on today, inside the window', () => {
    const [done, spring] = termViews(y2026, [review()], '2027-02-01', true);
    expect(initialReviewDate('correct', done!, '2027-02-01')).toBe('2026-08-20');
    expect(initialReviewDate('submit', spring!, '2027-02-01')).toBe('2027-02-01');
    expect(initialReviewDate('submit', spring!, '2027-07-05')).toBe('2027-06-30');
  });
});
