import { GRID_PAGE_SIZE_OPTIONS, type ReportDefinition, type ReportRow } from '@exchange/domain';
import Box from '@mui/material/Box';
import { DataGrid, type GridInitialState, gridClasses } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { GridPageContext, type GridPageSettings } from '../../components/grid-page/grid-page-context';
import { GridPageNoRowsOverlay } from '../../components/grid-page/grid-page-overlay';
import type { ReportAddress, ReportAddressChange } from './report-address';
import {
  buildReportColumns,
  CELL_TEXT_CLASS,
  initialColumnVisibility,
  NEGATIVE_MONEY_CLASS,
} from './report-columns';
import { paginationChange, searchChange, sortChange, toFilterModel, toSortModel } from './report-grid-models';
import { ReportGridToolbar, ReportToolbarContext, type ReportToolbarSettings } from './report-grid-toolbar';

export interface ReportGridProps {
  def: ReportDefinition;
  /** The grid's accessible name, shown in its toolbar. */
  label: string;
  address: ReportAddress;
  onChange(change: ReportAddressChange): void;
  /** undefined before the first answer. */
  rows: readonly ReportRow[] | undefined;
  total: number;
  /** A page is being read (the first one shows a skeleton, later ones a bar over the rows before). */
  loading: boolean;
  /** The page could not be read (the screen shows why above the grid): no rows, no empty text. */
  errorMessage: string | null;
  /** The info text of an empty result. */
  emptyMessage: string;
  timeZone: string;
  toolbar: ReportToolbarSettings;
}

const NO_ROWS: readonly ReportRow[] = [];
const rowId = (row: ReportRow) => row.id;

/**
 * A report's grid in server mode (3-billing §2): the server pages (50 rows, 10/25/50), sorts (any
 * column) and searches (the quick filter); the grid shows one page and the total. Negative amounts are
 * red (the theme's error colour, 6.6:1 on white).
 */
export function ReportGrid({
  def,
  label,
  address,
  onChange,
  rows,
  total,
  loading,
  errorMessage,
  emptyMessage,
  timeZone,
  toolbar,
}: ReportGridProps) {
  const columns = useMemo(() => buildReportColumns(def.columns, timeZone), [def.columns, timeZone]);
  const initialState = useMemo<GridInitialState>(
    () => ({ columns: { columnVisibilityModel: initialColumnVisibility(def.columns) } }),
    [def.columns],
  );
  const settings = useMemo<GridPageSettings>(
    () => ({ exportFileName: def.fileName, emptyMessage, errorMessage }),
    [def.fileName, emptyMessage, errorMessage],
  );
  const paginationModel = useMemo(
    () => ({ page: address.page, pageSize: address.pageSize }),
    [address.page, address.pageSize],
  );
  const sortModel = useMemo(() => toSortModel(address.sort), [address.sort]);
  const filterModel = useMemo(() => toFilterModel(address.search), [address.search]);
  const shownRows = errorMessage ? NO_ROWS : (rows ?? NO_ROWS);

  return (
    <GridPageContext.Provider value={settings}>
      <ReportToolbarContext.Provider value={toolbar}>
        <Box
          sx={{
            width: '100%',
            minWidth: 0,
            [`& .${NEGATIVE_MONEY_CLASS}`]: { color: 'error.main' },
            [`& .${gridClasses.columnHeaderTitle}`]: { whiteSpace: 'normal', lineHeight: 1.25 },
            // A long value (a school's name, a changed value, an email) takes two lines, then ends in "…".
            [`& .${gridClasses.cell}`]: { display: 'flex', alignItems: 'center' },
            [`& .${gridClasses['cell--textRight']}`]: { justifyContent: 'flex-end' },
            [`& .${CELL_TEXT_CLASS}`]: {
              display: '-webkit-box',
              WebkitBoxOrient: 'vertical',
              WebkitLineClamp: 2,
              overflow: 'hidden',
              whiteSpace: 'normal',
              overflowWrap: 'anywhere',
              lineHeight: 1.25,
            },
          }}
        >
          <DataGrid<ReportRow>
            label={label}
            rows={shownRows}
            columns={columns}
            getRowId={rowId}
            rowCount={errorMessage ? 0 : total}
            loading={loading}
            paginationMode="server"
            sortingMode="server"
            filterMode="server"
            paginationModel={paginationModel}
            onPaginationModelChange={(model) => {
              const change = paginationChange(model, address);
              if (change) onChange(change);
            }}
            pageSizeOptions={[...GRID_PAGE_SIZE_OPTIONS]}
            sortModel={sortModel}
            sortingOrder={['asc', 'desc']}
            onSortModelChange={(model) => {
              const change = sortChange(model, address);
              if (change) onChange(change);
            }}
            filterModel={filterModel}
            onFilterModelChange={(model) => {
              const change = searchChange(model, address);
              if (change) onChange(change);
            }}
            disableColumnFilter
            initialState={initialState}
            rowSelection={false}
            showToolbar
            autoHeight
            slots={{ toolbar: ReportGridToolbar, noRowsOverlay: GridPageNoRowsOverlay }}
            slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
          />
        </Box>
      </ReportToolbarContext.Provider>
    </GridPageContext.Provider>
  );
}
