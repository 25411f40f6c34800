import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ContractSchema } from '../api/endpoint.js';
import {
  profileSchema,
  registrationSchema,
  SCHOOL_MESSAGES,
  schoolAidYearSchema,
  schoolTeSchema,
  schoolUserSchema,
  signInSchema,
  teUserCreateSchema,
  USER_MESSAGES,
  updateApplicationSchema,
} from '../index.js';
import { VALIDATION_MESSAGES as V, whenMissing } from './validation-messages.js';

/** The library's own wording, which must never reach a person. */
const LIBRARY_PHRASES = /Too big|Too small|Invalid input|Invalid option|Invalid string|expected|received/i;

const messages = (schema: ContractSchema, input: unknown) => schema.safeParse(input).error?.issues ?? [];
const first = (schema: ContractSchema, input: unknown) => messages(schema, input)[0]?.message;

describe('the domain error map gives a sentence for every kind of issue', () => {
  it('says a missing or null value is required', () => {
    expect(first(z.object({ a: z.string() }), {})).toBe(V.required);
    expect(first(z.number(), null)).toBe(V.required);
    expect(first(z.enum(['OPEN', 'TRANSFER']), undefined)).toBe(V.required);
    expect(first(z.union([z.literal(0), z.literal(1)]), null)).toBe(V.required);
    expect(first(z.string().min(1), '')).toBe(V.required);
  });

  it('names the expected kind of value', () => {
    expect(first(z.number(), 'x')).toBe(V.number);
    expect(first(z.coerce.number(), 'abc')).toBe(V.number);
    expect(first(z.number().int(), 1.5)).toBe(V.wholeNumber);
    expect(first(z.string(), 42)).toBe(V.text);
    expect(first(z.boolean(), 'yes')).toBe(V.yesOrNo);
    expect(first(z.array(z.number()), {})).toBe(V.list);
    expect(first(z.object({}), [])).toBe(V.invalid);
  });

  it('gives lengths, sizes and counts', () => {
    expect(first(z.string().max(15), 'x'.repeat(16))).toBe('Must be at most 15 characters.');
    expect(first(z.string().min(3), 'ab')).toBe('Must be at least 3 characters.');
    expect(first(z.string().length(5), 'abc')).toBe('Must be exactly 5 characters.');
    expect(first(z.number().max(15), 16)).toBe('Must be 15 or less.');
    expect(first(z.number().lt(15), 15)).toBe('Must be less than 15.');
    expect(first(z.number().min(1), 0)).toBe('Must be 1 or more.');
    expect(first(z.number().positive(), 0)).toBe('Must be more than 0.');
    expect(first(z.number().max(2147483647), 2147483648)).toBe('Must be 2,147,483,647 or less.');
    expect(first(z.array(z.number()).max(5), [1, 2, 3, 4, 5, 6])).toBe('Choose at most 5 items.');
    expect(first(z.array(z.number()).min(1), [])).toBe('Choose at least 1 item.');
    expect(first(z.number().multipleOf(5), 7)).toBe('Must be a multiple of 5.');
  });

  it('asks for one of the listed options', () => {
    expect(first(z.enum(['OPEN', 'TRANSFER']), 'CLOSED')).toBe(V.option);
    expect(first(z.literal('STUDENT'), 'TE')).toBe(V.option);
    expect(first(z.union([z.literal(1), z.literal(2), z.literal(3)]), 7)).toBe(V.option);
    expect(first(z.union([z.string(), z.number()]), true)).toBe(V.invalid);
  });

  it('explains formats, unknown fields and failed rules', () => {
    expect(first(z.email(), 'not-an-email')).toBe(V.email);
    expect(first(z.url(), 'nope')).toBe(V.webAddress);
    expect(first(z.iso.date(), '2024-13-40')).toBe(V.date);
    expect(first(z.string().regex(/^\d+$/), 'abc')).toBe(V.format);
    expect(first(z.string().startsWith('EP-'), 'X')).toBe('Must start with "EP-".');
    expect(first(z.strictObject({ a: z.number() }), { a: 1, b: 2 })).toBe('This field is not accepted: b.');
    expect(first(z.strictObject({}), { b: 1, c: 2 })).toBe('These fields are not accepted: b, c.');
    expect(
      first(
        z.string().refine(() => false),
        'x',
      ),
    ).toBe(V.invalid);
  });

  it("lets a schema's own message win, and whenMissing only for a missing value", () => {
    expect(first(z.string().max(2, 'Two at most'), 'abc')).toBe('Two at most');
    expect(first(z.number({ error: 'Pick a number' }), 'x')).toBe('Pick a number');
    const flag = z.union([z.literal(0), z.literal(1)], { error: whenMissing('Required') });
    expect(first(flag, undefined)).toBe('Required');
    expect(first(flag, 7)).toBe(V.option);
  });
});

describe('request schemas never answer with the library text', () => {
  const cases: [string, ContractSchema, unknown][] = [
    [
      'school with numbers too big, options out of range and nulls',
      schoolTeSchema,
      {
        academicTerm: 7,
        acceptingNewStudents: 3,
        country: null,
        region: 1.5,
        lineCredit: -4,
        customField1: 42,
        schoolContact: [{ contactId: 99, contactEmail: null }],
        schoolParticipationType: [{ participationId: 9 }, { participationId: null }],
        version: 'one',
      },
    ],
    [
      'aid-year record with wrong types',
      schoolAidYearSchema,
      {
        scholarshipOfferingId: 9,
        enrollments: [{ feeTypeId: 7, feeFrequencyId: 3 }],
        studentCategories: 'all',
      },
    ],
    [
      'application update with wrong types',
      updateApplicationSchema,
      {
        countryId: 'US',
        studentApplication: { version: -1, studentApplicationSchool: [{ importSchool: 'x' }] },
      },
    ],
    ['sign-up with wrong types', registrationSchema, { firstName: 1, ferpa: 5, userType: 'TE' }],
    ['school user with bad roles', schoolUserSchema, { userRole: [{ userRoleId: 12, readOnly: 4 }] }],
    [
      'TE user with a role list of the wrong type',
      teUserCreateSchema,
      { userRole: 'admin', trainingComplete: 9 },
    ],
    ['profile with a long middle initial', profileSchema, { middleInitial: 'AB', version: 0 }],
    ['sign-in with numbers', signInSchema, { userName: 5, userPassword: 5 }],
  ];

  it.each(cases)('%s', (_name, schema, input) => {
    const issues = messages(schema, input);
    expect(issues.length).toBeGreaterThan(0);
    for (const issue of issues) expect(issue.message, issue.path.join('.')).not.toMatch(LIBRARY_PHRASES);
  });

  it('keeps the spec messages for the fields that have them', () => {
    const school = messages(schoolTeSchema, { acceptingNewStudents: 3, customField1: 'x'.repeat(51) });
    const at = (path: string) => school.find((i) => i.path.join('.') === path)?.message;
    expect(at('address')).toBe(SCHOOL_MESSAGES.required);
    expect(at('customField1')).toBe(SCHOOL_MESSAGES.customFieldMax('One'));
    expect(at('acceptingNewStudents')).toBe(V.option);
    expect(first(schoolAidYearSchema, { optOutImportScholarship: 1, exportUrl: 'x'.repeat(301) })).toBe(
      'Must be 300 characters or less',
    );
    expect(first(teUserCreateSchema, { firstName: 'x'.repeat(16) })).toBe(USER_MESSAGES.firstNameMax);
  });
});
