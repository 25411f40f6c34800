import { describe, expect, it } from 'vitest';
import { canSignOffReview } from '../reports/report-access.js';
import { ROLE } from '../roles/roles.js';
import { signsOffSomeReview, viewsSomeReviewSignOff } from './review-access.js';
import { formatLongUsDate, ENROLLMENT_REVIEW_MESSAGES as M } from './review-messages.js';
import { reviewDateFormSchema, reviewSubmitBodySchema, reviewUpdateBodySchema } from './review-schemas.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);
const submit = { schoolId: 1, aidYearId: 2, reviewTerm: 'Fall', reviewDate: '2026-09-01' };
const update = { ...submit, id: 3, lastUpdated: '2026-09-01T17:00:00.123456Z' };

describe('the review bodies (3-billing §7)', () => {
  it('accepts a submit, ignoring modifiedBy and lastUpdated', () => {
    const parsed = reviewSubmitBodySchema.parse({ ...submit, modifiedBy: 99, lastUpdated: 'anything' });
    expect(parsed).toMatchObject(submit);
  });

  it('requires the date of a submit and the term', () => {
    expect(firstMessage(reviewSubmitBodySchema.safeParse({ ...submit, reviewDate: null }))).toBe('Required');
    expect(firstMessage(reviewSubmitBodySchema.safeParse({ ...submit, reviewDate: '' }))).toBe('Required');
    expect(firstMessage(reviewSubmitBodySchema.safeParse({ ...submit, reviewDate: '09/01/2026' }))).toBe(
      M.dateInvalid,
    );
    expect(firstMessage(reviewSubmitBodySchema.safeParse({ ...submit, reviewTerm: 'Summer' }))).toBe(
      M.termRequired,
    );
  });

  it('takes null as a removal on update, with the id and the version read', () => {
    expect(reviewUpdateBodySchema.parse({ ...update, reviewDate: null }).reviewDate).toBeNull();
    expect(firstMessage(reviewUpdateBodySchema.safeParse({ ...update, reviewDate: undefined }))).toBe(
      'Required',
    );
    expect(firstMessage(reviewUpdateBodySchema.safeParse({ ...update, lastUpdated: undefined }))).toBe(
      M.versionInvalid,
    );
    expect(firstMessage(reviewUpdateBodySchema.safeParse({ ...update, lastUpdated: 'yesterday' }))).toBe(
      M.versionInvalid,
    );
    expect(reviewUpdateBodySchema.safeParse({ ...update, id: undefined }).success).toBe(false);
  });
});

describe('the confirmation form', () => {
  const y2026 = { aidyear: '2026-2027', aidyearbegindate: '2026-07-01', aidyearenddate: '2027-06-30' };
  const schema = reviewDateFormSchema(y2026, 'Fall');

  it('gives the server rule message on the field', () => {
    expect(firstMessage(schema.safeParse({ reviewDate: '' }))).toBe('Required');
    expect(firstMessage(schema.safeParse({ reviewDate: '2026-08-01' }))).toBe(
      M.dateBeforeWindow('2026-08-15'),
    );
    expect(firstMessage(schema.safeParse({ reviewDate: '2027-07-01' }))).toBe(
      M.dateAfterWindow('2027-06-30'),
    );
    expect(schema.safeParse({ reviewDate: '2027-06-30' }).success).toBe(true);
    expect(schema.safeParse({ reviewDate: '2026-08-15' }).success).toBe(true);
  });
});

describe('the review texts', () => {
  it('writes US prose dates and the removal line', () => {
    expect(formatLongUsDate('2026-08-15')).toBe('August 15, 2026');
    expect(M.opensOn('2026-08-15')).toBe('Opens August 15, 2026');
    expect(M.closedOn('2027-06-30')).toBe('Closed June 30, 2027');
    expect(M.removedBy('Dana', 'Whitfield', '2026-09-03')).toBe(
      'Submission removed by Dana Whitfield on 09/03/2026',
    );
    expect(M.removedBy(null, null, '2026-09-03')).toBe('Submission removed on 09/03/2026');
    expect(M.submitted('Fall')).toBe('Fall Enrollment Review was successfully submitted.');
    expect(M.updated('Spring')).toBe('Spring Enrollment Review was successfully updated.');
  });
});

describe('who signs off (open-points 31)', () => {
  const telo = (school: number, role: number, readOnly = 0) => ({
    usertype: 'TELO' as const,
    userRole: [{ roleSchoolId: school, userRoleId: role, readOnly }],
  });
  const te = (...roles: { role: number; readOnly?: number }[]) => ({
    usertype: 'TE' as const,
    userRole: roles.map((r) => ({ roleSchoolId: null, userRoleId: r.role, readOnly: r.readOnly ?? 0 })),
  });

  it("lets the school's roles 1, 6 and 7 sign off there, not read-only ones", () => {
    expect(canSignOffReview(telo(10, ROLE.PRIMARY_TELO), 10)).toBe(true);
    expect(canSignOffReview(telo(10, ROLE.PRIMARY_TELO), 11)).toBe(false);
    expect(canSignOffReview(telo(10, ROLE.ADMIN, 1), 10)).toBe(false);
    expect(signsOffSomeReview(telo(10, ROLE.SECONDARY_TELO))).toBe(true);
    expect(signsOffSomeReview(telo(10, ROLE.ADMIN, 1))).toBe(false);
    expect(viewsSomeReviewSignOff(telo(10, ROLE.ADMIN, 1))).toBe(true);
    expect(viewsSomeReviewSignOff(telo(10, ROLE.REPORTS))).toBe(false);
  });

  it('lets a TE user tick unless read-only (the admin read-only marker, or every role read-only)', () => {
    expect(canSignOffReview(te({ role: ROLE.ADMIN }), 10)).toBe(true);
    // The demo's readonly.admin: TE Admin read-only, with a writable Reports role.
    const readOnlyAdmin = te({ role: ROLE.ADMIN, readOnly: 1 }, { role: ROLE.REPORTS });
    expect(canSignOffReview(readOnlyAdmin, 10)).toBe(false);
    expect(signsOffSomeReview(readOnlyAdmin)).toBe(false);
    expect(viewsSomeReviewSignOff(readOnlyAdmin)).toBe(true);
    expect(signsOffSomeReview(te({ role: ROLE.EXPORT }))).toBe(true);
    expect(signsOffSomeReview(te({ role: ROLE.EXPORT, readOnly: 1 }))).toBe(false);
  });

  it('refuses students', () => {
    const student = { usertype: 'STUDENT' as const, userRole: [] };
    expect(signsOffSomeReview(student)).toBe(false);
    expect(viewsSomeReviewSignOff(student)).toBe(false);
  });
});
