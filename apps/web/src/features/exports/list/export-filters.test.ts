import { ALL_FILTER_ID, EXPORT_STATUS } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { listAidYearFilterOptions, pickKnownFilter } from '../../../lib/list-filters';
import { EXPORT_YEAR_CHOICES, listExportStatusFilterOptions } from './export-filters';

/** Aid years as the lookup answers them (only the id and the name matter here). */
const years = [
  { id: 9, aidyear: '2026-2027', aidyearbegindate: '', aidyearenddate: '', aidyearLabel: '2026-2027' },
  { id: 8, aidyear: '2025-2026', aidyearbegindate: '', aidyearenddate: '', aidyearLabel: '2025-2026' },
];

describe('export list filters', () => {
  it('offers All Statuses (0), Awaiting Decision and Export Approved', () => {
    expect(listExportStatusFilterOptions()).toEqual([
      { value: ALL_FILTER_ID, label: 'All Statuses' },
      { value: EXPORT_STATUS.AWAITING_DECISION, label: 'Awaiting Decision' },
      { value: EXPORT_STATUS.EXPORT_APPROVED, label: 'Export Approved' },
    ]);
  });

  it('offers All Years (0) and then the aid years', () => {
    expect(listAidYearFilterOptions(years, EXPORT_YEAR_CHOICES)).toEqual([
      { value: ALL_FILTER_ID, label: 'All Years' },
      { value: 9, label: '2026-2027' },
      { value: 8, label: '2025-2026' },
    ]);
  });

  it('lists everything for a status the filter does not offer', () => {
    const options = listExportStatusFilterOptions();
    expect(pickKnownFilter(EXPORT_STATUS.EXPORT_APPROVED, options)).toBe(EXPORT_STATUS.EXPORT_APPROVED);
    expect(pickKnownFilter(EXPORT_STATUS.DENIED_OTHER, options)).toBe(ALL_FILTER_ID);
  });
});
