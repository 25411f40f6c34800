import type {
  DataGridProps,
  GridFilterModel,
  GridPaginationModel,
  GridSortDirection,
  GridSortModel,
  GridValidRowModel,
} from '@mui/x-data-grid';
import { useMemo } from 'react';

// The grid page's server mode (docs/architecture.md "The machinery: Grid page"): the caller keeps the
// page, page size, sort and search (a report keeps them in its address) and asks the server for that
// page; the grid shows them and reports the user's changes back as changes of that state.

/** A server-sorted list's order: always one column, up or down (the server needs an order). */
export interface GridServerSort {
  field: string;
  dir: 'asc' | 'desc';
}

/** What the server is asked for: the page (from 0), its size, the order and the quick filter's text. */
export interface GridServerState {
  page: number;
  pageSize: number;
  sort: GridServerSort;
  search: string;
}

/** A change the user made in the grid: a page, a page size, a sort or a search. */
export type GridServerChange = Partial<GridServerState>;

/** A grid page in server mode: the state the caller keeps, the server's total, and where changes go. */
export interface GridServerMode extends GridServerState {
  /** How many rows the server holds for the query (the footer's "of N"). */
  rowCount: number;
  /** The user changed the page, page size, sort or search; the caller asks the server again. */
  onChange(change: GridServerChange): void;
}

/** A click on a header cycles up and down, never "unsorted": the server always needs an order. */
export const SERVER_SORTING_ORDER: readonly GridSortDirection[] = ['asc', 'desc'];

/** The grid's sort model of the server's order. */
export function toSortModel(sort: GridServerSort): GridSortModel {
  return [{ field: sort.field, sort: sort.dir }];
}

/** The grid's filter model: only the quick filter, which the server applies. */
export function toFilterModel(search: string): GridFilterModel {
  return { items: [], quickFilterValues: search ? [search] : [] };
}

/**
 * The change of a pagination change (a new page size starts again at the first page, which the caller
 * decides), or null when the grid reports the page it already shows.
 */
export function paginationChange(
  model: GridPaginationModel,
  state: GridServerState,
): GridServerChange | null {
  if (model.pageSize !== state.pageSize) return { pageSize: model.pageSize };
  return model.page === state.page ? null : { page: model.page };
}

/** The change of a sort change, or null when the order is the same (a click cycles asc, desc). */
export function sortChange(model: GridSortModel, state: GridServerState): GridServerChange | null {
  const [first] = model;
  if (!first) return null;
  const dir = first.sort === 'desc' ? 'desc' : 'asc';
  if (first.field === state.sort.field && dir === state.sort.dir) return null;
  return { sort: { field: first.field, dir } };
}

/** The change of the quick filter, or null when the search text is the same. */
export function searchChange(model: GridFilterModel, state: GridServerState): GridServerChange | null {
  const search = (model.quickFilterValues ?? []).join(' ').trim();
  return search === state.search ? null : { search };
}

/** The two files a server download makes (the whole result, as filtered and sorted on screen). */
export type GridFileFormat = 'csv' | 'xlsx';

/**
 * The toolbar's downloads when the server makes the files (a report, a change log, the statistics): it
 * fetches one format, and says which one is under way (one at a time).
 */
export interface GridServerDownloads {
  busy: string | null;
  onDownload(format: GridFileFormat): void;
}

/** How the toolbar's search box reads what is typed (GridQuickFilter's settings). */
export interface GridSearchSettings {
  parser?: (input: string) => string[];
  formatter?: (values: readonly unknown[]) => string;
  debounceMs?: number;
  /** The longest text the box takes (the server's limit, for a search sent to it). */
  maxLength?: number;
}

/** The longest search text the report calls take (`?search=`, and the address's `q`). */
export const SEARCH_MAX_LENGTH = 100;

/** What was typed, as one search text (not split into words), trimmed, at most SEARCH_MAX_LENGTH. */
export function parseOneTextSearch(input: string): string[] {
  const text = input.trim().slice(0, SEARCH_MAX_LENGTH);
  return text ? [text] : [];
}

/**
 * The search of a server mode, and of a client grid whose downloads come from the server (the
 * statistics): what was typed is one text (the server matches it in names and emails), sent after 400 ms
 * without typing, at most 100 characters.
 */
export const ONE_TEXT_SEARCH: GridSearchSettings = {
  parser: parseOneTextSearch,
  formatter: (values) => values.join(' '),
  debounceMs: 400,
  maxLength: SEARCH_MAX_LENGTH,
};

/** The DataGrid props of a server mode (none in client mode). */
export type ServerGridProps<R extends GridValidRowModel> = Pick<
  DataGridProps<R>,
  | 'paginationMode'
  | 'sortingMode'
  | 'filterMode'
  | 'rowCount'
  | 'paginationModel'
  | 'onPaginationModelChange'
  | 'sortModel'
  | 'onSortModelChange'
  | 'filterModel'
  | 'onFilterModelChange'
>;

/**
 * The grid's props for a server mode: paging, sorting and filtering on the server, the models shown from
 * the caller's state (kept from render to render while it stays the same), each change of the user's
 * handed to the caller, and the server's total as the row count (0 after a failed load, which shows no
 * rows). Nothing in client mode: the grid pages, sorts and searches the rows it holds.
 */
export function useServerGridProps<R extends GridValidRowModel>(
  server: GridServerMode | undefined,
  failed: boolean,
): ServerGridProps<R> {
  const page = server?.page ?? 0;
  const pageSize = server?.pageSize ?? 0;
  const sortField = server?.sort.field ?? '';
  const sortDir = server?.sort.dir ?? 'asc';
  const search = server?.search ?? '';
  const paginationModel = useMemo(() => ({ page, pageSize }), [page, pageSize]);
  const sortModel = useMemo(() => toSortModel({ field: sortField, dir: sortDir }), [sortField, sortDir]);
  const filterModel = useMemo(() => toFilterModel(search), [search]);
  if (!server) return {};
  const tell = (change: GridServerChange | null) => {
    if (change) server.onChange(change);
  };
  return {
    paginationMode: 'server',
    sortingMode: 'server',
    filterMode: 'server',
    rowCount: failed ? 0 : server.rowCount,
    paginationModel,
    onPaginationModelChange: (model) => tell(paginationChange(model, server)),
    sortModel,
    onSortModelChange: (model) => tell(sortChange(model, server)),
    filterModel,
    onFilterModelChange: (model) => tell(searchChange(model, server)),
  };
}
