import { REPORT_MESSAGES } from '@exchange/domain';
import GridOn from '@mui/icons-material/GridOn';
import {
  GRID_CHECKBOX_SELECTION_FIELD,
  type GridApi,
  type GridRowId,
  gridFilteredSortedRowIdsSelector,
  gridRowSelectionCountSelector,
  gridRowSelectionIdsSelector,
  gridVisibleColumnDefinitionsSelector,
  ToolbarButton,
  useGridApiContext,
  useGridRootProps,
} from '@mui/x-data-grid';
import type { RefObject } from 'react';
import { useState } from 'react';
import { showErrorToast } from '../../lib/error-toast';
import { useProgramTimeZone } from '../../lib/program-name';
import { downloadExcel, type ExcelSheet, gridExportSheet } from './excel-export';

export const EXCEL_EXPORT_LABEL = 'Download as Excel';

/**
 * The rows a download holds, as the grid's CSV export picks them: the filtered rows in their sort
 * order, or only the selected ones when some are selected.
 */
function rowsToExport(apiRef: RefObject<GridApi>): GridRowId[] {
  const rows = gridFilteredSortedRowIdsSelector(apiRef);
  if (gridRowSelectionCountSelector(apiRef) === 0) return rows;
  const selected = gridRowSelectionIdsSelector(apiRef);
  return rows.filter((id) => selected.has(id));
}

/** The sheet of the grid as it stands: its visible data columns and the values its cells show. */
export function currentGridSheet(apiRef: RefObject<GridApi>, name: string, timeZone?: string): ExcelSheet {
  const columns = gridVisibleColumnDefinitionsSelector(apiRef).filter(
    (c) => c.field !== GRID_CHECKBOX_SELECTION_FIELD,
  );
  return gridExportSheet(name, {
    columns,
    widths: Object.fromEntries(columns.map((c) => [c.field, c.computedWidth])),
    rowIds: rowsToExport(apiRef),
    formattedValue: (id, field) => apiRef.current.getCellParams(id, field).formattedValue,
    value: (id, field) => apiRef.current.getCellParams(id, field).value,
    timeZone,
  });
}

/**
 * The toolbar's Excel download: the rows and columns the CSV download holds, as an .xlsx built in the
 * browser (exceljs is loaded on the first click), with a bold frozen header.
 */
export function ExportExcelButton({ fileName }: { fileName: string }) {
  const apiRef = useGridApiContext();
  const rootProps = useGridRootProps();
  const { slots } = rootProps;
  const timeZone = useProgramTimeZone();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    // A second click while the file is being made would make it twice (the button stays enabled: a
    // disabled control inside a tooltip loses its tooltip and its focus).
    if (busy) return;
    setBusy(true);
    try {
      await downloadExcel(currentGridSheet(apiRef, rootProps.label || fileName, timeZone), fileName);
    } catch (error) {
      showErrorToast('download: excel', error, REPORT_MESSAGES.downloadFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <slots.baseTooltip title={EXCEL_EXPORT_LABEL}>
      <ToolbarButton aria-label={EXCEL_EXPORT_LABEL} aria-busy={busy} onClick={download}>
        <GridOn fontSize="small" />
      </ToolbarButton>
    </slots.baseTooltip>
  );
}
