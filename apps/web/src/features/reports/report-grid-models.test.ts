import { describe, expect, it } from 'vitest';
import { FIXTURE_REPORT } from '../../test/report-fixture';
import { readReportAddress } from './report-address';
import { paginationChange, searchChange, sortChange, toFilterModel, toSortModel } from './report-grid-models';
import { parseReportSearch } from './report-grid-toolbar';

const address = readReportAddress(new URLSearchParams('page=3&q=Lee'), FIXTURE_REPORT);

describe('the grid models of the address', () => {
  it('show the sort as one sorted column and the search as the quick filter', () => {
    expect(toSortModel(address.sort)).toEqual([{ field: 'studentLastName', sort: 'asc' }]);
    expect(toFilterModel('Lee')).toEqual({ items: [], quickFilterValues: ['Lee'] });
    expect(toFilterModel('')).toEqual({ items: [], quickFilterValues: [] });
  });

  it('turn a new page into a page change and a new page size into a page-size change', () => {
    expect(paginationChange({ page: 5, pageSize: 50 }, address)).toEqual({ page: 5 });
    expect(paginationChange({ page: 2, pageSize: 25 }, address)).toEqual({ pageSize: 25 });
    expect(paginationChange({ page: 2, pageSize: 50 }, address)).toBeNull();
  });

  it('turn a new sort into a sort change, and ignore the same sort', () => {
    expect(sortChange([{ field: 'awardAmount', sort: 'desc' }], address)).toEqual({
      sort: { field: 'awardAmount', dir: 'desc' },
    });
    expect(sortChange([{ field: 'studentLastName', sort: 'asc' }], address)).toBeNull();
    expect(sortChange([], address)).toBeNull();
  });

  it('turn the quick filter into the search text, and ignore the same text', () => {
    expect(searchChange({ items: [], quickFilterValues: ['Ann Lee'] }, address)).toEqual({
      search: 'Ann Lee',
    });
    expect(searchChange({ items: [], quickFilterValues: ['Lee'] }, address)).toBeNull();
    expect(searchChange({ items: [] }, address)).toEqual({ search: '' });
  });
});

describe('parseReportSearch', () => {
  it('sends what was typed as one text, trimmed and at most 100 characters', () => {
    expect(parseReportSearch('  Ann Lee ')).toEqual(['Ann Lee']);
    expect(parseReportSearch('   ')).toEqual([]);
    expect(parseReportSearch('x'.repeat(120))[0]).toHaveLength(100);
  });
});
