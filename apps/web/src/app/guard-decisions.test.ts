import type { SessionUser } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn, mayEnter, signInPageRedirect, signInRedirectState } from './guard-decisions';

const base = {
  userName: '',
  firstName: 'Pat',
  lastName: 'Doe',
  middleInitial: null,
  title: null,
  trainingComplete: 1,
  DailyDigest: 0,
  isPasswordTemp: 0,
  ferpa: 1,
  userRole: [],
  multiSchoolAccess: false,
};
const student: SessionUser = {
  ...base,
  id: 1,
  email: 'student@example.com',
  usertype: 'STUDENT',
  studentId: 3,
};
const telo: SessionUser = { ...base, id: 2, email: 'telo@alpha.edu', usertype: 'TELO', studentId: null };
const te: SessionUser = { ...base, id: 3, email: 'admin@example.org', usertype: 'TE', studentId: null };

const MARKER = 'session-a.c3R1ZGVudEBleGFtcGxlLmNvbQ==';
const asked = { pathname: '/exports/applications', search: '?page=2' };

describe('area guards (1-core §6)', () => {
  it('let staff into the staff area and students into the applicant area, nobody else', () => {
    expect(mayEnter('staff', telo)).toBe(true);
    expect(mayEnter('staff', te)).toBe(true);
    expect(mayEnter('staff', student)).toBe(false);
    expect(mayEnter('staff', null)).toBe(false);
    expect(mayEnter('applicant', student)).toBe(true);
    expect(mayEnter('applicant', telo)).toBe(false);
    expect(mayEnter('applicant', null)).toBe(false);
  });

  it('keep /signin for a signed-in student the staff area refused, until someone signs in afresh', () => {
    const state = signInRedirectState(asked, false, MARKER);
    expect(state).toEqual({
      from: { pathname: '/exports/applications', search: '?page=2' },
      refusedSession: MARKER,
    });
    // The refused session stays on the sign-in page (it is not sent back to /applicationstatus)...
    expect(signInPageRedirect(student, state, MARKER)).toBeNull();
    // ...and a new sign-in, whoever it is, goes on: staff to the page asked for, a student home.
    expect(signInPageRedirect(telo, state, 'session-b.dGVsb0BhbHBoYS5lZHU=')).toBe(
      '/exports/applications?page=2',
    );
    expect(signInPageRedirect(student, state, 'session-c.c3R1ZGVudEBleGFtcGxlLmNvbQ==')).toBe(
      '/applicationstatus',
    );
  });

  it('keep /signin for staff the applicant area refused', () => {
    const state = signInRedirectState({ pathname: '/applicationstatus', search: '' }, false, MARKER);
    expect(signInPageRedirect(telo, state, MARKER)).toBeNull();
  });

  it('send a signed-in user who opens a sign-in page by hand on to their landing page', () => {
    expect(signInPageRedirect(student, null, MARKER)).toBe('/applicationstatus');
    expect(signInPageRedirect(telo, undefined, MARKER)).toBe('/');
    expect(signInPageRedirect(null, null, null)).toBeNull();
  });

  it('remember the page asked for when nobody is signed in, and nothing after a sign-out', () => {
    const state = signInRedirectState(asked, false, null);
    expect(state).toEqual({ from: { pathname: '/exports/applications', search: '?page=2' } });
    expect(destinationAfterSignIn(telo, state)).toBe('/exports/applications?page=2');
    expect(destinationAfterSignIn(student, state)).toBe('/applicationstatus');
    expect(signInRedirectState(asked, true, null)).toBeUndefined();
  });
});
