import { APPLICATION_STATUS, EXPORT_STATUS, IMPORT_STATUS } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config.js';
import {
  applicationDetailUrl,
  type DigestEvents,
  type DigestRecipient,
  dailyDigestEmail,
  previousDay,
} from './daily-digest-email.js';

// The digest text alone: which sides a recipient sees, the day's wording, each line's link to the
// application's detail, a denial's reason, and the lines of transfers and of applications deleted since
// (the change log outlives them).

const config = testConfig({ programName: 'Tuition Exchange', publicUrl: 'https://exchange.example' });
const E = EXPORT_STATUS;
const I = IMPORT_STATUS;

const app = { applicationId: 7, applicationStatus: APPLICATION_STATUS.OPEN, aidyear: '2090-2091' };
const sam = { ...app, studentFirstName: 'Sam', studentLastName: 'Lee' };
const events: DigestEvents = {
  newExportApplications: [{ schoolId: 1, ...sam }],
  newImportApplications: [{ schoolId: 2, ...sam, applicationStatus: APPLICATION_STATUS.TRANSFER }],
  exportStatusChanges: [
    {
      schoolId: 1,
      ...sam,
      oldValue: String(E.AWAITING_DECISION),
      newValue: String(E.DENIED_OTHER),
      reason: 'Not on the payroll',
    },
  ],
  importStatusChanges: [
    {
      schoolId: 2,
      ...app,
      studentFirstName: null,
      studentLastName: null,
      oldValue: String(I.UNDER_REVIEW),
      newValue: String(I.IMPORT_APPROVED),
      reason: null,
    },
    {
      schoolId: 2,
      ...app,
      applicationStatus: APPLICATION_STATUS.CLOSED,
      studentFirstName: 'Ada',
      studentLastName: 'Vale',
      oldValue: String(I.IMPORT_APPROVED),
      newValue: String(I.DENIED_OTHER),
      reason: 'Aid year ended',
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
  it('shows only the sides the recipient reads, each line with its detail link', () => {
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
        '      https://exchange.example/imports/transferapplications/studentapplication?id=7&school=2',
        '  Import status changes:',
        '    - Application 7, 2090-2091: Under Review to Import Approved',
        '      https://exchange.example/imports/applications/studentapplication?id=7&school=2',
        '    - Ada Vale, 2090-2091: Import Approved to Denied: Other (Aid year ended)',
        '      https://exchange.example/imports/closedapplications/studentapplication?id=7&school=2',
        '',
        'Imports: https://exchange.example/imports/applications',
        '',
        'You receive this email because your Daily Digest is on.',
      ].join('\n'),
    );
  });

  it('names the export decision with the reason of Denied: Other, linking the export detail', () => {
    const email = dailyDigestEmail(
      config,
      recipient([{ schoolId: 1, schoolName: 'Alpha University', exports: true, imports: false }]),
      events,
      { fromDay: '2091-03-13', toDay: '2091-03-14' },
    );
    expect(email?.text).toContain(
      [
        '  New applications naming it as employer school:',
        '    - Sam Lee, 2090-2091',
        '      https://exchange.example/exports/applications/studentapplication?id=7',
        '  Export status changes:',
        '    - Sam Lee, 2090-2091: Awaiting Decision to Denied: Other (Not on the payroll)',
        '      https://exchange.example/exports/applications/studentapplication?id=7',
      ].join('\n'),
    );
    expect(email?.text).toContain('Exports: https://exchange.example/exports/applications');
    expect(email?.text).not.toContain('/imports/');
  });

  it('links a closed application to its closed detail, on either side', () => {
    const closed = { schoolId: 4, ...sam, applicationStatus: APPLICATION_STATUS.CLOSED };
    expect(applicationDetailUrl('https://x.example', 'export', closed)).toBe(
      'https://x.example/exports/closedapplications/studentapplication?id=7',
    );
    expect(applicationDetailUrl('https://x.example', 'import', closed)).toBe(
      'https://x.example/imports/closedapplications/studentapplication?id=7&school=4',
    );
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
