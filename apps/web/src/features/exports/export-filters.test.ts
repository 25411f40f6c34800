import { ALL_FILTER_ID, APPLICATION_STATUS, EXPORT_STATUS } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import {
  listAidYearFilterOptions,
  listExportStatusFilterOptions,
  pickKnownFilter,
  readFilterParam,
} from './export-filters';
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
    expect(listAidYearFilterOptions([year(9, '2026-2027'), year(8, '2025-2026')])).toEqual([
      { value: ALL_FILTER_ID, label: 'All Years' },
      { value: 9, label: '2026-2027' },
      { value: 8, label: '2025-2026' },
    ]);
  });

  it('reads a filter from the address, anything but a whole number meaning all', () => {
    const params = new URLSearchParams('aidyear=12&exportstatus=x');
    expect(readFilterParam(params, 'aidyear')).toBe(12);
    expect(readFilterParam(params, 'exportstatus')).toBe(ALL_FILTER_ID);
    expect(readFilterParam(new URLSearchParams('aidyear=-3'), 'aidyear')).toBe(ALL_FILTER_ID);
  });

  it('lists everything for a value the options do not hold', () => {
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
