import { APPLICATION_STATUS, EXPORT_STATUS, IMPORT_STATUS } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config.js';
import {
  type DigestEvents,
  type DigestRecipient,
  dailyDigestEmail,
  previousDay,
} from './daily-digest-email.js';

// The digest text alone: which sides a recipient sees, the period wording, and the lines of
// transfers and of applications deleted since (the change log outlives them).

const config = testConfig({ programName: 'Tuition Exchange', publicUrl: 'https://exchange.example' });
const E = EXPORT_STATUS;
const I = IMPORT_STATUS;

const app = { applicationId: 7, applicationStatus: APPLICATION_STATUS.OPEN, aidyear: '2090-2091' };
const sam = { ...app, studentFirstName: 'Sam', studentLastName: 'Lee' };
const events: DigestEvents = {
  newExportApplications: [{ schoolId: 1, ...sam }],
  newImportApplications: [{ schoolId: 2, ...sam, applicationStatus: APPLICATION_STATUS.TRANSFER }],
  exportStatusChanges: [
    { schoolId: 1, ...sam, oldValue: String(E.AWAITING_DECISION), newValue: String(E.DENIED_OTHER) },
  ],
  importStatusChanges: [
    {
      schoolId: 2,
      ...app,
      studentFirstName: null,
      studentLastName: null,
      oldValue: String(I.UNDER_REVIEW),
      newValue: String(I.IMPORT_APPROVED),
    },
  ],
};

const recipient = (schools: DigestRecipient['schools']): DigestRecipient => ({
  email: 'pat@beta.edu',
  firstName: 'Pat',
  lastName: 'Kim',
  schools,
});

describe('dailyDigestEmail', () => {
  it('shows only the sides the recipient reads, with the matching link', () => {
    const email = dailyDigestEmail(
      config,
      recipient([
        { schoolId: 1, schoolName: 'Alpha University', exports: false, imports: true },
        { schoolId: 2, schoolName: 'Beta College', exports: false, imports: true },
      ]),
      events,
      { fromDay: '2091-03-13', toDay: '2091-03-14' },
    );
    expect(email?.subject).toBe('Tuition Exchange: daily digest on 03/13/2091');
    expect(email?.text).toBe(
      [
        'Dear Pat Kim,',
        '',
        'Here is what happened at your schools on 03/13/2091.',
        '',
        'Beta College',
        '  New applications listing it as a school to attend:',
        '    - Sam Lee, 2090-2091, transfer application',
        '  Import status changes:',
        '    - Application 7, 2090-2091: Under Review to Import Approved',
        '',
        'Imports: https://exchange.example/imports/applications',
        '',
        'You receive this email because your Daily Digest is on.',
      ].join('\n'),
    );
  });

  it('names the export decisions and covers several days after a gap', () => {
    const email = dailyDigestEmail(
      config,
      recipient([{ schoolId: 1, schoolName: 'Alpha University', exports: true, imports: false }]),
      events,
      { fromDay: '2091-03-10', toDay: '2091-03-14' },
    );
    expect(email?.subject).toBe('Tuition Exchange: daily digest from 03/10/2091 to 03/13/2091');
    expect(email?.text).toContain('    - Sam Lee, 2090-2091: Awaiting Decision to Denied: Other');
    expect(email?.text).toContain('Exports: https://exchange.example/exports/applications');
    expect(email?.text).not.toContain('/imports/');
  });

  it('is null when nothing happened at the schools the recipient reads', () => {
    const quiet = recipient([{ schoolId: 3, schoolName: 'Gamma University', exports: true, imports: true }]);
    expect(
      dailyDigestEmail(config, quiet, events, { fromDay: '2091-03-13', toDay: '2091-03-14' }),
    ).toBeNull();
  });

  it('steps back a day across month and year ends', () => {
    expect(previousDay('2091-03-01')).toBe('2091-02-28');
    expect(previousDay('2092-01-01')).toBe('2091-12-31');
  });
});
