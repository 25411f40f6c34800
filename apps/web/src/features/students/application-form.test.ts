import {
  formatUsDate,
  STUDENT_MESSAGES as M,
  type StudentView,
  type TransferPrefill,
} from '@exchange/domain';
import type { FieldErrors, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  addressDefaults,
  applicationIdFrom,
  applicationTypeFrom,
  type EzFormValues,
  ezDefaults,
  ezResolver,
  type UpdateFormValues,
  updateResolver,
} from './application-form';

const student: StudentView = {
  id: 7,
  userId: 70,
  studentFirstName: 'Jamie',
  studentLastName: 'Rivera',
  studentMiddleInitial: null,
  studentEmail: 'jamie@example.com',
  studentAddress: '42 Maple Avenue',
  studentAddress2: null,
  studentCity: 'Columbus',
  studentState: 'OH',
  studentZip: '43215',
  studentZipFour: null,
  studentCellPhone: '6145550142',
  studentBirthDate: '2008-03-14',
  countryId: 1,
  ferpa: 1,
  version: 1,
};

function validEz(): EzFormValues {
  const values = ezDefaults('OPEN', student, undefined);
  values.acknowledgment = true;
  Object.assign(values.studentApplication, {
    aidyear: 5,
    exportSchool: 1,
    employeeFirstName: 'Elena',
    employeeLastName: 'Rivera',
    employeeTitle: 'Professor',
    employeeEmail: 'elena@alpha.edu',
    employeeYearOfService: '12',
    studentCategoryId: 2,
    studentApplicationSchool: [{ importSchool: 2 }, { importSchool: 3 }],
  });
  return values;
}

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<EzFormValues>;
const messageAt = (errors: FieldErrors, path: string) =>
  path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], errors) as
    | { message?: string }
    | undefined;

describe('EZ application form values', () => {
  it('starts from the student record, phone formatted and birth date in parts', () => {
    expect(addressDefaults(student)).toMatchObject({
      studentCellPhone: '(614) 555-0142',
      birthMonth: '03',
      birthDay: '14',
      birthYear: '2008',
      countryId: 1,
      acknowledgment: false,
    });
  });

  it('prefills a transfer with the employer and employee of the open application', () => {
    const prefill = {
      exportSchool: 1,
      employeeFirstName: 'Elena',
      employeeLastName: 'Rivera',
      employeeTitle: 'Professor',
      employeeEmail: 'elena@alpha.edu',
      employeeId: null,
      employeeYearOfService: 12,
      customField1: 'Chemistry',
      customField2: null,
      customField3: null,
    } as TransferPrefill;
    expect(ezDefaults('TRANSFER', student, prefill).studentApplication).toMatchObject({
      applicationStatus: 'TRANSFER',
      exportSchool: 1,
      employeeYearOfService: '12',
      employeeId: '',
      customField1: 'Chemistry',
      aidyear: 0,
      studentApplicationSchool: [],
    });
  });

  it('reads the application type and id from the navigation state', () => {
    expect(applicationTypeFrom({ applicationType: 'TRANSFER' })).toBe('TRANSFER');
    expect(applicationTypeFrom({ applicationType: 'CLOSED' })).toBeNull();
    expect(applicationTypeFrom(null)).toBeNull();
    expect(applicationIdFrom(12)).toBe(12);
    expect(applicationIdFrom({ applicationId: 4 })).toBe(4);
    expect(applicationIdFrom(undefined)).toBeNull();
    expect(applicationIdFrom('x')).toBeNull();
  });

  it('shows dates in US format', () => {
    expect(formatUsDate('2026-01-15')).toBe('01/15/2026');
  });
});

