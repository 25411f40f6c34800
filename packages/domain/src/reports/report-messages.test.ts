import { describe, expect, it } from 'vitest';
import { lookupFailedMessage } from '../common/ui-messages.js';
import { REPORT_MESSAGES, reportLoadFailedMessage } from './report-messages.js';

describe('report messages (3-billing §8)', () => {
  it('names the export and import data when those reports fail to load, the report data otherwise', () => {
    expect(reportLoadFailedMessage('export')).toBe('There was a problem getting the export data.');
    expect(reportLoadFailedMessage('import')).toBe('There was a problem getting the import data.');
    expect(reportLoadFailedMessage('tuition')).toBe(REPORT_MESSAGES.reportFailed);
  });

  it('substitutes the list into the lookup failure literally', () => {
    expect(lookupFailedMessage('Export Statuses')).toBe(
      'There was a problem getting the Export Statuses status list.',
    );
  });
});
