import { CHANGE_LOGS, REPORT_DEFINITIONS, REPORT_MESSAGES } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { reportStatusText } from './report-page';
import { reportScreenTitle } from './use-report-screen';

describe('reportScreenTitle', () => {
  it("is the report's title, and a change log's name followed by Change Log", () => {
    expect(reportScreenTitle(REPORT_DEFINITIONS.payments)).toBe(REPORT_DEFINITIONS.payments.title);
    expect(reportScreenTitle(CHANGE_LOGS.changeLogTelo)).toBe('TELO User Information Change Log');
    expect(reportScreenTitle(CHANGE_LOGS.changeLogAdmin)).toBe('TE Admin Information Change Log');
  });
});

describe('reportStatusText', () => {
  it('announces the row count, or the info text of an empty result', () => {
    expect(reportStatusText(undefined)).toBe('');
    expect(reportStatusText({ total: 1, none: null })).toBe('1 row');
    expect(reportStatusText({ total: 12_345, none: null })).toBe('12,345 rows');
    expect(reportStatusText({ total: 0, none: REPORT_MESSAGES.noData })).toBe(
      'There is no data for the selected parameters.',
    );
  });
});
