import { APPLICATION_MESSAGES, IMPORT_STATUS } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import type { Fact } from '../../../lib/application-facts';
import { applicationFixture } from '../../../test/application-fixture';
import { importRowFixture } from '../../../test/import-application-fixture';
import {
  closedImportFacts,
  employerTooltip,
  importApplicationFacts,
  modifiedByText,
  statusChangeLine,
  summerTermText,
} from './import-application-display';
import { extensionCapNote } from './import-eligibility-actions';

const I = IMPORT_STATUS;
const factValue = (facts: readonly Fact[], label: string) => facts.find((f) => f.label === label)?.value;

describe('import detail facts', () => {
  it('shows the application with the row eligibility counts', () => {
    const row = importRowFixture({
      extendEligibility: 2,
      lastEligibilityUsed: '2025-05-10',
      unprocessedSummerTerm: 1,
      eligibilityRemaining: 1,
    });
    const facts = importApplicationFacts(applicationFixture({ extendEligibilityDate: '2025-06-01' }), row, {
      ferpa: 1,
    });
    expect(factValue(facts, 'Import School')).toBe('Beta College');
    expect(factValue(facts, 'Aid Year')).toBe('2025-2026');
    expect(factValue(facts, 'Eligibility Remaining')).toBe('1 term');
    expect(factValue(facts, 'Eligibility Extensions')).toBe('2 terms (last 06/01/2025)');
    expect(factValue(facts, 'Last Eligibility Used')).toBe('05/10/2025');
    expect(factValue(facts, 'Summer Term')).toBe('Added, not yet processed');
    expect(factValue(facts, 'FERPA Consent (share with parent)')).toBe('Yes');
  });

  it('says None for no eligibility used and no summer term', () => {
    const facts = importApplicationFacts(applicationFixture(), importRowFixture(), { ferpa: 0 });
    expect(factValue(facts, 'Last Eligibility Used')).toBe('None');
    expect(summerTermText({ unprocessedSummerTerm: 0 })).toBe('None');
    expect(factValue(facts, 'Eligibility Extensions')).toBe('None');
    expect(factValue(facts, 'Close Reason')).toBeUndefined();
  });

  it('says why a closed application was closed (open-points 43)', () => {
    const closed = applicationFixture({ applicationStatus: 'CLOSED', closeReason: 'The student moved away' });
    const facts = importApplicationFacts(closed, importRowFixture(), { ferpa: 0 });
    expect(factValue(facts, 'Close Reason')).toBe('The student moved away');
  });

  it('names the export TELO in the employer tooltip, or says there is none', () => {
    expect(employerTooltip(applicationFixture())).toBe('Export TELO: Alex Alpha (telo@alpha.edu)');
    const none = { exportTeloFirstName: null, exportTeloLastName: null, exportTeloEmail: null };
    expect(employerTooltip(none)).toBe(APPLICATION_MESSAGES.noTeloInformation);
  });

  it('names who changed the row, or "No Action Taken"', () => {
    expect(modifiedByText(importRowFixture())).toBe('Bea Liaison');
    const none = { modifiedBy: null, modifiedByFirstName: null, modifiedByLastName: null };
    expect(modifiedByText(none)).toBe(APPLICATION_MESSAGES.noActionTaken);
    expect(statusChangeLine({ importStatusDate: '2025-03-04', ...none })).toBe(
      'Status date: 03/04/2025 · Modified by: No Action Taken',
    );
  });

  it('states why Extend Eligibility is unusable by the academic term cap', () => {
    expect(extensionCapNote({ academicTerm: 1 })).toBe(APPLICATION_MESSAGES.extensionCapReached(6));
    expect(extensionCapNote({ academicTerm: 3 })).toBe(APPLICATION_MESSAGES.extensionCapReached(9));
  });
});

describe('closed import decision', () => {
  it('shows a withdrawal with its date, the leave dates and the other schools applied', () => {
    const facts = closedImportFacts(
      importRowFixture({
        importStatus: I.WITHDRAWN,
        withdrawalDate: '2025-11-20',
        leaveOfAbsenceBegin: '2025-01-10',
        leaveOfAbsenceEnd: '2025-05-10',
        additionalImportSchools: 3,
      }),
    );
    expect(factValue(facts, 'Import Status')).toBe('Withdrawn');
    expect(factValue(facts, 'Withdrawal Date')).toBe('11/20/2025');
    expect(factValue(facts, 'Leave of Absence Begin')).toBe('01/10/2025');
    expect(factValue(facts, 'Leave of Absence End')).toBe('05/10/2025');
    expect(factValue(facts, 'Other Import Schools Applied')).toBe('3');
    expect(factValue(facts, 'Exchange Program')).toBe('On Campus');
  });

  it('calls a graduate date the graduation date and shows a denial with its reason', () => {
    const graduated = closedImportFacts(
      importRowFixture({ importStatus: I.GRADUATED, withdrawalDate: '2026-05-15' }),
    );
    expect(factValue(graduated, 'Graduation Date')).toBe('05/15/2026');
    const denied = closedImportFacts(
      importRowFixture({
        importStatus: I.DENIED_OTHER,
        importStatusOtherReason: 'Program full',
        participationTypeName: null,
      }),
    );
    expect(factValue(denied, 'Import Status')).toBe('Denied: Other (Program full)');
    expect(factValue(denied, 'Exchange Program')).toBe('—');
    expect(factValue(denied, 'Withdrawal Date')).toBe('—');
  });
});
