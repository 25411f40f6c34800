import { createRowSelectionManager, type GridRowId, type GridRowSelectionModel } from '@mui/x-data-grid';

/** The empty selection. */
export const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

/**
 * The rows the selection model picks, in row order. An 'exclude' model (the header checkbox chose every
 * row) picks all rows but the ones it names; rows no longer listed (deleted, reloaded away) drop out.
 */
export function pickSelectedRows<R>(
  rows: readonly R[],
  model: GridRowSelectionModel,
  rowId: (row: R) => GridRowId,
): R[] {
  const selection = createRowSelectionManager(model);
  return rows.filter((row) => selection.has(rowId(row)));
}
