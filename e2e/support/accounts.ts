import { ROLE, TRAINING } from '@exchange/domain';
import { expect } from '@playwright/test';
import { staffApi, uniqueToken } from './exports.js';
import { waitForMail } from './mailbox.js';
import { PERSONAS } from './personas.js';
import { temporaryPasswordIn } from './staff-screens.js';

/**
 * Staff accounts a journey makes for itself (docs/testing.md: no journey changes a record another one
 * reads). A worker's journeys share one database and `--repeat-each` runs a journey again on it, so a
 * journey that adds, renames or signs in a new account never uses a fixed email: the second run would
 * meet the first run's account (a deleted one stays, deactivated, with its email).
 */

/** An email no other run has used, e.g. `analyst.<token>@example.org`. */
export function uniqueEmail(local: string, domain = 'example.org'): string {
  return `${local}.${uniqueToken()}@${domain}`.toLowerCase();
}

/** A name part no other run has used: the word with a token of letters (names take letters only). */
export function uniqueName(word: string, maxLength = 20): string {
  return `${word}${uniqueToken()}`.slice(0, maxLength);
}

/**
 * A Reports TE user added by the TE admin through POST /api/user/admin, as Add New TE User does; answers
 * the email and the temporary password of its welcome mail.
 */
export async function createTeUserWithTemporaryPassword(
  name = { firstName: 'Noor', lastName: 'Haddad' },
): Promise<{ email: string; temporaryPassword: string }> {
  const email = uniqueEmail('teuser');
  const admin = await staffApi(PERSONAS.admin);
  try {
    const since = Date.now();
    const created = await admin.post('/api/user/admin', {
      data: { ...name, email, userRole: [{ userRoleId: ROLE.REPORTS }] },
    });
    expect(created.status(), await created.text()).toBe(201);
    return { email, temporaryPassword: temporaryPasswordIn(await waitForMail(email, since)) };
  } finally {
    await admin.dispose();
  }
}

/** A school user as POST /api/user/school/{schoolId} takes it (Export role, training complete). */
export interface NewSchoolUser {
  title: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** Adds a user with the Export role at the school, as the TE admin through the API. */
export async function createSchoolUser(schoolName: string, user: NewSchoolUser) {
  const admin = await staffApi(PERSONAS.admin);
  try {
    const schools = (await (await admin.get('/api/schools/name')).json()) as {
      id: number;
      schoolName: string;
    }[];
    const school = schools.find((s) => s.schoolName === schoolName);
    if (!school) throw new Error(`No school named ${schoolName}`);
    const created = await admin.post(`/api/user/school/${school.id}`, {
      data: {
        ...user,
        DailyDigest: 0,
        trainingComplete: TRAINING.COMPLETE,
        userRole: [{ userRoleId: ROLE.EXPORT }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  } finally {
    await admin.dispose();
  }
}
