import Stack from '@mui/material/Stack';
import type { GridColDef, GridRenderCellParams, GridValidRowModel } from '@mui/x-data-grid';
import { useEffect, useRef } from 'react';
import type { RowAction } from './grid-actions';
import { useOptionalRowEditContext } from './use-row-edit';

/** The field name of the actions column; no row type has it. */
export const ROW_ACTIONS_FIELD = '__rowActions';

interface CellProps<R extends GridValidRowModel> {
  actions: readonly RowAction<R>[];
  params: GridRenderCellParams<R>;
}

/** The cell's first control that can take the focus now. */
function firstControl(cell: HTMLElement | null): HTMLElement | null {
  return cell?.querySelector<HTMLElement>('button:not(:disabled), a[href], input:not(:disabled)') ?? null;
}

function RowActionsCell<R extends GridValidRowModel>({ actions, params }: CellProps<R>) {
  const ref = useRef<HTMLDivElement>(null);
  const rowEdit = useOptionalRowEditContext();
  // The grid moves focus from cell to cell; arriving on this cell passes it on to the first action,
  // so Enter or Space works it without a mouse.
  useEffect(() => {
    if (params.hasFocus) firstControl(ref.current)?.focus();
  }, [params.hasFocus]);
  // The row left edit mode (Save, Cancel, its dialog): Save and Cancel, which had the focus, are gone,
  // so it comes back to the row's Edit instead of falling to the page (issue 32, WCAG 2.4.3).
  const returnHere = rowEdit !== null && String(rowEdit.focusActionsRowId) === String(params.id);
  useEffect(() => {
    if (!returnHere) return;
    firstControl(ref.current)?.focus();
    rowEdit?.actionsFocusTaken();
  }, [returnHere, rowEdit]);
  return (
    <Stack ref={ref} direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
      {actions.map((Action, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a grid's action list is fixed, so its position names an action.
        <Action key={index} row={params.row} tabIndex={params.tabIndex} />
      ))}
    </Stack>
  );
}

/**
 * The column that renders each row's action components. It is neither sorted, filtered, hidden nor
 * exported: it holds controls, not data. Its type is the grid's 'actions', so the cell itself is no
 * Tab stop (only its controls are: an empty stop before Save was one too many) and a click on it
 * selects no row.
 */
export function buildRowActionsColumn<R extends GridValidRowModel>(
  actions: readonly RowAction<R>[],
  headerName = 'Actions',
  width = 56 * Math.max(actions.length, 1) + 24,
): GridColDef<R> {
  return {
    field: ROW_ACTIONS_FIELD,
    type: 'actions',
    // The controls are this column's own components (renderCell), not the grid's action items.
    getActions: () => [],
    headerName,
    width,
    align: 'left',
    headerAlign: 'left',
    sortable: false,
    filterable: false,
    hideable: false,
    disableColumnMenu: true,
    disableExport: true,
    renderCell: (params) => <RowActionsCell actions={actions} params={params} />,
  };
}
