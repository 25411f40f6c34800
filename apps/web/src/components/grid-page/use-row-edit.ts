import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { type RowDrafts, type RowEditConfig, type RowEditState, RowEditStore } from './row-edit';

/** What the status dialog of an editable grid is given: the row and save it is about, and its buttons. */
export interface RowEditDialogProps<R, S, I> {
  open: boolean;
  /** The row whose save asked for the dialog (kept while the dialog fades). */
  row: R | null;
  save: S | null;
  /** The change is being saved: the buttons wait. */
  busy: boolean;
  onCancel(): void;
  onConfirm(input: I): void;
}

/** What an editable grid's cells and row actions read of its row edits (through RowEditContext). */
export interface RowEditValue<R, D> {
  /** The user may change rows on this grid (not read-only, not a closed list). */
  editable: boolean;
  drafts: RowDrafts<D>;
  savingRowId: number | null;
  focusRowId: number | null;
  focusTaken(): void;
  /** The row whose actions take the focus back after it left edit mode (row-actions-column.tsx). */
  focusActionsRowId: number | null;
  actionsFocusTaken(): void;
  startEdit(row: R): void;
  change(row: R, draft: D): void;
  save(row: R): void;
  cancel(row: R): void;
}

/** The row edit of the grid a cell is in (one editable grid per screen). */
// biome-ignore lint/suspicious/noExplicitAny: each grid reads it back with its own row and draft types.
export const RowEditContext = createContext<RowEditValue<any, any> | null>(null);

/** The row edits of the grid a cell is in, or null in a grid without row edits. */
export function useOptionalRowEditContext(): RowEditValue<unknown, unknown> | null {
  return useContext(RowEditContext);
}

/** The row edits of the grid this cell or action belongs to. */
export function useRowEditContext<R, D>(): RowEditValue<R, D> {
  const value = useContext(RowEditContext);
  if (!value) throw new Error('A row-edit control is rendered outside its editable grid.');
  return value as RowEditValue<R, D>;
}

/** What the cells read of a store's state (exported so a test renders a cell without the hook). */
export function toRowEditValue<R, D, S, I>(
  store: RowEditStore<R, D, S, I>,
  state: RowEditState<R, D, S>,
  editable: boolean,
): RowEditValue<R, D> {
  return {
    editable,
    drafts: state.drafts,
    savingRowId: state.savingRowId,
    focusRowId: state.focusRowId,
    focusTaken: store.focusTaken,
    focusActionsRowId: state.focusActionsRowId,
    actionsFocusTaken: store.actionsFocusTaken,
    startEdit: store.startEdit,
    change: store.change,
    save: (row) => void store.save(row),
    cancel: store.cancel,
  };
}

/**
 * One editable grid's row edits (docs/architecture.md "The machinery: Row edit"): the rows in
 * edit mode and their drafts, focus after Edit, Save (at once or through the status dialog) and Cancel;
 * the feature's rules, save call and texts come in `config` (row-edit.ts has the behaviour). A config's
 * `refresh` puts the answered row into the cached lists (`putSavedRow`, lib/saved-row-cache.ts) rather than
 * fetching the grid's family again.
 */
export function useRowEdit<R, D, S, I>(config: RowEditConfig<R, D, S, I>, editable: boolean) {
  const queryClient = useQueryClient();
  const [store] = useState(() => new RowEditStore(config, { queryClient }));
  // The latest closures (school, filters) for the next event; events come after the commit.
  useLayoutEffect(() => store.configure(config));
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const value = toRowEditValue(store, state, editable);
  const dialogProps: RowEditDialogProps<R, S, I> = {
    open: state.dialog?.open ?? false,
    row: state.dialog?.row ?? null,
    save: state.dialog?.save ?? null,
    busy: state.savingFromDialog && state.savingRowId !== null,
    onCancel: store.cancelDialog,
    onConfirm: (input) => void store.confirmDialog(input),
  };
  return { value, dialogProps };
}
