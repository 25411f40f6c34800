import { describe, expect, it } from 'vitest';
import { SCHOLARSHIP_OFFERINGS } from '../reference/reference.js';
import {
  reportedScholarshipOfferingNames,
  scholarshipOfferingKind,
  scholarshipOfferingName,
} from './scholarship-offering-names.js';

describe('the scholarship offering names of reports and public pages (3-billing §9; open-points 42)', () => {
  it('names 1 Full Tuition, 2 Annual Set Rate and any other offering Other', () => {
    expect([1, 2, 3, 4, 99].map(scholarshipOfferingName)).toEqual([
      'Full Tuition',
      'Annual Set Rate',
      'Other',
      'Other',
      'Other',
    ]);
    expect(scholarshipOfferingName(null)).toBeNull();
    expect(scholarshipOfferingName(undefined)).toBeNull();
  });

  it('sorts the offerings into the kinds the public search filters by', () => {
    expect([1, 2, 3, 4, 99].map(scholarshipOfferingKind)).toEqual([
      'fullTuition',
      'annualSetRate',
      'other',
      'other',
      'other',
    ]);
    expect(scholarshipOfferingKind(null)).toBeNull();
  });

  it("names every offering of the catalogue for the reports, while the form keeps 1-core's four names", () => {
    expect(reportedScholarshipOfferingNames()).toEqual([
      { id: 1, name: 'Full Tuition' },
      { id: 2, name: 'Annual Set Rate' },
      { id: 3, name: 'Other' },
      { id: 4, name: 'Other' },
    ]);
    expect(SCHOLARSHIP_OFFERINGS.map((o) => o.name)).toEqual([
      'Full Tuition',
      'Annual Set-Rate',
      'Public Institution Rate',
      'Other',
    ]);
  });
});
