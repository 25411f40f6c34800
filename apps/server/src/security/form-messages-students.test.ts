import { registrationSchema } from '@exchange/domain';
import {
  addressBody,
  type EzFormValues,
  ezResolver,
  SERVER_BIRTH_DATE,
  type UpdateFormValues,
  updateResolver,
} from '@exchange/web/src/features/students/application-form.js';
import {
  type ProfileValues,
  studentProfileResolver,
} from '@exchange/web/src/features/students/student-profile-values.js';
import { type DomainSchema, formResolver, mapFieldPath } from '@exchange/web/src/lib/form-resolver.js';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startTestApp, type TestContext } from '../test/app.js';
import { type AnyFormMessageCase, expectSameMessages, formCase } from '../test/form-messages.js';
import {
  type ApplicationFixtures,
  applicationBody,
  createApplicationFixtures,
  registerApplicant,
} from '../test/student-fixtures.js';

// 1-core §5 and docs/architecture.md "The machinery: Form resolver": the applicant's forms (sign-up, Student Profile, the EZ application
// and its update) show, for the values typed, the field messages their API call answers for what the form
// sends. The forms' own resolvers give the browser's text. The birth date is typed in three parts and sent
// as one date: its message is compared as one field ("birth date") on both sides.

let t: TestContext;
let f: ApplicationFixtures;
/** Has an open application (Update, Student Profile). */
let applicant: Awaited<ReturnType<typeof registerApplicant>>;
/** Has none yet (the EZ application). */
let newcomer: Awaited<ReturnType<typeof registerApplicant>>;
let applicationId: number;
let version: number;
let studentVersion: number;

/** A row built once the app has started (it needs the fixture ids), named before. */
type LazyRow = readonly [string, () => AnyFormMessageCase];

const TODAY = '2026-09-01';
const BIRTH_PARTS = ['birthMonth', 'birthDay', 'birthYear'];
const browserBirthDate = (field: string) => (BIRTH_PARTS.includes(field) ? 'birthDate' : field);
const apiBirthDate = (path: readonly string[]) => {
  const field = mapFieldPath(path, SERVER_BIRTH_DATE, undefined, undefined);
  return field === 'birthMonth' ? 'birthDate' : field;
};

/** The address part of both application forms, valid unless overridden. */
function address(over: Partial<Omit<EzFormValues, 'studentApplication'>> = {}) {
  return {
    studentAddress: '12 Elm Street',
    studentAddress2: '',
    studentCity: 'Columbus',
    studentState: 'OH',
    studentZip: '43215',
    studentZipFour: '1234',
    studentCellPhone: '(614) 555-0199',
    birthMonth: '05',
    birthDay: '20',
    birthYear: '2008',
    countryId: 1,
    acknowledgment: true,
    ...over,
  };
}

function ezCase(
  name: string,
  over: Partial<Omit<EzFormValues, 'studentApplication'>> = {},
  entry:
    | Partial<EzFormValues['studentApplication']>
    | (() => Partial<EzFormValues['studentApplication']>) = {},
): LazyRow {
  const full = `EZ application: ${name}`;
  return [
    full,
    () => {
      const values: EzFormValues = {
        ...address(over),
        studentApplication: {
          applicationStatus: 'OPEN',
          aidyear: f.aidYearId,
          exportSchool: f.school('Alpha University'),
          employeeFirstName: 'Maria',
          employeeLastName: 'Lopez',
          employeeTitle: 'Librarian',
          employeeEmail: 'maria.lopez@alpha.edu',
          employeeId: 'ALP000123',
          employeeYearOfService: '7',
          customField1: 'University Libraries',
          customField2: '',
          customField3: '',
          studentCategoryId: 2,
          studentApplicationSchool: [
            { importSchool: f.school('Beta College') },
            { importSchool: f.school('Gamma University') },
          ],
          ...(typeof entry === 'function' ? entry() : entry),
        },
      };
      // Alpha University takes .edu employee emails only (its nonEduAccepted is 0 in the demo data).
      const context = { studentEmail: newcomer.email, nonEduAccepted: 0 };
      return formCase<EzFormValues>({
        name: full,
        as: 'newcomer',
        resolver: ezResolver(() => context, TODAY),
        values,
        request: (v) => ({
          method: 'POST',
          url: `/api/student/${newcomer.studentId}/application`,
          payload: addressBody(v),
        }),
        fieldOf: apiBirthDate,
        browserFieldOf: browserBirthDate,
      });
    },
  ];
}

function updateCase(name: string, over: Partial<Omit<UpdateFormValues, 'studentApplication'>>): LazyRow {
  const full = `Update EZ application: ${name}`;
  return [
    full,
    () =>
      formCase<UpdateFormValues>({
        name: full,
        as: 'student',
        resolver: updateResolver(TODAY),
        values: {
          ...address(over),
          studentApplication: {
            version,
            studentApplicationSchool: [{ importSchool: f.school('Beta College') }],
          },
        },
        request: (v) => ({
          method: 'PUT',
          url: `/api/student/${applicant.studentId}/application/${applicationId}`,
          payload: addressBody(v),
        }),
        fieldOf: apiBirthDate,
        browserFieldOf: browserBirthDate,
      }),
  ];
}

