import { describe, expect, it } from 'vitest';
import { SCHOOL_MESSAGES as M } from './messages.js';
import {
  newSchoolDefaults,
  type SchoolInput,
  schoolSchemaFor,
  schoolTeloSchema,
  schoolTeSchema,
  TE_ONLY_SCHOOL_FIELDS,
} from './school-schema.js';

const OVERVIEW = 'A private research university with a long tradition of exchange scholarships. '.repeat(3);

/** A complete, valid school as the TE form sends it. */
function validSchool(overrides: Partial<Record<keyof SchoolInput, unknown>> = {}): SchoolInput {
  return {
    schoolName: 'Test College',
    address: '1 College Way',
    city: 'Springfield',
    state: 'il',
    zip: '62701',
    country: 1,
    phone: '(217) 555-0100',
    region: 3,
    url: 'https://www.test.edu',
    carnegieRating: 'Doctoral Universities',
    joinDate: '2024-07-01',
    acceptingNewStudents: 1,
    overview: OVERVIEW,
    academicTerm: 1,
    schoolContact: [
      { contactId: 2, contactFirstName: 'Ada', contactLastName: 'King', contactEmail: 'ada@test.edu' },
    ],
    schoolParticipationType: [{ participationId: 1 }],
    ...overrides,
  } as SchoolInput;
}

/** The message zod gives for a field, or undefined. */
function messageFor(input: unknown, path: string, schema = schoolTeSchema) {
  const r = schema.safeParse(input);
  if (r.success) return undefined;
  return r.error.issues.find((i) => i.path.join('.') === path)?.message;
}

