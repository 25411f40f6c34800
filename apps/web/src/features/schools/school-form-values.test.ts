import { CONTACT_TYPES, type SchoolDetail, schoolTeSchema } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { contactSlots, newSchoolFormValues, schoolFormValues } from './school-form-values';

const school: SchoolDetail = {
  id: 4,
  schoolName: 'Test College',
  address: '1 College Way',
  address2: null,
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  zipFour: null,
  country: 1,
  countryName: 'United States',
  phone: '2175550100',
  url: 'https://www.test.edu',
  region: 3,
  regionName: 'Midwest',
  parentCampus: null,
  parentCampusName: null,
  carnegieRating: 'Baccalaureate Colleges',
  joinDate: '2024-07-01',
  lineCredit: null,
  acceptingNewStudents: 1,
  alertLeniency: 0,
  leniencyReason: null,
  archived: 0,
  isClosed: 0,
  overview:
    'A college with a long tradition of exchange scholarships and a welcoming residential campus. '.repeat(2),
  academicTerm: 2,
  includeSummerTerm: 0,
  nonEduAccepted: 0,
  ipedsId: null,
  customField1: null,
  customField2: null,
  customField3: null,
  version: 5,
  schoolContact: [
    {
      contactId: 2,
      contactType: 'President',
      contactFirstName: 'Ada',
      contactLastName: 'King',
      contactEmail: 'ada@test.edu',
    },
    {
      contactId: 12,
      contactType: null,
      contactFirstName: 'Bo',
      contactLastName: 'Lee',
      contactEmail: 'bo@test.edu',
    },
  ],
  schoolParticipationType: [{ participationId: 1, participationName: 'Undergraduate' }],
  access: { canUpdate: true, canDelete: true, canEditTeFields: true },
};

describe('school form values', () => {
  it('gives one contact slot per type in order, keeping stored contacts of other slots', () => {
    const slots = contactSlots(CONTACT_TYPES, school.schoolContact);
    expect(slots.map((s) => s.contactId)).toEqual([1, 2, 3, 4, 5, 6, 7, 12]);
    expect(slots[1]).toMatchObject({ contactFirstName: 'Ada' });
    expect(slots[0]).toMatchObject({ contactFirstName: '', contactEmail: '' });
  });

  it('shows a US phone formatted and round-trips through the TE schema', () => {
    const values = schoolFormValues(school, CONTACT_TYPES);
    expect(values.phone).toBe('(217) 555-0100');
    const body = schoolTeSchema.parse(values);
    expect(body).toMatchObject({ phone: '2175550100', academicTerm: 2, version: 5 });
    expect(body.schoolContact.map((c) => c.contactId)).toEqual([2, 12]);
  });

  it('starts a new school with the defaults of 1-core §9', () => {
    const values = newSchoolFormValues('2026-11-22', CONTACT_TYPES);
    expect(values).toMatchObject({
      joinDate: '2026-11-22',
      academicTerm: 1,
      region: 0,
      acceptingNewStudents: 0,
    });
    expect(values.schoolContact).toHaveLength(CONTACT_TYPES.length);
  });
});
