import {
  EXPORT_STATUS,
  FEE_TYPE,
  IMPORT_STATUS as IMPORT_STATUS_ID,
  PAYMENT_TYPE,
  ROLE,
} from '@exchange/domain';
import { DEMO_PASSWORD } from './app.js';
import type { FuzzTarget } from './fuzz-target.js';
import { HOME_FUZZ_TARGETS } from './fuzz-targets-home.js';
import { SCHOOL_SEARCH_FUZZ_TARGETS } from './fuzz-targets-school-search.js';
import { SETTINGS_FUZZ_TARGETS } from './fuzz-targets-settings.js';
import { TRAINING_FUZZ_TARGETS } from './fuzz-targets-training.js';
import { recordBody, schoolBody } from './school-fixtures.js';
import { APPLICANT_DETAILS, applicationBody, daysFromToday } from './student-fixtures.js';
import { cardPaymentBody } from './test-card-tokens.js';

export type { FuzzContext, FuzzTarget } from './fuzz-target.js';

const NEW_PASSWORD = 'Fresh@Password2';
const staffBody = (email: string, roleId: number, lastName = 'Staff') => ({
  title: 'Fixture',
  firstName: 'Pat',
  lastName,
  email,
  DailyDigest: 0,
  userRole: [{ userRoleId: roleId }],
});
const IMPORT_STATUS = 'studentApplication.studentApplicationSchool.0.importStatus';

