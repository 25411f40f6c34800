import { ALL_FILTER_ID, APPLICATION_STATUS, EXPORT_STATUS } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { listAidYearFilterOptions, pickKnownFilter } from '../../lib/list-filters';
import { EXPORT_YEAR_CHOICES, listExportStatusFilterOptions } from './export-filters';
import { buildExportListQuery } from './exports-api';

const year = (id: number, aidyear: string) => ({
  id,
  aidyear,
  aidyearbegindate: '',
  aidyearenddate: '',
  aidyearLabel: aidyear,
});

describe('export list filters', () => {
  it('offers All Statuses (0), Awaiting Decision and Export Approved', () => {
    expect(listExportStatusFilterOptions()).toEqual([
      { value: ALL_FILTER_ID, label: 'All Statuses' },
      { value: EXPORT_STATUS.AWAITING_DECISION, label: 'Awaiting Decision' },
      { value: EXPORT_STATUS.EXPORT_APPROVED, label: 'Export Approved' },
    ]);
  });

  it('offers All Years (0) and then the aid years', () => {
    expect(
      listAidYearFilterOptions([year(9, '2026-2027'), year(8, '2025-2026')], EXPORT_YEAR_CHOICES),
    ).toEqual([
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

  it('sends the filters as query parameters, leaving out "all"', () => {
    expect(buildExportListQuery({ appstatus: APPLICATION_STATUS.OPEN, aidyear: 0, exportstatus: 0 })).toBe(
      'appstatus=OPEN',
    );
    expect(buildExportListQuery({ appstatus: APPLICATION_STATUS.CLOSED, aidyear: 4, exportstatus: 0 })).toBe(
      'appstatus=CLOSED&aidyear=4',
    );
    expect(buildExportListQuery({ appstatus: APPLICATION_STATUS.OPEN, aidyear: 4, exportstatus: 1 })).toBe(
      'appstatus=OPEN&aidyear=4&exportstatus=1',
    );
  });
});
