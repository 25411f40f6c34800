import { APPLICATION_MESSAGES, IMPORT_STATUS, NO_LONGER_ELIGIBLE_REASON } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import type { Fact } from '../../../lib/application-facts';
import { applicationFixture, importSchoolFixture } from '../../../test/application-fixture';
import { applicationFacts, hasLeaveDates, importSchoolRows } from './export-application-display';

const factValue = (facts: readonly Fact[], label: string) => facts.find((f) => f.label === label)?.value;

describe('Application Information', () => {
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
    expect(factValue(none, APPLICATION_MESSAGES.closeReasonFact)).toBeUndefined();
  });

  it('says why a closed application was closed (open-points 43)', () => {
    const facts = applicationFacts(
      applicationFixture({ applicationStatus: 'CLOSED', closeReason: 'Aid year ended' }),
      {
        ferpa: 0,
      },
    );
    expect(factValue(facts, 'Close Reason')).toBe('Aid year ended');
  });
});

describe('import schools grid rows', () => {
  const rows = importSchoolRows([
    importSchoolFixture({ importSchool: 1, importSchoolName: 'Older', importStatusDate: '2025-01-02' }),
    importSchoolFixture({
      importSchool: 2,
      importSchoolName: 'Denied',
      importStatus: IMPORT_STATUS.DENIED_OTHER,
      importStatusOtherReason: NO_LONGER_ELIGIBLE_REASON,
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
    expect(rows[0]?.status).toBe('Denied: Other (No longer eligible)');
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
