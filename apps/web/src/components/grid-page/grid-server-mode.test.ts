import { describe, expect, it } from 'vitest';
import {
  type GridServerState,
  ONE_TEXT_SEARCH,
  paginationChange,
  parseOneTextSearch,
  SEARCH_MAX_LENGTH,
  searchChange,
  sortChange,
  toFilterModel,
  toSortModel,
} from './grid-server-mode';

/** Page 3 of 50 rows, by last name, searching "Lee" (a report's `?page=3&q=Lee`). */
const state: GridServerState = {
  page: 2,
  pageSize: 50,
  sort: { field: 'studentLastName', dir: 'asc' },
  search: 'Lee',
};

describe('the grid models of a server mode', () => {
  it('show the sort as one sorted column and the search as the quick filter', () => {
    expect(toSortModel(state.sort)).toEqual([{ field: 'studentLastName', sort: 'asc' }]);
    expect(toFilterModel('Lee')).toEqual({ items: [], quickFilterValues: ['Lee'] });
    expect(toFilterModel('')).toEqual({ items: [], quickFilterValues: [] });
  });

  it('turn a new page into a page change and a new page size into a page-size change', () => {
    expect(paginationChange({ page: 5, pageSize: 50 }, state)).toEqual({ page: 5 });
    expect(paginationChange({ page: 2, pageSize: 25 }, state)).toEqual({ pageSize: 25 });
    expect(paginationChange({ page: 2, pageSize: 50 }, state)).toBeNull();
  });

  it('turn a new sort into a sort change, and ignore the same sort', () => {
    expect(sortChange([{ field: 'awardAmount', sort: 'desc' }], state)).toEqual({
      sort: { field: 'awardAmount', dir: 'desc' },
    });
    expect(sortChange([{ field: 'studentLastName', sort: 'asc' }], state)).toBeNull();
    expect(sortChange([], state)).toBeNull();
  });

  it('turn the quick filter into the search text, and ignore the same text', () => {
    expect(searchChange({ items: [], quickFilterValues: ['Ann Lee'] }, state)).toEqual({
      search: 'Ann Lee',
    });
    expect(searchChange({ items: [], quickFilterValues: ['Lee'] }, state)).toBeNull();
    expect(searchChange({ items: [] }, state)).toEqual({ search: '' });
  });
});

describe('the one-text search', () => {
  it('sends what was typed as one text, trimmed and at most 100 characters', () => {
    expect(parseOneTextSearch('  Ann Lee ')).toEqual(['Ann Lee']);
    expect(parseOneTextSearch('   ')).toEqual([]);
    expect(parseOneTextSearch('x'.repeat(120))[0]).toHaveLength(SEARCH_MAX_LENGTH);
    expect(SEARCH_MAX_LENGTH).toBe(100);
  });

  it('waits 400 ms after typing and shows the text as it was sent', () => {
    expect(ONE_TEXT_SEARCH).toMatchObject({ debounceMs: 400, maxLength: 100 });
    expect(ONE_TEXT_SEARCH.formatter?.(['Ann Lee'])).toBe('Ann Lee');
  });
});