describe('EZ application resolver (1-core §5)', () => {
  const context = { studentEmail: student.studentEmail, nonEduAccepted: 0 };
  // The programme's day (open-points 1), as useProgramToday gives it.
  const TODAY = '2026-11-30';

  it('answers the API body for a valid form', async () => {
    const result = await ezResolver(() => context, TODAY)(validEz(), undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      studentBirthDate: '2008-03-14',
      studentCellPhone: '6145550142',
      studentApplication: {
        employeeYearOfService: 12,
        studentApplicationSchool: [{ importSchool: 2 }, { importSchool: 3 }],
      },
    });
  });

  it('puts birth date messages on the part that is wrong', async () => {
    const values = { ...validEz(), birthMonth: '13', birthDay: '31', birthYear: '08' };
    const { errors } = await ezResolver(() => context, TODAY)(values, undefined, options);
    expect(messageAt(errors, 'birthMonth')?.message).toBe(M.birthMonthInvalid);
    expect(messageAt(errors, 'birthYear')?.message).toBe(M.birthYearInvalid);
    expect(messageAt(errors, 'studentBirthDate')).toBeUndefined();
  });

  it('refuses a birth date after the day it is given, on the year, and only once', async () => {
    const values = { ...validEz(), birthMonth: '12', birthDay: '01', birthYear: '2026' };
    const { errors } = await ezResolver(() => context, TODAY)(values, undefined, options);
    expect(messageAt(errors, 'birthYear')?.message).toBe(M.birthDateFuture);
    expect(messageAt(errors, 'studentBirthDate')).toBeUndefined();
    const onTheDay = { ...values, birthMonth: '11', birthDay: '30' };
    expect((await ezResolver(() => context, TODAY)(onTheDay, undefined, options)).errors).toEqual({});
    // The update form takes the same day: 1 December is still in the future on 30 November.
    const update: UpdateFormValues = {
      ...addressDefaults(student),
      birthMonth: '12',
      birthDay: '01',
      birthYear: '2026',
      acknowledgment: true,
      studentApplication: { version: 1, studentApplicationSchool: [{ importSchool: 2 }] },
    };
    const updated = await updateResolver(TODAY)(update, undefined, options as never);
    expect(messageAt(updated.errors, 'birthYear')?.message).toBe(M.birthDateFuture);
  });

  it('wants an .edu employee email unless the employer accepts others, and never the student email', async () => {
    const values = validEz();
    values.studentApplication.employeeEmail = 'elena@gmail.com';
    const refused = await ezResolver(() => context, TODAY)(values, undefined, options);
    expect(messageAt(refused.errors, 'studentApplication.employeeEmail')?.message).toBe(M.employeeEmailEdu);
    const accepted = await ezResolver(() => ({ ...context, nonEduAccepted: 1 }), TODAY)(
      values,
      undefined,
      options,
    );
    expect(accepted.errors).toEqual({});
    values.studentApplication.employeeEmail = 'jamie@example.com';
    const same = await ezResolver(() => ({ ...context, nonEduAccepted: 1 }), TODAY)(
      values,
      undefined,
      options,
    );
    expect(messageAt(same.errors, 'studentApplication.employeeEmail')?.message).toBe(M.emailsMustDiffer);
  });

  it('needs the acknowledgment, a school, an aid year and a classification', async () => {
    const values = validEz();
    values.acknowledgment = false;
    Object.assign(values.studentApplication, {
      aidyear: 0,
      studentCategoryId: 0,
      studentApplicationSchool: [],
    });
    const { errors } = await ezResolver(() => context, TODAY)(values, undefined, options);
    expect(messageAt(errors, 'acknowledgment')?.message).toBe(M.acknowledgmentRequired);
    expect(messageAt(errors, 'studentApplication.studentApplicationSchool')?.message).toBe(
      M.importSchoolRequired,
    );
    expect(messageAt(errors, 'studentApplication.aidyear')?.message).toBe(M.required);
    expect(messageAt(errors, 'studentApplication.studentCategoryId')?.message).toBe(M.required);
  });

  it('reports the zip and state with the other missing fields, not after them', async () => {
    const values = { ...validEz(), studentAddress: '', studentState: '', studentZip: '' };
    const { errors } = await ezResolver(() => context, TODAY)(values, undefined, options);
    expect(messageAt(errors, 'studentAddress')?.message).toBe(M.required);
    expect(messageAt(errors, 'studentState')?.message).toBe(M.required);
    expect(messageAt(errors, 'studentZip')?.message).toBe(M.required);
  });

  it('checks the update form with the same address rules', async () => {
    const values: UpdateFormValues = {
      ...addressDefaults(student),
      studentZip: '4321',
      acknowledgment: true,
      studentApplication: { version: 1, studentApplicationSchool: [{ importSchool: 2 }] },
    };
    const { errors } = await updateResolver(TODAY)(values, undefined, options as never);
    expect(messageAt(errors, 'studentZip')?.message).toBe(M.zipFiveDigits);
  });
});
