import { describe, expect, it } from 'vitest';
import { ROLE } from '../roles/roles.js';
import {
  canReadReportsAt,
  canSignOffReview,
  canViewReviewSignOff,
  readsSomeReports,
  readsTeReports,
  reportSchoolIds,
} from './report-access.js';

const telo = (...roles: { school: number; role: number; readOnly?: number }[]) => ({
  usertype: 'TELO' as const,
  userRole: roles.map((r) => ({ roleSchoolId: r.school, userRoleId: r.role, readOnly: r.readOnly ?? 0 })),
});
const te = (role: number, readOnly = 0) => ({
  usertype: 'TE' as const,
  userRole: [{ roleSchoolId: null, userRoleId: role, readOnly }],
});

describe('who reads reports (open-points 28)', () => {
  it('opens reports at the schools where a school user holds role 1, 5, 6 or 7', () => {
    const user = telo({ school: 10, role: ROLE.REPORTS }, { school: 20, role: ROLE.EXPORT });
    expect(canReadReportsAt(user, 10)).toBe(true);
    expect(canReadReportsAt(user, 20)).toBe(false);
    expect(canReadReportsAt(user, 30)).toBe(false);
    expect(reportSchoolIds(user)).toEqual([10]);
    expect(readsSomeReports(user)).toBe(true);
  });

  it('counts read-only roles for reading', () => {
    expect(canReadReportsAt(telo({ school: 10, role: ROLE.ADMIN, readOnly: 1 }), 10)).toBe(true);
  });

  it('opens every school and the TE-only reports to every TE user, whatever the role', () => {
    expect(canReadReportsAt(te(ROLE.EXPORT), 999)).toBe(true);
    expect(readsTeReports(te(ROLE.BILLING))).toBe(true);
    expect(readsTeReports(telo({ school: 10, role: ROLE.PRIMARY_TELO }))).toBe(false);
  });

  it('refuses billing, export and import roles alone and students', () => {
    expect(readsSomeReports(telo({ school: 10, role: ROLE.BILLING }))).toBe(false);
    expect(readsSomeReports({ usertype: 'STUDENT', userRole: [] })).toBe(false);
  });
});

describe('who signs off a review (open-points 31)', () => {
  it('lets roles 1, 6 and 7 not read-only tick, read-only ones only see', () => {
    expect(canSignOffReview(telo({ school: 10, role: ROLE.SECONDARY_TELO }), 10)).toBe(true);
    expect(canSignOffReview(telo({ school: 10, role: ROLE.SECONDARY_TELO }), 11)).toBe(false);
    const readOnly = telo({ school: 10, role: ROLE.ADMIN, readOnly: 1 });
    expect(canViewReviewSignOff(readOnly, 10)).toBe(true);
    expect(canSignOffReview(readOnly, 10)).toBe(false);
  });

  it('keeps the reports role out of the sign-off', () => {
    expect(canViewReviewSignOff(telo({ school: 10, role: ROLE.REPORTS }), 10)).toBe(false);
  });

  it('lets TE users tick unless read-only: the admin read-only marker, or no role without its flag', () => {
    expect(canSignOffReview(te(ROLE.ADMIN), 10)).toBe(true);
    expect(canSignOffReview(te(ROLE.ADMIN, 1), 10)).toBe(false);
    expect(canSignOffReview(te(ROLE.REPORTS), 10)).toBe(true);
    expect(canSignOffReview(te(ROLE.EXPORT, 1), 10)).toBe(false);
    expect(canViewReviewSignOff(te(ROLE.ADMIN, 1), 10)).toBe(true);
  });
});