function profileCase(name: string, over: Partial<ProfileValues>): LazyRow {
  const full = `Student profile: ${name}`;
  return [
    full,
    () =>
      formCase<ProfileValues>({
        name: full,
        as: 'student',
        resolver: studentProfileResolver([
          { applicationStatus: 'OPEN', employeeEmail: 'maria.lopez@alpha.edu' },
        ]),
        values: {
          studentFirstName: 'Sam',
          studentLastName: 'Fixture',
          studentMiddleInitial: '',
          studentEmail: applicant.email,
          ferpa: true,
          version: studentVersion,
          ...over,
        },
        request: (v) => ({ method: 'PUT', url: `/api/student/${applicant.studentId}`, payload: v }),
      }),
  ];
}

function signUpCase(name: string, over: Record<string, unknown>): LazyRow {
  const full = `Sign up: ${name}`;
  return [
    full,
    () =>
      formCase({
        name: full,
        resolver: formResolver(registrationSchema as DomainSchema<unknown>),
        values: {
          firstName: 'Sam',
          middleInitial: '',
          lastName: 'Fixture',
          email: 'sign.up@example.net',
          userPassword: 'Demo@Password1',
          confirmPassword: 'Demo@Password1',
          ferpa: false,
          ...over,
        },
        request: (v) => ({ method: 'POST', url: '/api/student/register', payload: v }),
      }),
  ];
}

const ROWS: LazyRow[] = [
  signUpCase('nothing typed', {
    firstName: '',
    lastName: ' ',
    email: '',
    userPassword: '',
    confirmPassword: '',
  }),
  signUpCase('two initials, a bad email, a weak password', {
    middleInitial: 'AB',
    email: 'sign.up@',
    userPassword: 'password',
    confirmPassword: 'password',
  }),
  signUpCase('a confirmation that differs', { confirmPassword: 'Demo@Password2' }),
  profileCase('names missing, two initials', {
    studentFirstName: '',
    studentLastName: ' ',
    studentMiddleInitial: 'AB',
  }),
  profileCase('not an email', { studentEmail: 'sam.fixture@' }),
  profileCase('the employee email of the open application', { studentEmail: 'maria.lopez@alpha.edu' }),
  ezCase(
    'no employee names, title or years',
    {},
    {
      employeeFirstName: '',
      employeeLastName: ' ',
      employeeTitle: '',
      employeeYearOfService: '',
    },
  ),
  ezCase('years that are not a number', {}, { employeeYearOfService: 'ten' }),
  ezCase('years of three digits', {}, { employeeYearOfService: '100' }),
  ezCase('no address, city or zip', { studentAddress: '', studentCity: ' ', studentZip: '' }),
  ezCase('a zip with letters', { studentZip: '4321A' }),
  ezCase('a zip of four digits', { studentZip: '4321' }),
  ezCase('a zip+4 of three digits', { studentZipFour: '123' }),
  ezCase('a phone of nine digits', { studentCellPhone: '614555019' }),
  ezCase('no US state', { studentState: '' }),
  ezCase('birth month 13', { birthMonth: '13' }),
  ezCase('birth day 32', { birthDay: '32' }),
  ezCase('a birth year of two digits', { birthYear: '08' }),
  ezCase('no acknowledgment', { acknowledgment: false }),
  ezCase('no import school', {}, { studentApplicationSchool: [] }),
  ezCase('an employee email that is not .edu', {}, { employeeEmail: 'maria@example.com' }),
  ezCase("the student's own email as the employee's", {}, () => ({ employeeEmail: newcomer.email })),
  updateCase('no city, a zip with letters', { studentCity: '', studentZip: '4321A' }),
  updateCase('birth month 00', { birthMonth: '00' }),
];

beforeAll(async () => {
  t = await startTestApp();
  f = await createApplicationFixtures(t);
  applicant = await registerApplicant(t, 'messages');
  newcomer = await registerApplicant(t, 'newcomer');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/student/${applicant.studentId}/application`,
    headers: { cookie: applicant.cookie },
    payload: applicationBody(f),
  });
  if (res.statusCode !== 201) throw new Error(`application: ${res.statusCode} ${res.body}`);
  const app = res.json().studentApplication[0] as { id: number; version: number };
  applicationId = app.id;
  version = app.version;
  const student = await t.app.inject({
    method: 'GET',
    url: `/api/student/${applicant.studentId}`,
    headers: { cookie: applicant.cookie },
  });
  studentVersion = (student.json() as { version: number }).version;
});

afterAll(async () => {
  await t?.close();
});

describe("the applicant's forms: the browser and the API say the same for the same input", () => {
  it.each(ROWS)('%s', async (_name, row) => {
    await expectSameMessages(t, (as) => (as === 'newcomer' ? newcomer : applicant).cookie, row());
  });
});
