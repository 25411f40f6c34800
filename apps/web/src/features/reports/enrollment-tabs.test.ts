import { APPLICATION_REPORTS } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import {
  ENROLLMENT_TABS,
  enrollmentTabDefinition,
  readEnrollmentTab,
  writeEnrollmentTab,
} from './enrollment-tabs';

describe('the Enrollment report tabs', () => {
  it('are Import Enrollment then Export Enrollment, on the /reports/enrollment route', () => {
    expect(ENROLLMENT_TABS.map((t) => t.def.title)).toEqual(['Import Enrollment', 'Export Enrollment']);
    for (const tab of ENROLLMENT_TABS) expect(tab.def.route).toBe('/reports/enrollment');
  });

  it('read the tab from the address, the first tab for anything else', () => {
    expect(readEnrollmentTab(new URLSearchParams('tab=export'))).toBe('export');
    expect(readEnrollmentTab(new URLSearchParams('tab=other'))).toBe('import');
    expect(readEnrollmentTab(new URLSearchParams(''))).toBe('import');
    expect(enrollmentTabDefinition('export')).toBe(APPLICATION_REPORTS.exportEnrollment);
    expect(enrollmentTabDefinition('import')).toBe(APPLICATION_REPORTS.importEnrollment);
  });

  it('keep the shared filters when the tab changes, and leave the grid-only state behind', () => {
    const next = writeEnrollmentTab(
      new URLSearchParams('school=all&aidyear=4&page=3&sort=studentEmail&dir=desc&q=Lee&pagesize=25'),
      'export',
    );
    expect(next.toString()).toBe('school=all&aidyear=4&pagesize=25&tab=export');
    expect(writeEnrollmentTab(next, 'import').toString()).toBe('school=all&aidyear=4&pagesize=25');
  });
});