/** Keyed "METHOD /path" as in the OpenAPI document: every write operation that takes a body. */
export const FUZZ_TARGETS: Record<string, FuzzTarget> = {
  ...SETTINGS_FUZZ_TARGETS,
  ...TRAINING_FUZZ_TARGETS,
  ...SCHOOL_SEARCH_FUZZ_TARGETS,
  ...HOME_FUZZ_TARGETS,
  // Enrollment review sign-off (issue 23): an aid year and term whose window is open on the app's day.
  'POST /api/report/enrollmentreview': {
    persona: 'own:6',
    valid: (c) => ({
      schoolId: c.reviews.submitSchoolId,
      aidYearId: c.reviews.aidYearId,
      reviewTerm: c.reviews.reviewTerm,
      reviewDate: c.reviews.reviewDate,
    }),
    // The acting user comes from the session; a new review has no version yet.
    ignored: ['modifiedBy', 'lastUpdated'],
  },
  'PUT /api/report/enrollmentreview': {
    persona: 'other:6',
    valid: (c) => ({
      id: c.reviews.review.id,
      schoolId: c.reviews.review.schoolId,
      aidYearId: c.reviews.aidYearId,
      reviewTerm: c.reviews.reviewTerm,
      reviewDate: c.reviews.reviewDate,
      lastUpdated: c.reviews.review.lastUpdated,
    }),
    ignored: ['modifiedBy'],
  },
  'POST /api/login': {
    persona: 'anonymous',
    valid: () => ({ userName: 'te@matrix.org', userPassword: DEMO_PASSWORD }),
    // A well-formed wrong password is a failed sign-in, counted for throttling.
    writes: ['login_failures'],
  },
  'POST /api/user/resetpwd': {
    persona: 'anonymous',
    valid: (c) => ({ token: c.resetToken, userNewPassword: NEW_PASSWORD }),
  },
  'PUT /api/user/updatepwd/{id}': {
    persona: 'te',
    params: (c) => ({ id: c.fx.userIds.te }),
    valid: () => ({ userPassword: DEMO_PASSWORD, userNewPassword: NEW_PASSWORD }),
  },
  'POST /api/student/register': {
    persona: 'anonymous',
    valid: () => ({
      userName: 'fuzz.signup@example.net',
      firstName: 'Sam',
      lastName: 'Fuzz',
      email: 'fuzz.signup@example.net',
      userPassword: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      userType: 'STUDENT',
      ferpa: 1,
    }),
    // userName is always the email.
    ignored: ['userName'],
  },
  'POST /api/schools': {
    persona: 'te',
    valid: () => schoolBody({ schoolName: 'Fuzz College' }),
    ignored: ['version'],
  },
  'PUT /api/schools/{id}': {
    persona: 'te',
    params: (c) => ({ id: c.fx.ownSchoolId }),
    valid: () => schoolBody({ schoolName: 'Matrix Own College' }),
  },
  'POST /api/schools/aidyears': {
    persona: 'te',
    valid: (c) => recordBody({ schoolId: c.schoolWithoutRecord, aidYearId: c.fx.applications.aidYearId }),
    ignored: ['version'],
  },
  'PUT /api/schools/aidyears/{id}': {
    persona: 'te',
    params: (c) => ({ id: c.fx.ownRecordId }),
    valid: () => recordBody(),
  },
  'POST /api/user/school/{schoolId}': {
    persona: 'te',
    params: (c) => ({ schoolId: c.fx.ownSchoolId }),
    valid: () => staffBody('fuzz.new@matrix-own.edu', ROLE.REPORTS),
    ignored: ['version'],
  },
  'PUT /api/user/{id}/{schoolId}': {
    persona: 'te',
    params: (c) => ({ id: c.fx.ownStaffUserId, schoolId: c.fx.ownSchoolId }),
    valid: () => staffBody('staff@matrix-own.edu', ROLE.IMPORT),
  },
  'PUT /api/user/{id}': {
    persona: 'te',
    params: (c) => ({ id: c.fx.userIds.te }),
    valid: () => ({ firstName: 'Pat', lastName: 'te', email: 'te@matrix.org' }),
    // The staff profile shows the email disabled; the server ignores it and the user name.
    ignored: ['email', 'userName'],
  },
  'POST /api/user/admin': {
    persona: 'te',
    valid: () => ({
      firstName: 'Fuzz',
      lastName: 'Admin',
      email: 'fuzz.te@matrix.org',
      userRole: [{ userRoleId: ROLE.REPORTS }],
    }),
  },
  'PUT /api/user/admin/{id}': {
    persona: 'te',
    params: (c) => ({ id: c.fx.userIds.teRead }),
    valid: () => ({
      firstName: 'Pat',
      lastName: 'teRead',
      email: 'te-read@matrix.org',
      userRole: [{ userRoleId: ROLE.ADMIN, readOnly: 1 }],
    }),
  },
  'PUT /api/student/{id}': {
    persona: 'student',
    params: (c) => ({ id: c.fx.student.studentId }),
    valid: (c) => ({
      studentFirstName: 'Sam',
      studentLastName: 'Fixture',
      studentEmail: c.fx.student.email,
      ferpa: 1,
    }),
  },
  // The other student has no application yet, so the valid body would start one.
  'POST /api/student/{id}/application': {
    persona: 'otherStudent',
    params: (c) => ({ id: c.fx.otherStudent.studentId }),
    valid: (c) =>
      applicationBody(c.fx.applications, {
        exportSchool: c.fx.ownSchoolId,
        employeeEmail: 'pat.parent@matrix.edu',
        studentApplicationSchool: [
          { importSchool: c.fx.applications.school('Beta College'), importStatus: 1 },
        ],
      }) as unknown as Record<string, unknown>,
    // New import schools always start at status 1, whatever is sent.
    ignored: [IMPORT_STATUS],
  },
  'PUT /api/student/{id}/application/{applicationId}': {
    persona: 'student',
    params: (c) => ({ id: c.fx.student.studentId, applicationId: c.fx.student.applicationId }),
    valid: (c) => ({
      ...APPLICANT_DETAILS,
      studentApplication: {
        studentApplicationSchool: [
          { importSchool: c.fx.applications.school('Beta College'), importStatus: 1 },
        ],
      },
    }),
    ignored: [IMPORT_STATUS],
  },
  // The export calls (issue 9): the valid bodies approve applications of school A still awaiting a decision.
  'PUT /api/export/{id}': {
    persona: 'own:6',
    params: (c) => ({ id: c.fx.exports.statusApplicationId }),
    valid: () => ({ exportStatusId: EXPORT_STATUS.EXPORT_APPROVED }),
  },
  'PUT /api/export/status/{schoolId}': {
    persona: 'own:6',
    params: (c) => ({ schoolId: c.fx.ownSchoolId }),
    valid: (c) => ({
      exportStatusId: EXPORT_STATUS.EXPORT_APPROVED,
      filterStatusId: EXPORT_STATUS.AWAITING_DECISION,
      studentApplications: c.fx.exports.bulkApplicationIds.map((id) => ({ id })),
    }),
  },
  // The import status change (issue 10): the valid body declines school A's row at Decision Pending.
  'PUT /api/import/appid/{applicationId}/importschool/{schoolId}': {
    persona: 'own:6',
    params: (c) => ({ applicationId: c.fx.imports.pendingApplicationId, schoolId: c.fx.ownSchoolId }),
    valid: () => ({ importStatus: IMPORT_STATUS_ID.DECLINED }),
    // The status date and the modifier are set by the server (open-points 2).
    ignored: ['importStatusDate', 'modifiedBy'],
  },
  // Close Application (open-points 43): the valid body closes an application school A imports, Under Review.
  'POST /api/application/{id}/close': {
    persona: 'te',
    params: (c) => ({ id: c.fx.imports.closableApplicationId }),
    valid: () => ({ reason: 'The student left the employer', version: 1 }),
    ignored: ['modifiedBy'],
  },
  // Billing (issue 22): the valid bodies record a $10.00 check on school A's open invoice, add a fee for
  // school A (which offers program 1), and pay school B's open invoice by card through the test gateway.
  'POST /api/invoice/payment/{invoiceId}': {
    persona: 'te',
    params: (c) => ({ invoiceId: c.fx.billing.ownInvoiceId }),
    valid: () => ({
      amountPaid: 1_000,
      paymentTypeId: PAYMENT_TYPE.DEFAULT,
      paymentDate: daysFromToday(-1),
      invoicePaymentNote: 'Check #100',
    }),
    ignored: ['modifiedBy'],
  },
  'POST /api/invoice/fee': {
    persona: 'te',
    valid: (c) => ({
      schoolID: c.fx.ownSchoolId,
      amount: 50_000,
      feeTypeId: FEE_TYPE.ADMINISTRATIVE_FEE,
      participationTypeId: c.fx.billing.ownProgramId,
      aidYearId: c.fx.applications.aidYearId,
      invoiceNote: 'Late aid-year information',
    }),
    ignored: ['modifiedBy'],
  },
  // School B's invoice, so the payment above and this charge never meet on one invoice.
  'POST /api/invoice/creditcardpayment/{invoiceId}': {
    persona: 'other:6',
    params: (c) => ({ invoiceId: c.fx.billing.otherInvoiceId }),
    // A fresh one-time token and idempotency key each time the valid body is made.
    valid: () => cardPaymentBody(),
    // Accepted and ignored: the server charges what is due (open-points 19).
    ignored: ['amountPaid', 'modifiedBy'],
  },
};

/**
 * Further targets for operations whose body depends on the caller, fuzzed like FUZZ_TARGETS (one key may
 * hold several): the Export Application edit is the student's PUT with the export school's body (issue 9).
 */
export const FUZZ_VARIANTS: Record<string, readonly FuzzTarget[]> = {
  'PUT /api/student/{id}/application/{applicationId}': [
    {
      persona: 'own:6',
      params: (c) => ({ id: c.fx.student.studentId, applicationId: c.fx.student.applicationId }),
      // The export status stays as it is: the valid body changes only the employee fields.
      valid: () => ({
        studentApplication: {
          exportSchoolStatus: EXPORT_STATUS.AWAITING_DECISION,
          employeeFirstName: 'Maria',
          employeeLastName: 'Lopez',
          employeeTitle: 'Librarian',
          employeeEmail: 'pat.parent@matrix.edu',
          employeeId: 'ALP000123',
          employeeYearOfService: '7',
          customField1: 'University Libraries',
        },
      }),
    },
  ],
};
