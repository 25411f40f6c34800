import { GRID_PAGE_SIZE, GRID_PAGE_SIZE_OPTIONS } from '@exchange/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  DataGrid,
  GRID_CHECKBOX_SELECTION_FIELD,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridInitialState,
  type GridRowId,
  type GridRowSelectionModel,
  type GridSortDirection,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { type ReactNode, useMemo, useState } from 'react';
import type { BulkAction, RowAction } from './grid-actions';
import { GridLoadFailure } from './grid-load-failure';
import { GridPageContext, type GridPageSettings } from './grid-page-context';
import { GridPageNoRowsOverlay } from './grid-page-overlay';
import { GridPageToolbar } from './grid-page-toolbar';
import { NO_SELECTION, pickSelectedRows } from './grid-selection';
import {
  type GridSearchSettings,
  type GridServerDownloads,
  type GridServerMode,
  ONE_TEXT_SEARCH,
  SERVER_SORTING_ORDER,
  useServerGridProps,
} from './grid-server-mode';
import { buildRowActionsColumn, ROW_ACTIONS_FIELD } from './row-actions-column';

export interface GridPageProps<R extends GridValidRowModel> {
  /** The grid's accessible name, also shown in its toolbar. */
  label: string;
  /** undefined while the first load runs. */
  rows: readonly R[] | undefined;
  columns: readonly GridColDef<R>[];
  /** A row's id; its `id` field when left out. */
  getRowId?: (row: R) => GridRowId;
  loading?: boolean;
  /** Set when the rows could not be loaded: said above the grid, with onRetry as "Try again". */
  errorMessage?: string | null;
  onRetry?: () => void;
  /** Shown in place of rows when there are none ("There are no exports for {school}"). */
  emptyMessage?: string;
  /** File name of the CSV download, without extension. */
  exportFileName: string;
  defaultSort?: GridSortModel;
  /** A checkbox per row and one for all, for bulk actions on many rows; otherwise a click selects one. */
  checkboxSelection?: boolean;
  /** Controls shown first above the grid that need no selection (Add User). */
  actions?: ReactNode;
  /** Controls shown above the grid, each given the selected rows. */
  bulkActions?: readonly BulkAction<R>[];
  /** Components rendered in each row's actions cell, each given its row. */
  rowActions?: readonly RowAction<R>[];
  rowActionsHeader?: string;
  /** Opens a row (double click, or Enter on one of its cells). */
  onRowOpen?: (row: R) => void;
  /** The selection empties when this changes (another school chosen, for example). */
  selectionResetKey?: unknown;
  /**
   * Server mode: `rows` is the page the server answered for the caller's page, page size, sort and
   * search, which the grid shows and hands back changed (`onChange`); the footer counts `rowCount`. The
   * grid's column filters are off (the server could not apply them) and the search is one text. Left
   * out, the grid pages, sorts and searches the rows it holds.
   */
  server?: GridServerMode;
  /** The CSV and Excel files come from the server (the whole result) instead of the browser's grid. */
  serverDownloads?: GridServerDownloads;
  /** The filter panel and its button; always off in server mode. */
  columnFilters?: boolean;
  /** How the search box reads what is typed; ONE_TEXT_SEARCH in server mode, the grid's words otherwise. */
  search?: GridSearchSettings;
  /** Columns that start hidden (still in the columns panel). */
  initialColumnVisibility?: GridColumnVisibilityModel;
  /** The order a header click cycles through; up and down only in server mode. */
  sortingOrder?: readonly GridSortDirection[];
  columnHeaderHeight?: number;
  /**
   * What shows while rows load: a skeleton over the rows, or a bar above the rows before (the default
   * in server mode, whose pages stay on screen while the next loads); the first load is a skeleton.
   */
  loadingVariant?: 'skeleton' | 'linear-progress';
  /** Styles of the box around the grid, for a screen's look of its cells (red negative amounts). */
  gridSx?: SxProps<Theme>;
}

const idField = (row: GridValidRowModel) => row.id as GridRowId;
// One empty list for every render (no rows yet, no actions), so the memos below, and the grid's
// columns, stay the same from render to render.
const NO_ROWS: readonly never[] = [];
const CONTROL_FIELDS = new Set([ROW_ACTIONS_FIELD, GRID_CHECKBOX_SELECTION_FIELD]);
const GRID_BOX_SX = { width: '100%', minWidth: 0 } as const;

/**
 * Every list screen's grid, built once (docs/architecture.md "The machinery: Grid page"): page size 50
 * with 10/25/50, sortable, a toolbar with quick filter and CSV and Excel downloads, optional selection
 * feeding bulk actions above the grid, row actions in their own column, and an empty, loading and
 * error state. In client mode the grid holds every row; in server mode (`server`: the reports and
 * change logs) it shows the server's page and hands page, sort and search changes to the caller.
 */