describe('school schema (1-core §5)', () => {
  it('accepts a valid school and stores digits-only phone, upper-case state and sorted lists', () => {
    const r = schoolTeSchema.parse(
      validSchool({
        schoolParticipationType: [{ participationId: 3 }, { participationId: 1 }, { participationId: 3 }],
      }),
    );
    expect(r).toMatchObject({
      phone: '2175550100',
      state: 'IL',
      region: 3,
      ipedsId: null,
      parentCampus: null,
    });
    expect(r.schoolParticipationType).toEqual([{ participationId: 1 }, { participationId: 3 }]);
  });

  it.each(['schoolName', 'address', 'city', 'url', 'carnegieRating'])('requires %s', (field) => {
    expect(messageFor(validSchool({ [field]: '' }), field)).toBe(M.required);
  });

  it('requires a real join date', () => {
    expect(messageFor(validSchool({ joinDate: '' }), 'joinDate')).toBe(M.required);
    expect(messageFor(validSchool({ joinDate: '2024-02-30' }), 'joinDate')).toBe(M.required);
  });

  it('requires a region other than 0 and a US state', () => {
    expect(messageFor(validSchool({ region: 0 }), 'region')).toBe(M.required);
    expect(messageFor(validSchool({ state: '' }), 'state')).toBe(M.required);
    expect(messageFor(validSchool({ country: 0 }), 'country')).toBe(M.required);
  });

  it('gives the zip messages in the spec order', () => {
    expect(messageFor(validSchool({ zip: '' }), 'zip')).toBe(M.required);
    expect(messageFor(validSchool({ zip: '62-01' }), 'zip')).toBe(M.noSpecialCharacters);
    expect(messageFor(validSchool({ zip: '62a01' }), 'zip')).toBe(M.numericOnly);
    expect(messageFor(validSchool({ zip: '6270' }), 'zip')).toBe(M.fiveDigits);
    expect(messageFor(validSchool({ zipFour: '12' }), 'zipFour')).toBe(M.fourDigits);
    expect(messageFor(validSchool({ country: 2, state: 'FC', zip: 'K1A 0B1 12345' }), 'zip')).toBe(
      M.maxTenCharacters,
    );
  });

  it('accepts a non-US postcode and stores state FC without zip+4', () => {
    const r = schoolTeSchema.parse(
      validSchool({ country: 2, state: 'ON', zip: 'K1A 0B1', zipFour: '1234', phone: '4165550100123' }),
    );
    expect(r).toMatchObject({ state: 'FC', zipFour: null, zip: 'K1A 0B1' });
  });

  it('gives the phone messages', () => {
    expect(messageFor(validSchool({ phone: '' }), 'phone')).toBe(M.required);
    expect(messageFor(validSchool({ phone: '217-555-CALL' }), 'phone')).toBe(M.numericOnly);
    expect(messageFor(validSchool({ phone: '217555010' }), 'phone')).toBe(M.tenDigits);
    expect(
      messageFor(validSchool({ country: 2, state: 'FC', zip: 'K1A0B1', phone: '1234567890123456' }), 'phone'),
    ).toBe(M.maxFifteenDigits);
  });

  it('checks the IPEDS id and sends 0 or empty as null', () => {
    expect(messageFor(validSchool({ ipedsId: 'abc' }), 'ipedsId')).toBe(M.mustBeNumber);
    expect(messageFor(validSchool({ ipedsId: 2147483648 }), 'ipedsId')).toBe(M.ipedsMax);
    expect(schoolTeSchema.parse(validSchool({ ipedsId: '0' })).ipedsId).toBeNull();
    expect(schoolTeSchema.parse(validSchool({ ipedsId: ' ' })).ipedsId).toBeNull();
    expect(schoolTeSchema.parse(validSchool({ ipedsId: '2147483647' })).ipedsId).toBe(2147483647);
  });

  it('checks every contact present and drops empty slots', () => {
    const contact = (c: object) => validSchool({ schoolContact: [{ contactId: 1, ...c }] });
    expect(
      messageFor(
        contact({ contactLastName: 'K', contactEmail: 'a@b.co' }),
        'schoolContact.0.contactFirstName',
      ),
    ).toBe(M.required);
    expect(
      messageFor(
        contact({ contactFirstName: 'A', contactEmail: 'a@b.co' }),
        'schoolContact.0.contactLastName',
      ),
    ).toBe(M.required);
    expect(
      messageFor(
        contact({ contactFirstName: 'A', contactLastName: 'K', contactEmail: 'nope' }),
        'schoolContact.0.contactEmail',
      ),
    ).toBe(M.invalidEmail);
    const twice = validSchool({
      schoolContact: [
        { contactId: 1, contactFirstName: 'A', contactLastName: 'K', contactEmail: 'a@b.co' },
        { contactId: 1, contactFirstName: 'B', contactLastName: 'L', contactEmail: 'b@b.co' },
      ],
    });
    expect(messageFor(twice, 'schoolContact.1.contactId')).toBe(M.contactSlotOnce);
    const blank = schoolTeSchema.parse(
      contact({ contactFirstName: ' ', contactLastName: '', contactEmail: null }),
    );
    expect(blank.schoolContact).toEqual([]);
  });

  it('limits the custom fields to 50 characters', () => {
    const long = 'x'.repeat(51);
    expect(messageFor(validSchool({ customField1: long }), 'customField1')).toBe(M.customFieldMax('One'));
    expect(messageFor(validSchool({ customField2: long }), 'customField2')).toBe(M.customFieldMax('Two'));
    expect(messageFor(validSchool({ customField3: long }), 'customField3')).toBe(M.customFieldMax('Three'));
  });

  it('gives the three overview messages', () => {
    expect(messageFor(validSchool({ overview: '' }), 'overview')).toBe(M.overviewRequired);
    expect(messageFor(validSchool({ overview: 'short' }), 'overview')).toBe(M.overviewMin);
    expect(messageFor(validSchool({ overview: 'x'.repeat(10001) }), 'overview')).toBe(M.overviewMax);
  });

  it('requires a leniency reason for Poor standing', () => {
    expect(messageFor(validSchool({ alertLeniency: 1 }), 'leniencyReason')).toBe(M.required);
    expect(
      schoolTeSchema.safeParse(validSchool({ alertLeniency: 1, leniencyReason: 'Overdue' })).success,
    ).toBe(true);
  });

  it('drops the TE-only fields for a school user and does not check them', () => {
    const body = validSchool({ region: 0, carnegieRating: '', joinDate: '', schoolName: '' });
    const r = schoolTeloSchema.parse(body);
    for (const field of TE_ONLY_SCHOOL_FIELDS) expect(r).not.toHaveProperty(field);
    expect(schoolSchemaFor(false)).toBe(schoolTeloSchema);
    expect(schoolSchemaFor(true)).toBe(schoolTeSchema);
  });

  it('offers the new-school defaults of 1-core §9', () => {
    expect(newSchoolDefaults('2026-11-22')).toMatchObject({
      joinDate: '2026-11-22',
      academicTerm: 1,
      alertLeniency: 0,
      region: 0,
      country: 1,
      acceptingNewStudents: 0,
    });
  });
});

describe('school cross-field rules report together with the field rules', () => {
  it('gives the zip, phone and Poor-standing messages while the school name is missing', () => {
    const input = validSchool({
      schoolName: '',
      zip: '12',
      phone: '555',
      alertLeniency: 1,
      leniencyReason: '',
    });
    expect(messageFor(input, 'schoolName')).toBe(M.required);
    expect(messageFor(input, 'zip')).toBe(M.fiveDigits);
    expect(messageFor(input, 'phone')).toBe(M.tenDigits);
    expect(messageFor(input, 'leniencyReason')).toBe(M.required);
  });
});

describe('school website (issue 7)', () => {
  it('accepts only an http:// or https:// web address', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,hi', 'ftp://test.edu', 'www.test.edu']) {
      expect(messageFor(validSchool({ url }), 'url'), url).toBe(M.webAddressInvalid);
      const telo = schoolTeloSchema.safeParse(validSchool({ url }));
      expect(telo.error?.issues.map((i) => i.message)).toEqual([M.webAddressInvalid]);
    }
    expect(M.webAddressInvalid).toBe('Enter a web address that starts with http:// or https://.');
    expect(schoolTeSchema.parse(validSchool({ url: ' http://test.edu/about ' })).url).toBe(
      'http://test.edu/about',
    );
  });

  it('still says Required for an empty website, once', () => {
    const r = schoolTeSchema.safeParse(validSchool({ url: '  ' }));
    expect(r.error?.issues.filter((i) => i.path[0] === 'url').map((i) => i.message)).toEqual([M.required]);
  });
});
