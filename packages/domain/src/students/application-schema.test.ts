import { describe, expect, it } from 'vitest';
import { toProgramDay } from '../applications/aid-year-timing.js';
import { SCHOOL_MESSAGES } from '../schools/messages.js';
import {
  birthDateFutureIssue,
  birthDateIssues,
  composeBirthDate,
  employeeEmailIssue,
  ezApplicationSchema,
  splitBirthDate,
  updateApplicationSchema,
} from './application-schema.js';
import { STUDENT_MESSAGES as M } from './messages.js';

const body = {
  studentAddress: '42 Maple Avenue',
  studentCity: 'Columbus',
  studentState: 'oh',
  studentZip: '43215',
  studentZipFour: '',
  studentCellPhone: '(614) 555-0142',
  studentBirthDate: '2008-03-14',
  countryId: 1,
  acknowledgment: true,
  studentApplication: {
    aidyear: 5,
    exportSchool: 1,
    employeeFirstName: 'Elena',
    employeeLastName: 'Rivera',
    employeeTitle: 'Professor',
    employeeEmail: 'elena@alpha.edu',
    employeeYearOfService: '12',
    studentCategoryId: 1,
    studentApplicationSchool: [{ importSchool: 2, importStatus: 1 }, { importSchool: 3 }],
  },
};

const issueAt = (input: unknown, path: string) => {
  const r = ezApplicationSchema.safeParse(input);
  return r.error?.issues.find((i) => i.path.join('.') === path)?.message;
};

