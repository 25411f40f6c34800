import type { ReactNode } from 'react';

/** What a bulk action is given: the rows selected in the grid (none, one or many). */
export interface BulkActionProps<R> {
  rows: readonly R[];
  /** Empties the selection, e.g. after the selected rows were deleted. */
  clearSelection(): void;
}

/**
 * A control above the grid acting on the selected rows (Update User, Delete User, Set Status...): a
 * function component, so one written for a wider row type serves a grid of a narrower one.
 */
export type BulkAction<R> = (props: BulkActionProps<R>) => ReactNode;

/** What a row action is given: its row, and the tab index the grid's keyboard navigation allows. */
export interface RowActionProps<R> {
  row: R;
  /** 0 while the actions cell has focus, else -1: a grid is one tab stop, its cells move by arrow keys. */
  tabIndex: 0 | -1;
}

/** A control in a row's actions cell (Open, Download...). */
export type RowAction<R> = (props: RowActionProps<R>) => ReactNode;
