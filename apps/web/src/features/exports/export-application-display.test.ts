import { APPLICATION_MESSAGES, IMPORT_STATUS } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import {
  applicationFacts,
  employeeFacts,
  type Fact,
  formatContact,
  formatExtensions,
  hasLeaveDates,
  importSchoolRows,
  studentFacts,
} from './export-application-display';
import { applicationFixture, importSchoolFixture, studentFixture } from './export-application-fixture';

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

describe('Application and Employee Information', () => {
  it('lists the application facts with the export TELO or "No TELO Information"', () => {
    const facts = applicationFacts(applicationFixture(), { ferpa: 1 });
    expect(factValue(facts, 'TE EZ App Date')).toBe('02/11/2025');
    expect(factValue(facts, 'Eligibility Remaining')).toBe('8 terms');
    expect(factValue(facts, 'FERPA Consent (share with parent)')).toBe('Yes');
    expect(factValue(facts, 'Import Schools Applied')).toBe('2');
    expect(factValue(facts, 'Export TELO')).toBe('Alex Alpha (telo@alpha.edu)');
    const none = applicationFacts(
      applicationFixture({ exportTeloFirstName: null, exportTeloLastName: null, exportTeloEmail: null }),
      { ferpa: 0 },
    );
    expect(factValue(none, 'Export TELO')).toBe(APPLICATION_MESSAGES.noTeloInformation);
    expect(factValue(none, 'FERPA Consent (share with parent)')).toBe('No');
  });

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
  });

  it('writes a contact from what is on file', () => {
    expect(formatContact('Bea', null, 'telo@beta.edu')).toBe('Bea (telo@beta.edu)');
    expect(formatContact(null, null, 'telo@beta.edu')).toBe('telo@beta.edu');
    expect(formatContact('Bea', 'Liaison', null)).toBe('Bea Liaison');
    expect(formatContact(null, ' ', null)).toBeNull();
  });
});

describe('import schools grid rows', () => {
  const rows = importSchoolRows([
    importSchoolFixture({ importSchool: 1, importSchoolName: 'Older', importStatusDate: '2025-01-02' }),
    importSchoolFixture({
      importSchool: 2,
      importSchoolName: 'Denied',
      importStatus: IMPORT_STATUS.DENIED_OTHER,
      importStatusOtherReason: 'No Longer Eligible',
      importStatusDate: '2025-03-09T15:00:00Z',
      importTeloFirstName: null,
      importTeloLastName: null,
      importTeloEmail: null,
    }),
    importSchoolFixture({
      importSchool: 3,
      importSchoolName: 'Withdrawn',
      importStatus: IMPORT_STATUS.WITHDRAWN,
      withdrawalDate: '2025-02-28',
      importStatusDate: '2025-02-28',
      participationTypeName: 'Undergraduate',
    }),
  ]);

  it('sorts newest status change first', () => {
    expect(rows.map((r) => r.school)).toEqual(['Denied', 'Withdrawn', 'Older']);
    expect(rows[0]?.statusChanged).toBe('2025-03-09');
  });

  it('shows the denial reason and the withdrawal date with the status', () => {
    expect(rows[0]?.status).toBe('Denied: Other (No Longer Eligible)');
    expect(rows[1]?.status).toBe('Withdrawn (02/28/2025)');
    expect(rows[1]?.program).toBe('Undergraduate');
  });

  it('names the import liaison or says there is none', () => {
    expect(rows[0]?.liaison).toBe(APPLICATION_MESSAGES.noTeloInformation);
    expect(rows[2]?.liaison).toBe('Bea Liaison (telo@beta.edu)');
  });

  it('shows the leave columns only when some row has leave dates', () => {
    expect(hasLeaveDates(rows)).toBe(false);
    const onLeave = importSchoolRows([
      importSchoolFixture({ leaveOfAbsenceBegin: '2025-01-10', leaveOfAbsenceEnd: '2025-05-10' }),
    ]);
    expect(hasLeaveDates(onLeave)).toBe(true);
  });
});
