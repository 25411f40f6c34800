import type { SessionUser } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { keepsReloadedSession } from './auth-context';
import { createSessionMarker } from './session-storage';

const user: SessionUser = {
  id: 7,
  userName: 'rowan.ellery@zeta.edu',
  firstName: 'Rowan',
  lastName: 'Ellery',
  middleInitial: null,
  email: 'rowan.ellery@zeta.edu',
  title: 'Benefits Analyst',
  usertype: 'TELO',
  trainingComplete: 1,
  DailyDigest: 0,
  isPasswordTemp: 0,
  ferpa: 0,
  studentId: null,
  userRole: [],
  multiSchoolAccess: false,
  emailChanged: 0,
};

describe('session reload (1-core §4)', () => {
  const marker = createSessionMarker('rowan.ellery@zeta.edu');

  it('keeps the session when the stored marker was made for the reloaded email', () => {
    expect(keepsReloadedSession(marker, user)).toBe(true);
  });

  it('clears it when an administrator changed the email meanwhile, notice pending or not', () => {
    const changed = { ...user, email: 'rowan.ellery@zeta.org', userName: 'rowan.ellery@zeta.org' };
    expect(keepsReloadedSession(marker, { ...changed, emailChanged: 1 })).toBe(false);
    expect(keepsReloadedSession(marker, { ...changed, emailChanged: 0 })).toBe(false);
  });

  it('clears it for a TELO whose training is required again', () => {
    expect(keepsReloadedSession(marker, { ...user, trainingComplete: 0 })).toBe(false);
  });
});