describe('EZ application schema (1-core §5)', () => {
  it('accepts a valid application and normalises what is stored', () => {
    const v = ezApplicationSchema.parse(body);
    expect(v).toMatchObject({
      studentState: 'OH',
      studentCellPhone: '6145550142',
      studentZipFour: null,
      studentApplication: { applicationStatus: 'OPEN', employeeYearOfService: 12, customField1: null },
    });
  });

  it('stores FC as the state of a non-US address and drops zip+4; the phone is optional', () => {
    const v = ezApplicationSchema.parse({
      ...body,
      countryId: 2,
      studentState: '',
      studentZip: 'B3H 4R2',
      studentZipFour: '1234',
      studentCellPhone: '',
    });
    expect(v).toMatchObject({ studentState: 'FC', studentZipFour: null, studentCellPhone: null });
  });

  it.each([
    ['studentAddress', { studentAddress: '' }, SCHOOL_MESSAGES.required],
    ['studentCity', { studentCity: ' ' }, SCHOOL_MESSAGES.required],
    ['studentZip', { studentZip: '' }, SCHOOL_MESSAGES.required],
    ['studentZip', { studentZip: '4321' }, SCHOOL_MESSAGES.fiveDigits],
    ['studentZipFour', { studentZipFour: '12' }, SCHOOL_MESSAGES.fourDigits],
    ['studentCellPhone', { studentCellPhone: '614555' }, SCHOOL_MESSAGES.tenDigits],
    [
      'studentCellPhone',
      { countryId: 2, studentZip: 'X1', studentCellPhone: '1'.repeat(16) },
      SCHOOL_MESSAGES.maxFifteenDigits,
    ],
    ['studentState', { studentState: '' }, SCHOOL_MESSAGES.required],
    ['studentBirthDate', { studentBirthDate: '2008-13-14' }, M.birthMonthInvalid],
    ['studentBirthDate', { studentBirthDate: '2008-03-32' }, M.birthDayInvalid],
    ['studentBirthDate', { studentBirthDate: '2007-02-29' }, M.birthDayInvalid],
    ['studentBirthDate', { studentBirthDate: '08-03-14' }, M.birthYearInvalid],
    ['acknowledgment', { acknowledgment: false }, M.acknowledgmentRequired],
  ])('%s: %j → %s', (path, change, message) => {
    expect(issueAt({ ...body, ...change }, path)).toBe(message);
  });

  it.each([
    ['exportSchool', { exportSchool: undefined }, M.required],
    ['employeeFirstName', { employeeFirstName: '' }, M.required],
    ['employeeLastName', { employeeLastName: '' }, M.required],
    ['employeeTitle', { employeeTitle: '' }, M.required],
    ['employeeEmail', { employeeEmail: 'nope' }, M.emailInvalid],
    ['employeeYearOfService', { employeeYearOfService: '123' }, M.yearsOfServiceMax],
    ['employeeYearOfService', { employeeYearOfService: 'ten' }, M.numericOnly],
    ['employeeYearOfService', { employeeYearOfService: '' }, M.required],
    ['aidyear', { aidyear: undefined }, M.required],
    ['studentCategoryId', { studentCategoryId: undefined }, M.required],
    ['studentCategoryId', { applicationStatus: 'TRANSFER', studentCategoryId: 1 }, M.categoryNotForTransfer],
    ['studentApplicationSchool', { studentApplicationSchool: [] }, M.importSchoolRequired],
    [
      'studentApplicationSchool',
      { studentApplicationSchool: Array.from({ length: 21 }, (_, i) => ({ importSchool: i + 2 })) },
      M.importSchoolMax,
    ],
    [
      'studentApplicationSchool',
      { studentApplicationSchool: [{ importSchool: 2 }, { importSchool: 2 }] },
      M.importSchoolDuplicate,
    ],
    [
      'studentApplicationSchool',
      { studentApplicationSchool: [{ importSchool: 1 }] },
      M.importSchoolIsEmployer,
    ],
  ])('studentApplication.%s: %j → %s', (path, change, message) => {
    const input = { ...body, studentApplication: { ...body.studentApplication, ...change } };
    expect(issueAt(input, `studentApplication.${path}`)).toBe(message);
  });

  it('checks the birth date parts of the form', () => {
    const today = '2026-11-30';
    expect(birthDateIssues('00', '10', '2008', today)).toEqual([
      { path: 'birthMonth', message: M.birthMonthInvalid },
    ]);
    expect(birthDateIssues('1', '10', '2008', today)[0]?.path).toBe('birthMonth');
    expect(birthDateIssues('02', '29', '2008', today)).toEqual([]);
    // Not after today: a birth date in the future cannot be a student's.
    expect(birthDateIssues('05', '02', '2026', '2026-05-01')).toEqual([
      { path: 'birthYear', message: M.birthDateFuture },
    ]);
    expect(birthDateIssues('05', '01', '2026', '2026-05-01')).toEqual([]);
    expect(splitBirthDate(composeBirthDate('03', '14', '2008'))).toEqual({
      month: '03',
      day: '14',
      year: '2008',
    });
  });

  it('takes today in the programme time zone: 7 pm in Chicago on 30 November is still 30 November', () => {
    // 01:00 UTC on 1 December, when the UTC date has already turned over.
    const today = toProgramDay(new Date('2026-12-01T01:00:00Z'), 'America/Chicago');
    expect(today).toBe('2026-11-30');
    expect(birthDateIssues('12', '01', '2026', today)).toEqual([
      { path: 'birthYear', message: M.birthDateFuture },
    ]);
    expect(birthDateIssues('11', '30', '2026', today)).toEqual([]);
    expect(birthDateFutureIssue('2026-12-01', today)).toBe(M.birthDateFuture);
    expect(birthDateFutureIssue('2026-11-30', today)).toBeNull();
  });

  it('checks the employee email against the student email and the employer', () => {
    const ctx = { studentEmail: 'Kid@example.com', nonEduAccepted: 0 };
    expect(employeeEmailIssue('kid@example.com', ctx)).toBe(M.emailsMustDiffer);
    expect(employeeEmailIssue('parent@example.com', ctx)).toBe(M.employeeEmailEdu);
    expect(employeeEmailIssue('parent@example.com', { ...ctx, nonEduAccepted: 1 })).toBeNull();
    expect(employeeEmailIssue('parent@alpha.edu', ctx)).toBeNull();
  });
});

describe('update application schema', () => {
  it('keeps the address fields and the schools and ignores read-only fields', () => {
    const v = updateApplicationSchema.parse({
      ...body,
      studentApplication: { ...body.studentApplication, version: 3 },
    });
    expect(v.studentApplication).toEqual({
      version: 3,
      studentApplicationSchool: [{ importSchool: 2, importStatus: 1 }, { importSchool: 3 }],
    });
  });
});

describe('cross-field rules report together with the field rules', () => {
  it('gives the zip, phone and state messages while other fields are still missing', () => {
    const input = {
      ...body,
      studentAddress: '',
      studentZip: '12',
      studentCellPhone: '12',
      studentState: '',
      studentApplication: { ...body.studentApplication, employeeFirstName: '' },
    };
    const paths = ezApplicationSchema.safeParse(input).error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        'studentAddress',
        'studentApplication.employeeFirstName',
        'studentZip',
        'studentCellPhone',
        'studentState',
      ]),
    );
  });

  it('gives the employer-among-schools message while the employee name is missing', () => {
    const input = {
      ...body,
      studentApplication: {
        ...body.studentApplication,
        employeeFirstName: '',
        studentApplicationSchool: [{ importSchool: 1 }],
      },
    };
    expect(issueAt(input, 'studentApplication.studentApplicationSchool')).toBe(M.importSchoolIsEmployer);
  });
});
