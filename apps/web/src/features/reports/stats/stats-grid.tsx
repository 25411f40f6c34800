import { GRID_PAGE_SIZE, GRID_PAGE_SIZE_OPTIONS, type ReportColumn, type ReportRow } from '@exchange/domain';
import Box from '@mui/material/Box';
import { DataGrid, type GridInitialState, gridClasses } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { GridLoadFailure } from '../../../components/grid-page/grid-load-failure';
import { GridPageContext, type GridPageSettings } from '../../../components/grid-page/grid-page-context';
import { GridPageNoRowsOverlay } from '../../../components/grid-page/grid-page-overlay';
import { buildReportColumns } from '../report-columns';
import { ReportGridToolbar, ReportToolbarContext, type ReportToolbarSettings } from '../report-grid-toolbar';

interface StatsGridProps {
  label: string;
  columns: readonly ReportColumn[];
  /** undefined before the first answer. */
  rows: readonly ReportRow[] | undefined;
  loading: boolean;
  errorMessage: string | null;
  onRetry(): void;
  emptyMessage: string;
  fileName: string;
  toolbar: ReportToolbarSettings;
}

const NO_ROWS: readonly ReportRow[] = [];
const rowId = (row: ReportRow) => row.id;
/**
 * The columns' room: most school names and "Import Schools Applied" whole, and the counts narrow enough
 * that a school's Export Stats row fits a laptop screen beside the drawer (status names wrap).
 */
const TEXT_MIN_WIDTHS: Readonly<Record<string, number>> = { schoolName: 200, measure: 170 };
const COUNT_WIDTH = 88;
const INITIAL_STATE: GridInitialState = {
  pagination: { paginationModel: { pageSize: GRID_PAGE_SIZE, page: 0 } },
};

/**
 * The statistics table (issue 23: statuses as columns, a row per measure and per school, Total): every
 * row is in the browser (one school has one or two rows, All Schools two per school), so the grid pages
 * (50, 10/25/50), sorts and searches by itself; the toolbar's CSV and Excel come from the server, cell
 * for cell the same table. The rows stay in the answer's order (All Schools first) until a sort.
 */
export function StatsGrid({
  label,
  columns,
  rows,
  loading,
  errorMessage,
  onRetry,
  emptyMessage,
  fileName,
  toolbar,
}: StatsGridProps) {
  const gridColumns = useMemo(
    () =>
      buildReportColumns(columns).map((c) => {
        const textWidth = TEXT_MIN_WIDTHS[c.field];
        if (textWidth) return { ...c, minWidth: textWidth };
        return c.type === 'number' ? { ...c, width: COUNT_WIDTH, minWidth: COUNT_WIDTH } : c;
      }),
    [columns],
  );
  const settings = useMemo<GridPageSettings>(
    () => ({ exportFileName: fileName, emptyMessage, errorMessage }),
    [fileName, emptyMessage, errorMessage],
  );
  return (
    <GridPageContext.Provider value={settings}>
      <ReportToolbarContext.Provider value={toolbar}>
        <GridLoadFailure message={errorMessage} onRetry={onRetry} />
        <Box
          sx={{
            width: '100%',
            minWidth: 0,
            [`& .${gridClasses.columnHeaderTitle}`]: { whiteSpace: 'normal', lineHeight: 1.25 },
          }}
        >
          <DataGrid<ReportRow>
            label={label}
            rows={errorMessage ? NO_ROWS : (rows ?? NO_ROWS)}
            columns={gridColumns}
            getRowId={rowId}
            loading={loading}
            pageSizeOptions={[...GRID_PAGE_SIZE_OPTIONS]}
            initialState={INITIAL_STATE}
            sortingOrder={['desc', 'asc', null]}
            disableColumnFilter
            rowSelection={false}
            columnHeaderHeight={72}
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
