import { ROLE, SCHOOL_ROLES } from '@exchange/domain';
import type { AccessCase } from './access-case.js';
import { APPLICATION_ACCESS, EXPORT_EDITORS, EXPORT_READERS } from './access-declarations-applications.js';
import { BILLING_ACCESS } from './access-declarations-billing.js';
import { HOME_ACCESS } from './access-declarations-home.js';
import { REPORT_ACCESS, REPORT_EXTRA_ACCESS } from './access-declarations-reports.js';
import { REVIEW_ACCESS } from './access-declarations-reviews.js';
import { SCHOOL_SEARCH_ACCESS } from './access-declarations-school-search.js';
import { SETTINGS_ACCESS } from './access-declarations-settings.js';
import { TRAINING_ACCESS } from './access-declarations-training.js';
import {
  OWN_ADMIN_READ_ONLY,
  other,
  own,
  type Persona,
  type PersonaFixtures,
  type SignedInPersona,
} from './persona-fixtures.js';

export type { AccessCase } from './access-case.js';

const ALL_ROLES = SCHOOL_ROLES.map((r) => r.id);
/** Roles 1 (not read-only), 6 and 7: who updates a school, edits its aid-year form and manages its users. */
const MANAGERS = [ROLE.ADMIN, ROLE.PRIMARY_TELO, ROLE.SECONDARY_TELO];
const TE: SignedInPersona[] = ['te', 'teRead'];
const STUDENTS: SignedInPersona[] = ['student', 'otherStudent'];
const STAFF: SignedInPersona[] = [...own(...ALL_ROLES), OWN_ADMIN_READ_ONLY, ...other(...ALL_ROLES), ...TE];
const SIGNED_IN: SignedInPersona[] = [...STUDENTS, ...STAFF];
/** Any role at school A, read-only included; TE users hold their roles at every school. */
const OWN_READERS: SignedInPersona[] = [...own(...ALL_ROLES), OWN_ADMIN_READ_ONLY, ...TE];
const OWN_EDITORS: SignedInPersona[] = [...own(...MANAGERS), 'te'];
/** The school users list and a user's record: the managers' roles, read-only too. */
const OWN_USER_READERS: SignedInPersona[] = [...own(...MANAGERS), OWN_ADMIN_READ_ONLY, ...TE];
/** "Who reads a student": the student themself and TE users; school users use the export/import calls. */
const STUDENT_READERS: SignedInPersona[] = ['student', ...TE];

/** B's user managers and TE users: who reads an account whose only roles are at school B. */
const OTHER_USER_READERS: SignedInPersona[] = [...other(...MANAGERS), ...TE];

/** An id no account has: deletes aimed at it are harmless for allowed callers (404). */
const MISSING_USER_ID = 2_000_000_000;
/** The B-only account through school A's path: A's managers pass the A-scoped rule, yet it is no member. */
const otherStaffAtA = (fx: PersonaFixtures) => ({ id: fx.otherStaff.userId, schoolId: fx.ownSchoolId });
/** A body the school-user edit accepts, unchanged but for a role at A: only a 404 keeps it from A. */
const otherStaffBody = (fx: PersonaFixtures) => ({
  title: 'Fixture',
  firstName: 'Pat',
  lastName: 'Staff',
  email: fx.otherStaff.email,
  DailyDigest: 0,
  userRole: [{ userRoleId: ROLE.IMPORT }],
});

const self = (fx: PersonaFixtures, caller: Persona) =>
  caller === 'anonymous' ? fx.ownStaffUserId : fx.userIds[caller];
const ownSchool = (fx: PersonaFixtures) => ({ id: fx.ownSchoolId });
const owner = (fx: PersonaFixtures) => ({ id: fx.student.studentId });