export function GridPage<R extends GridValidRowModel>({
  label,
  rows,
  columns,
  getRowId = idField,
  loading = false,
  errorMessage = null,
  onRetry,
  emptyMessage,
  exportFileName,
  defaultSort,
  checkboxSelection = false,
  actions,
  bulkActions = NO_ROWS,
  rowActions = NO_ROWS,
  rowActionsHeader,
  onRowOpen,
  selectionResetKey,
  server,
  serverDownloads,
  columnFilters = true,
  search = server ? ONE_TEXT_SEARCH : undefined,
  initialColumnVisibility,
  sortingOrder = server ? SERVER_SORTING_ORDER : undefined,
  columnHeaderHeight,
  loadingVariant = server ? 'linear-progress' : 'skeleton',
  gridSx,
}: GridPageProps<R>) {
  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);
  const [resetKey, setResetKey] = useState(selectionResetKey);
  if (resetKey !== selectionResetKey) {
    // Adjusting state while rendering (React's documented pattern) avoids showing one stale frame.
    setResetKey(selectionResetKey);
    setSelection(NO_SELECTION);
  }
  const shownRows = errorMessage ? NO_ROWS : (rows ?? NO_ROWS);
  const selectedRows = useMemo(
    () => pickSelectedRows(shownRows, selection, getRowId),
    [shownRows, selection, getRowId],
  );
  const allColumns = useMemo(
    () => (rowActions.length ? [...columns, buildRowActionsColumn(rowActions, rowActionsHeader)] : columns),
    [columns, rowActions, rowActionsHeader],
  );
  const serverMode = server !== undefined;
  const initialState = useMemo<GridInitialState>(
    () => ({
      // In server mode the caller's page and sort are the grid's (useServerGridProps).
      ...(serverMode ? {} : { pagination: { paginationModel: { pageSize: GRID_PAGE_SIZE, page: 0 } } }),
      ...(defaultSort && !serverMode ? { sorting: { sortModel: defaultSort } } : {}),
      ...(initialColumnVisibility ? { columns: { columnVisibilityModel: initialColumnVisibility } } : {}),
    }),
    [serverMode, defaultSort, initialColumnVisibility],
  );
  const serverProps = useServerGridProps<R>(server, Boolean(errorMessage));
  const settings = useMemo<GridPageSettings>(
    () => ({ exportFileName, emptyMessage, errorMessage, onRowOpen, serverDownloads, search }),
    [exportFileName, emptyMessage, errorMessage, onRowOpen, serverDownloads, search],
  );
  const selectable = checkboxSelection || bulkActions.length > 0;
  const clearSelection = () => setSelection(NO_SELECTION);

  return (
    <GridPageContext.Provider value={settings}>
      {(actions || bulkActions.length > 0) && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          {actions}
          {bulkActions.map((Action, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a grid's action list is fixed, so its position names an action.
            <Action key={index} rows={selectedRows} clearSelection={clearSelection} />
          ))}
        </Stack>
      )}
      <GridLoadFailure message={errorMessage} onRetry={onRetry} />
      <Box sx={gridSx ? [GRID_BOX_SX, ...(Array.isArray(gridSx) ? gridSx : [gridSx])] : GRID_BOX_SX}>
        <DataGrid<R>
          label={label}
          rows={shownRows}
          columns={allColumns}
          getRowId={getRowId}
          loading={loading}
          showToolbar
          autoHeight
          pageSizeOptions={[...GRID_PAGE_SIZE_OPTIONS]}
          initialState={initialState}
          {...serverProps}
          disableColumnFilter={serverMode || !columnFilters}
          sortingOrder={sortingOrder}
          columnHeaderHeight={columnHeaderHeight}
          rowSelection={selectable}
          checkboxSelection={checkboxSelection}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          onRowDoubleClick={onRowOpen ? (params) => onRowOpen(params.row) : undefined}
          onCellKeyDown={
            onRowOpen
              ? (params, event) => {
                  // Enter on a data cell is the keyboard's double click; the control cells keep theirs.
                  if (event.key === 'Enter' && !CONTROL_FIELDS.has(params.field)) onRowOpen(params.row);
                }
              : undefined
          }
          slots={{ toolbar: GridPageToolbar, noRowsOverlay: GridPageNoRowsOverlay }}
          slotProps={{ loadingOverlay: { variant: loadingVariant, noRowsVariant: 'skeleton' } }}
        />
      </Box>
    </GridPageContext.Provider>
  );
}
