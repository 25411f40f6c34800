import { AID_YEAR_ENDED_REASON, EXPORT_STATUS, IMPORT_STATUS } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { applicationFixture, importSchoolFixture } from '../../test/application-fixture';
import {
  closeReasonLine,
  exportSchoolRow,
  exportStatusText,
  importSchoolRows,
} from './application-card-display';

const I = IMPORT_STATUS;

describe('closeReasonLine', () => {
  it('says why a CLOSED application closed: the end of its aid year or a TE admin’s reason', () => {
    expect(closeReasonLine({ applicationStatus: 'CLOSED', closeReason: AID_YEAR_ENDED_REASON })).toBe(
      'Close Reason: Aid year ended',
    );
    expect(closeReasonLine({ applicationStatus: 'CLOSED', closeReason: '  Left the employer in May ' })).toBe(
      'Close Reason: Left the employer in May',
    );
  });

  it('says nothing without a reason, or for an application that is not closed', () => {
    expect(closeReasonLine({ applicationStatus: 'CLOSED', closeReason: null })).toBeNull();
    expect(closeReasonLine({ applicationStatus: 'CLOSED', closeReason: '   ' })).toBeNull();
    expect(closeReasonLine({ applicationStatus: 'OPEN', closeReason: AID_YEAR_ENDED_REASON })).toBeNull();
    expect(closeReasonLine({ applicationStatus: 'TRANSFER', closeReason: 'Stale' })).toBeNull();
  });
});

describe('exportStatusText', () => {
  it('shows Denied: Other with the employer school’s reason', () => {
    expect(
      exportStatusText({
        exportSchoolStatus: EXPORT_STATUS.DENIED_OTHER,
        exportSchoolStatusName: 'Denied: Other',
        exportStatusReasonOther: 'Part-time position',
      }),
    ).toBe('Denied: Other (Part-time position)');
  });

  it('shows other statuses, and a blank reason, by name only', () => {
    expect(
      exportStatusText({
        exportSchoolStatus: EXPORT_STATUS.DENIED_OTHER,
        exportSchoolStatusName: 'Denied: Other',
        exportStatusReasonOther: ' ',
      }),
    ).toBe('Denied: Other');
    expect(
      exportStatusText({
        exportSchoolStatus: EXPORT_STATUS.EXPORT_APPROVED,
        exportSchoolStatusName: 'Export Approved',
        exportStatusReasonOther: 'left over',
      }),
    ).toBe('Export Approved');
  });
});

describe('the school tables', () => {
  it('show each import row’s denial reason, as the year-end close leaves them', () => {
    const closed = applicationFixture({
      applicationStatus: 'CLOSED',
      closeReason: AID_YEAR_ENDED_REASON,
      studentApplicationSchool: [
        importSchoolFixture({
          importSchool: 20,
          importStatus: I.DENIED_OTHER,
          importStatusName: 'Denied: Other',
          importStatusOtherReason: AID_YEAR_ENDED_REASON,
        }),
        importSchoolFixture({
          importSchool: 30,
          importSchoolName: 'Gamma State',
          importStatus: I.DENIED_DID_NOT_ENROLL,
          importStatusName: 'Denied: Did not enroll',
        }),
        importSchoolFixture({
          importSchool: 40,
          importSchoolName: 'Delta Tech',
          importStatus: I.DENIED_OTHER,
          importStatusName: 'Denied: Other',
          importStatusOtherReason: 'No housing left',
        }),
      ],
    });
    expect(importSchoolRows(closed)).toEqual([
      {
        key: 20,
        school: 'Beta College',
        city: 'Dayton',
        state: 'OH',
        status: 'Denied: Other (Aid year ended)',
      },
      { key: 30, school: 'Gamma State', city: 'Dayton', state: 'OH', status: 'Denied: Did not enroll' },
      {
        key: 40,
        school: 'Delta Tech',
        city: 'Dayton',
        state: 'OH',
        status: 'Denied: Other (No housing left)',
      },
    ]);
  });

  it('show the export school with its status', () => {
    expect(
      exportSchoolRow(
        applicationFixture({
          exportSchoolStatus: EXPORT_STATUS.DENIED_OTHER,
          exportSchoolStatusName: 'Denied: Other',
          exportStatusReasonOther: 'Part-time position',
        }),
      ),
    ).toEqual({
      key: 1,
      school: 'Alpha University',
      city: 'Columbus',
      state: 'OH',
      status: 'Denied: Other (Part-time position)',
    });
  });
});
