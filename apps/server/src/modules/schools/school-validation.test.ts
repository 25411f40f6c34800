import { SCHOOL_MESSAGES as M } from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app.js';
import { fieldError, helpers, schoolBody } from '../../test/school-fixtures.js';

let t: TestContext;
let h: ReturnType<typeof helpers>;
let admin: string;
let telo: string;
let alpha: number;

beforeAll(async () => {
  t = await startTestApp();
  h = helpers(t);
  admin = await t.signIn('admin@example.org');
  telo = await t.signIn('telo@alpha.edu');
  alpha = await h.schoolId('Alpha University');
});
afterAll(() => t?.close());

/** POSTs a new school as the TE admin and answers the field's message (the answer must be 400). */
async function messageOf(overrides: Record<string, unknown>, field: string) {
  const res = await h.call('POST', '/api/schools', admin, schoolBody(overrides));
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBeTruthy();
  return fieldError(res, field);
}

describe('school form rules on the server (1-core §5), one message each', () => {
  it.each(['schoolName', 'address', 'city', 'url', 'joinDate', 'carnegieRating', 'zip', 'phone'])(
    "answers 'Required' for an empty %s",
    async (field) => {
      expect(await messageOf({ [field]: '' }, field)).toBe(M.required);
    },
  );

  it("answers 'Required' for no region, no US state, no country and Poor standing without a reason", async () => {
    expect(await messageOf({ region: 0 }, 'region')).toBe(M.required);
    expect(await messageOf({ state: '' }, 'state')).toBe(M.required);
    expect(await messageOf({ country: null }, 'country')).toBe(M.required);
    expect(await messageOf({ alertLeniency: 1, leniencyReason: '' }, 'leniencyReason')).toBe(M.required);
    expect(await messageOf({ acceptingNewStudents: null }, 'acceptingNewStudents')).toBe(M.required);
  });

  it('No special characters allowed', async () => {
    expect(await messageOf({ zip: '627#1' }, 'zip')).toBe(M.noSpecialCharacters);
  });

  it('Numeric values only (US zip and phone)', async () => {
    expect(await messageOf({ zip: '627O1' }, 'zip')).toBe(M.numericOnly);
    expect(await messageOf({ phone: '217-555-CALL' }, 'phone')).toBe(M.numericOnly);
  });

  it('Must be 5 digits', async () => {
    expect(await messageOf({ zip: '6270' }, 'zip')).toBe(M.fiveDigits);
  });

  it('Must be 4 digits (zip+4)', async () => {
    expect(await messageOf({ zipFour: '12a4' }, 'zipFour')).toBe(M.fourDigits);
  });

  it('Must be 10 characters or less (non-US postcode)', async () => {
    expect(await messageOf({ country: 2, state: 'FC', zip: 'K1A 0B1 999' }, 'zip')).toBe(M.maxTenCharacters);
  });

  it('Must be 10 digits (US phone)', async () => {
    expect(await messageOf({ phone: '555-0100' }, 'phone')).toBe(M.tenDigits);
  });

  it('Must be less than or equal to 15 digits.', async () => {
    expect(
      await messageOf({ country: 2, state: 'FC', zip: 'K1A0B1', phone: '1234567890123456' }, 'phone'),
    ).toBe(M.maxFifteenDigits);
  });

  it('Must be a number (IPEDS)', async () => {
    expect(await messageOf({ ipedsId: '12ab' }, 'ipedsId')).toBe(M.mustBeNumber);
  });

  it('Must be less than 2,147,483,647', async () => {
    expect(await messageOf({ ipedsId: '2147483648' }, 'ipedsId')).toBe(M.ipedsMax);
  });

  it('Invalid email address (contact)', async () => {
    const contact = {
      contactId: 1,
      contactFirstName: 'A',
      contactLastName: 'B',
      contactEmail: 'not-an-email',
    };
    expect(await messageOf({ schoolContact: [contact] }, 'schoolContact.0.contactEmail')).toBe(
      M.invalidEmail,
    );
  });

  it("answers 'Required' for a contact's missing first or last name", async () => {
    const contact = { contactId: 1, contactFirstName: '', contactLastName: 'B', contactEmail: 'a@b.edu' };
    expect(await messageOf({ schoolContact: [contact] }, 'schoolContact.0.contactFirstName')).toBe(
      M.required,
    );
  });

  it('Each contact type may be used once.', async () => {
    const c = { contactId: 4, contactFirstName: 'A', contactLastName: 'B', contactEmail: 'a@b.edu' };
    expect(await messageOf({ schoolContact: [c, c] }, 'schoolContact.1.contactId')).toBe(M.contactSlotOnce);
  });

  it('Custom Field One/Two/Three has a maximum limit of 50 characters.', async () => {
    const long = 'x'.repeat(51);
    expect(await messageOf({ customField1: long }, 'customField1')).toBe(M.customFieldMax('One'));
    expect(await messageOf({ customField2: long }, 'customField2')).toBe(M.customFieldMax('Two'));
    expect(await messageOf({ customField3: long }, 'customField3')).toBe(M.customFieldMax('Three'));
  });

  it('Required - Must be at least 100 characters.', async () => {
    expect(await messageOf({ overview: '' }, 'overview')).toBe(M.overviewRequired);
  });

  it('Must be at least 100 characters.', async () => {
    expect(await messageOf({ overview: 'Too short.' }, 'overview')).toBe(M.overviewMin);
  });

  it('Must be less than 10000 characters.', async () => {
    expect(await messageOf({ overview: 'x'.repeat(10001) }, 'overview')).toBe(M.overviewMax);
  });

  it('refuses references that do not exist', async () => {
    expect(await messageOf({ country: 999 }, 'country')).toBe(M.countryUnknown);
    expect(await messageOf({ state: 'ZZ' }, 'state')).toBe(M.stateUnknown);
    expect(await messageOf({ region: 99 }, 'region')).toBe(M.regionUnknown);
    expect(await messageOf({ parentCampus: 99999 }, 'parentCampus')).toBe(M.parentCampusInvalid);
  });

  it("applies the same rules to a TELO's update, with the form's messages", async () => {
    const res = await h.call(
      'PUT',
      `/api/schools/${alpha}`,
      telo,
      schoolBody({ zip: '4321', overview: 'short' }),
    );
    expect(res.statusCode).toBe(400);
    expect(fieldError(res, 'zip')).toBe(M.fiveDigits);
    expect(fieldError(res, 'overview')).toBe(M.overviewMin);
  });

  it('refuses a school as its own parent campus', async () => {
    const res = await h.call('PUT', `/api/schools/${alpha}`, admin, schoolBody({ parentCampus: alpha }));
    expect(res.statusCode).toBe(400);
    expect(fieldError(res, 'parentCampus')).toBe(M.parentCampusInvalid);
  });
});
