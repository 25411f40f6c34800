import Stack from '@mui/material/Stack';
import type { GridColDef, GridRenderCellParams, GridValidRowModel } from '@mui/x-data-grid';
import { useEffect, useRef } from 'react';
import type { RowAction } from './grid-actions';

/** The field name of the actions column; no row type has it. */
export const ROW_ACTIONS_FIELD = '__rowActions';

interface CellProps<R extends GridValidRowModel> {
  actions: readonly RowAction<R>[];
  params: GridRenderCellParams<R>;
}

function RowActionsCell<R extends GridValidRowModel>({ actions, params }: CellProps<R>) {
  const ref = useRef<HTMLDivElement>(null);
  // The grid moves focus from cell to cell; arriving on this cell passes it on to the first action,
  // so Enter or Space works it without a mouse.
  useEffect(() => {
    if (params.hasFocus) ref.current?.querySelector<HTMLElement>('button, a[href], input')?.focus();
  }, [params.hasFocus]);
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
 * exported: it holds controls, not data.
 */
export function buildRowActionsColumn<R extends GridValidRowModel>(
  actions: readonly RowAction<R>[],
  headerName = 'Actions',
  width = 56 * Math.max(actions.length, 1) + 24,
): GridColDef<R> {
  return {
    field: ROW_ACTIONS_FIELD,
    headerName,
    width,
    sortable: false,
    filterable: false,
    hideable: false,
    disableColumnMenu: true,
    disableExport: true,
    renderCell: (params) => <RowActionsCell actions={actions} params={params} />,
  };
}
