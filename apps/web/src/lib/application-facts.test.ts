import { APPLICATION_MESSAGES } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { applicationFixture, studentFixture } from '../test/application-fixture';
import {
  employeeFacts,
  exportTeloContact,
  type Fact,
  formatContact,
  formatExtensions,
  studentFacts,
} from './application-facts';

const NON_US = 2;

const factValue = (facts: readonly Fact[], label: string) => facts.find((f) => f.label === label)?.value;
const labels = (facts: readonly Fact[]) => facts.map((f) => f.label);

describe('Student Information', () => {
  it('shows a US address with State, ZIP and ZIP+4 and the phone formatted', () => {
    const facts = studentFacts(studentFixture(), 'United States');
    expect(labels(facts)).toEqual(expect.arrayContaining(['State', 'ZIP Code', 'ZIP+4']));
    expect(labels(facts)).not.toContain('Postal Code');
    expect(factValue(facts, 'ZIP+4')).toBe('1234');
    expect(factValue(facts, 'Cell Phone')).toBe('(614) 555-0199');
    expect(factValue(facts, 'Birth Date')).toBe('04/09/2007');
    expect(factValue(facts, 'Country')).toBe('United States');
    expect(factValue(facts, 'Address Line 2')).toBe('—');
  });

  it('shows a Postal Code and the stored digits elsewhere', () => {
    const student = studentFixture({
      countryId: NON_US,
      studentState: 'FC',
      studentZip: 'K1A 0B1',
      studentZipFour: null,
      studentCellPhone: '4420794601234',
    });
    const facts = studentFacts(student, 'Canada');
    expect(labels(facts)).not.toEqual(expect.arrayContaining(['State']));
    expect(labels(facts)).not.toContain('ZIP+4');
    expect(factValue(facts, 'Postal Code')).toBe('K1A 0B1');
    expect(factValue(facts, 'Cell Phone')).toBe('4420794601234');
    expect(factValue(facts, 'Country')).toBe('Canada');
  });

  it('shows a dash for a missing phone and birth date', () => {
    const facts = studentFacts(studentFixture({ studentCellPhone: null, studentBirthDate: null }), undefined);
    expect(factValue(facts, 'Cell Phone')).toBe('—');
    expect(factValue(facts, 'Birth Date')).toBe('—');
    expect(factValue(facts, 'Country')).toBe('United States');
  });
});

describe('Employee Information and contacts', () => {
  it('counts eligibility extensions with the last date', () => {
    expect(formatExtensions(0, null)).toBe('None');
    expect(formatExtensions(1, '2025-01-15')).toBe('1 term (last 01/15/2025)');
    expect(formatExtensions(3, null)).toBe('3 terms');
  });

  it('shows only the custom fields the employer asks, by their labels', () => {
    const facts = employeeFacts(applicationFixture({ customFieldLabel3: 'Campus', customField3: null }));
    expect(factValue(facts, 'Department')).toBe('Libraries');
    expect(factValue(facts, 'Campus')).toBe('—');
    expect(factValue(facts, 'Employer')).toBe('Alpha University — Columbus, OH');
    expect(facts).toHaveLength(9);
    expect(facts[0]?.tooltip).toBeUndefined();
  });

  it('puts the tooltip it is given on the employer alone', () => {
    const facts = employeeFacts(applicationFixture(), 'Alex Alpha (telo@alpha.edu)');
    expect(facts[0]).toEqual({
      label: 'Employer',
      value: 'Alpha University — Columbus, OH',
      tooltip: 'Alex Alpha (telo@alpha.edu)',
    });
    expect(facts.slice(1).every((f) => f.tooltip === undefined)).toBe(true);
  });

  it('writes a contact from what is on file', () => {
    expect(formatContact('Bea', null, 'telo@beta.edu')).toBe('Bea (telo@beta.edu)');
    expect(formatContact(null, null, 'telo@beta.edu')).toBe('telo@beta.edu');
    expect(formatContact('Bea', 'Liaison', null)).toBe('Bea Liaison');
    expect(formatContact(null, ' ', null)).toBeNull();
  });

  it('names the export TELO or says "No TELO Information"', () => {
    expect(exportTeloContact(applicationFixture())).toBe('Alex Alpha (telo@alpha.edu)');
    const none = applicationFixture({
      exportTeloFirstName: null,
      exportTeloLastName: null,
      exportTeloEmail: null,
    });
    expect(exportTeloContact(none)).toBe(APPLICATION_MESSAGES.noTeloInformation);
  });
});
