import { describe, expect, it } from 'vitest';
import { FIXTURE_STAFF_REPORT } from '../../test/report-fixture';
import { readReportAddress } from './report-address';
import { effectiveReportAddress, listReportFilterOptions } from './report-filters';

describe('listReportFilterOptions', () => {
  it('puts each filter\'s "All …" choice (id 0) first, then the list', () => {
    const statuses = [
      { id: 1, name: 'Awaiting Decision' },
      { id: 2, name: 'Export Approved' },
    ];
    expect(listReportFilterOptions('exportStatus', statuses)).toEqual([
      { value: 0, label: 'All Statuses' },
      { value: 1, label: 'Awaiting Decision' },
      { value: 2, label: 'Export Approved' },
    ]);
    expect(listReportFilterOptions('aidYear', [])[0]).toEqual({ value: 0, label: 'All Years' });
    expect(listReportFilterOptions('importStatus', [])[0]?.label).toBe('All Statuses');
    expect(listReportFilterOptions('feeType', [])[0]?.label).toBe('All Fee Types');
    expect(listReportFilterOptions('program', [])[0]?.label).toBe('All Programs');
  });
});

describe('effectiveReportAddress', () => {
  const address = readReportAddress(
    new URLSearchParams('aidyear=99&feetype=2&program=4'),
    FIXTURE_STAFF_REPORT,
  );

  it('reads an id a loaded list does not hold as "All …", and keeps the known ones', () => {
    const effective = effectiveReportAddress(address, {
      aidYear: listReportFilterOptions('aidYear', [{ id: 5, name: '2025-2026' }]),
      feeType: listReportFilterOptions('feeType', [{ id: 2, name: 'Participation Fees' }]),
    });
    expect(effective.filters).toMatchObject({ aidYear: 0, feeType: 2, program: 4 });
  });

  it('keeps the address as it is while the lists load', () => {
    expect(effectiveReportAddress(address, {}).filters).toEqual(address.filters);
  });
});
