import type { GridFilterModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import type { ReportAddress, ReportAddressChange } from './report-address';

// The grid's controlled models and the address: the address is the one state, the grid shows it and
// reports the user's changes back as address changes.

/** The grid's sort model for the report's sort (always one column: the server needs an order). */
export function toSortModel(sort: ReportAddress['sort']): GridSortModel {
  return [{ field: sort.field, sort: sort.dir }];
}

/** The grid's filter model: only the quick filter, which the server applies. */
export function toFilterModel(search: string): GridFilterModel {
  return { items: [], quickFilterValues: search ? [search] : [] };
}

/**
 * The address change of a pagination change (a new page size starts again at the first page), or null
 * when the grid reports the page it already shows.
 */
export function paginationChange(
  model: GridPaginationModel,
  address: ReportAddress,
): ReportAddressChange | null {
  if (model.pageSize !== address.pageSize) return { pageSize: model.pageSize };
  return model.page === address.page ? null : { page: model.page };
}

/** The address change of a sort change, or null when the sort is the same (a click cycles asc, desc). */
export function sortChange(model: GridSortModel, address: ReportAddress): ReportAddressChange | null {
  const [first] = model;
  if (!first) return null;
  const dir = first.sort === 'desc' ? 'desc' : 'asc';
  if (first.field === address.sort.field && dir === address.sort.dir) return null;
  return { sort: { field: first.field, dir } };
}

/** The address change of the quick filter, or null when the search text is the same. */
export function searchChange(model: GridFilterModel, address: ReportAddress): ReportAddressChange | null {
  const search = (model.quickFilterValues ?? []).join(' ').trim();
  return search === address.search ? null : { search };
}