/** Keyed "METHOD /path" exactly as the OpenAPI document names the operation. */
export const ACCESS: Record<string, readonly AccessCase[]> = {
  // System
  'GET /api/health': [{ allowed: 'public' }],
  'GET /api/health/live': [{ allowed: 'public' }],
  'GET /api/health/ready': [{ allowed: 'public' }],
  'GET /api/config': [{ allowed: 'public' }],
  // The outbox holds password-reset links of every account: TE admins only (read-only ones may read).
  'GET /api/outbox': [{ allowed: TE }],

  // Sign-in and password: public calls answer everyone; `{}` is no sign-in, reset or sign-up.
  'POST /api/login': [{ allowed: 'public' }],
  // Reloads the session user: reads only, though it is a POST.
  'POST /api/login/User': [{ allowed: SIGNED_IN, allowedStatus: [200] }],
  // Ends the session it is called with (none for anonymous callers): 204 for everyone.
  'POST /api/user/logout': [
    { allowed: 'public', freshSession: true, allowedStatus: [204], writes: ['sessions'] },
  ],
  // An address on file for nobody: allowed callers get the same 200 and nothing is mailed.
  'PUT /api/user/forgotpwd/{email}': [
    { allowed: 'public', params: () => ({ email: 'nobody@example.com' }), allowedStatus: [200] },
  ],
  'POST /api/user/resetpwd': [{ allowed: 'public' }],
  'PUT /api/user/updatepwd/{id}': [
    { label: 'own account', params: (fx, caller) => ({ id: self(fx, caller) }), allowed: SIGNED_IN },
    { label: "a staff user's account", params: (fx) => ({ id: fx.ownStaffUserId }), allowed: [] },
  ],
  'POST /api/student/register': [{ allowed: 'public' }],

  // Reference lists: any signed-in user (students need states and countries).
  'GET /api/schools/state': [{ allowed: SIGNED_IN }],
  'GET /api/schools/country': [{ allowed: SIGNED_IN }],
  'GET /api/schools/regiontype': [{ allowed: SIGNED_IN }],
  'GET /api/schools/contacttype': [{ allowed: SIGNED_IN }],
  'GET /api/schools/participationtype': [{ allowed: SIGNED_IN }],

  // Schools
  'GET /api/schools/name': [{ allowed: STAFF }],
  'GET /api/schools': [{ allowed: STAFF }],
  'POST /api/schools': [{ allowed: ['te'] }],
  'GET /api/schools/{id}': [{ params: ownSchool, allowed: OWN_READERS }],
  'PUT /api/schools/{id}': [{ params: ownSchool, allowed: OWN_EDITORS }],
  'GET /api/schools/{id}/dependents': [{ params: ownSchool, allowed: OWN_READERS }],
  // School A still has users and an application, so an allowed delete answers 409 and deletes nothing.
  'DELETE /api/schools/{id}': [{ params: ownSchool, allowed: [...own(ROLE.ADMIN), 'te'] }],

  // Aid-year records
  'GET /api/schools/aidyears/{id}': [{ params: (fx) => ({ id: fx.ownSchoolId }), allowed: OWN_READERS }],
  'POST /api/schools/aidyears': [
    {
      label: 'naming no school',
      // Only someone who edits some school's aid-year form learns the form's rules from a 400.
      allowed: [...own(...MANAGERS), ...other(...MANAGERS), 'te'],
    },
    {
      label: 'for school A',
      body: (fx) => ({ schoolId: fx.ownSchoolId }),
      allowed: OWN_EDITORS,
      // B's managers may use the form for B: a body naming no school is theirs to get a 400 for.
      decidedByBody: true,
    },
  ],
  'PUT /api/schools/aidyears/{id}': [
    { label: "school A's record", params: (fx) => ({ id: fx.ownRecordId }), allowed: OWN_EDITORS },
  ],

  // School users (a staff account whose only role is at A, or an id nobody has)
  'GET /api/user/school/{schoolId}': [
    { params: (fx) => ({ schoolId: fx.ownSchoolId }), allowed: OWN_USER_READERS },
  ],
  'POST /api/user/school/{schoolId}': [
    { params: (fx) => ({ schoolId: fx.ownSchoolId }), allowed: OWN_EDITORS },
  ],
  'PUT /api/user/{id}/{schoolId}': [
    {
      label: 'a staff user of A',
      params: (fx) => ({ id: fx.ownStaffUserId, schoolId: fx.ownSchoolId }),
      allowed: OWN_EDITORS,
    },
    {
      label: 'a user with roles only at B, through A',
      params: otherStaffAtA,
      body: otherStaffBody,
      allowed: OWN_EDITORS,
      allowedStatus: [404],
    },
  ],
  'DELETE /api/user/{id}/{schoolId}': [
    {
      label: 'an id no account has, at school A',
      params: (fx) => ({ id: MISSING_USER_ID, schoolId: fx.ownSchoolId }),
      allowed: OWN_EDITORS,
    },
    {
      label: 'a user with roles only at B, through A',
      params: otherStaffAtA,
      allowed: OWN_EDITORS,
      allowedStatus: [404],
    },
  ],

  // Staff accounts
  'GET /api/user': [{ allowed: TE }],
  'GET /api/user/{id}': [
    { label: 'a staff user of A', params: (fx) => ({ id: fx.ownStaffUserId }), allowed: OWN_USER_READERS },
    // Students read their own record through the student calls; this is the staff account call.
    { label: 'own account', params: (fx, caller) => ({ id: self(fx, caller) }), allowed: STAFF },
    {
      label: 'a user with roles only at B',
      params: (fx) => ({ id: fx.otherStaff.userId }),
      allowed: OTHER_USER_READERS,
      allowedStatus: [200],
    },
  ],
  'PUT /api/user/{id}': [
    // The staff profile: only the holder, whatever their roles (administrators use the user forms).
    { label: 'own account', params: (fx, caller) => ({ id: self(fx, caller) }), allowed: STAFF },
    { label: 'a staff user of A', params: (fx) => ({ id: fx.ownStaffUserId }), allowed: [] },
  ],
  'DELETE /api/user/{id}': [
    { label: 'an id no account has', params: () => ({ id: MISSING_USER_ID }), allowed: ['te'] },
  ],
  'POST /api/user/admin': [{ allowed: ['te'] }],
  'PUT /api/user/admin/{id}': [
    { label: 'a TE user', params: (fx) => ({ id: fx.userIds.teRead }), allowed: ['te'] },
  ],
  // Clears the caller's own notice flag: anyone signed in, about their own account only.
  'POST /api/user/emailnotice/ack': [{ allowed: SIGNED_IN, allowedStatus: [200] }],

  // Students: every student write is the student's own; reads by the student and TE users.
  // Gives the signed-in student account its record (the owner already has one: 200, nothing new).
  'POST /api/student': [{ allowed: STUDENTS, allowedStatus: [200] }],
  'GET /api/student/{id}': [{ params: owner, allowed: STUDENT_READERS }],
  'PUT /api/student/{id}': [{ params: owner, allowed: ['student'] }],
  'GET /api/student/aidyear': [{ allowed: SIGNED_IN }],
  'GET /api/student/aidyear/all': [{ allowed: SIGNED_IN }],
  'GET /api/student/currentAidYear': [{ allowed: SIGNED_IN }],
  'GET /api/student/studentcategories': [{ allowed: SIGNED_IN }],
  'GET /api/student/exportstatus': [{ allowed: SIGNED_IN }],
  'GET /api/student/importstatus': [{ allowed: SIGNED_IN }],
  'GET /api/student/{id}/applications': [{ params: owner, allowed: STUDENT_READERS }],
  // Part of the student's own application form, not a read of the student for the central office.
  'GET /api/student/{id}/transferprefill': [{ params: owner, allowed: ['student'] }],
  'POST /api/student/{id}/application': [{ params: owner, allowed: ['student'] }],
  // The student updates their own application; the export school's editors use the same call for the
  // Export Application screen (issue 9). Import schools of the application and other schools: 403.
  'PUT /api/student/{id}/application/{applicationId}': [
    {
      label: "the owner's application",
      params: (fx) => ({ id: fx.student.studentId, applicationId: fx.student.applicationId }),
      allowed: ['student', ...EXPORT_EDITORS],
    },
    {
      // Another student's id with the owner's application: not theirs to write. A's export editors pass
      // the rule (the application is A's) and find no such application of that student (404).
      label: "own student id, the owner's application",
      params: (fx) => ({ id: fx.otherStudent.studentId, applicationId: fx.student.applicationId }),
      allowed: EXPORT_EDITORS,
    },
  ],
  // The Export Application screen reads it too: readers of the export school A (issue 9). The fixture's
  // import school (Beta College) has no persona; its readers come with the import screens (issue 10).
  'GET /api/student/application/{id}': [
    { params: (fx) => ({ id: fx.student.applicationId }), allowed: [...STUDENT_READERS, ...EXPORT_READERS] },
  ],
  ...APPLICATION_ACCESS,
  ...BILLING_ACCESS,
  ...REPORT_ACCESS,
  ...REPORT_EXTRA_ACCESS,
  ...REVIEW_ACCESS,
  ...SETTINGS_ACCESS,
  ...TRAINING_ACCESS,
  ...SCHOOL_SEARCH_ACCESS,
  ...HOME_ACCESS,
  // The employer and import school options of the EZ form: lookups for anyone signed in.
  'GET /api/schools/exportschools/{aidYearId}': [
    { params: (fx) => ({ aidYearId: fx.applications.aidYearId }), allowed: SIGNED_IN },
  ],
  'GET /api/schools/importschools/{exportSchoolId}/{aidYearId}': [
    {
      params: (fx) => ({ exportSchoolId: fx.ownSchoolId, aidYearId: fx.applications.aidYearId }),
      allowed: SIGNED_IN,
    },
  ],
};
