import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { showFormToast } from '../../lib/form-toasts';
import { isStaleRecord, reportSaveFailure } from '../../lib/use-save-mutation';

/** The rows in edit mode, by row id, with what was picked in them so far. */
export type RowDrafts<D> = ReadonlyMap<number, D>;

/** What pressing Save on a row does; the feature decides it from its rules and the row's draft. */
export type RowSaveDecision<S> =
  | { kind: 'none' }
  | { kind: 'message'; severity: 'info' | 'error'; message: string }
  | { kind: 'dialog'; save: S }
  | { kind: 'save'; save: S };

/**
 * What an editable grid brings to the row edit: what a draft holds (`D`), what a save sends (`S`), what
 * its status dialog adds (`I`), the save call, its texts and what to refresh.
 */
export interface RowEditConfig<R, D, S, I> {
  /** The toast slot (lib/form-toasts): each new result of the grid replaces the last. */
  form: string;
  rowId(row: R): number;
  /** The draft of a row entering edit mode: its saved values. */
  startDraft(row: R): D;
  /** Save on a row: a message, the status dialog first, or a save at once. */
  decideSave(row: R, drafts: RowDrafts<D>): RowSaveDecision<S>;
  /** Sends the change (`input`: what the dialog collected, null for a save from the row). */
  send(row: R, save: S, input: I | null): Promise<R>;
  /** The success toasts of a row's Save and of the dialog's Confirm, and the failure's fallback text. */
  messages: { rowSaved: string; dialogSaved: string; failed: string };
  /** Refreshes the grid (and what else shows the row) after a save, before the row leaves edit mode. */
  refresh(saved: R): Promise<unknown>;
  /** Reloaded when someone else saved the row first (409). */
  reloadOnConflict: readonly QueryKey[];
  /** Where a saved row went when it left this list, said after the success text; null when it stayed. */
  movedMessage?(saved: R): string | null;
}

/** The status dialog of one row's save; `open` false while it fades out with its content kept. */
export interface RowEditDialog<R, S> {
  row: R;
  save: S;
  open: boolean;
}

/** Everything the grid shows of its row edits. */
export interface RowEditState<R, D, S> {
  drafts: RowDrafts<D>;
  /** The row whose change is being saved, if any. */
  savingRowId: number | null;
  /** Whether the save under way came from the dialog (its buttons wait). */
  savingFromDialog: boolean;
  /** The row whose first control takes the focus once it is in edit mode (after Edit), if any. */
  focusRowId: number | null;
  /**
   * The row whose actions take the focus back once it has left edit mode (after Save, Cancel or the
   * dialog): its Save and Cancel, which had it, are gone, and the focus would fall to the page.
   */
  focusActionsRowId: number | null;
  dialog: RowEditDialog<R, S> | null;
}

/** What the store needs from the app; tests pass their own query client. */
export interface RowEditDeps {
  queryClient: Pick<QueryClient, 'invalidateQueries'>;
}

function without<D>(drafts: RowDrafts<D>, id: number): RowDrafts<D> {
  if (!drafts.has(id)) return drafts;
  const next = new Map(drafts);
  next.delete(id);
  return next;
}

function withDraft<D>(drafts: RowDrafts<D>, id: number, draft: D): RowDrafts<D> {
  const next = new Map(drafts);
  next.set(id, draft);
  return next;
}

/**
 * The row edits of one editable grid, outside React so the rules are plain to test (use-row-edit.ts
 * binds it to a screen). The one behaviour of every grid: a save refreshes the grid before the row
 * leaves edit mode, so it never flashes back; Cancel, the dialog's Cancel and a failed save all leave
 * edit mode with the saved value shown; someone else's save (409) also reloads the grid.
 */
export class RowEditStore<R, D, S, I> {
  private state: RowEditState<R, D, S> = {
    drafts: new Map(),
    savingRowId: null,
    savingFromDialog: false,
    focusRowId: null,
    focusActionsRowId: null,
    dialog: null,
  };
  private readonly listeners = new Set<() => void>();

  constructor(
    private config: RowEditConfig<R, D, S, I>,
    private readonly deps: RowEditDeps,
  ) {}

  /** Takes the screen's latest config (its closures see the current school and filters). */
  configure(config: RowEditConfig<R, D, S, I>): void {
    this.config = config;
  }

  /** The current state; a new object after every change. */
  getState = (): RowEditState<R, D, S> => this.state;

  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(change: Partial<RowEditState<R, D, S>>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }

  /** Edit: the row enters edit mode at its saved values and its first control takes the focus. */
  startEdit = (row: R): void => {
    const id = this.config.rowId(row);
    if (this.state.drafts.has(id)) return;
    this.set({
      drafts: withDraft(this.state.drafts, id, this.config.startDraft(row)),
      focusRowId: id,
      focusActionsRowId: null,
    });
  };

  /** The focus went to the row's control: later renders leave the focus where the user puts it. */
  focusTaken = (): void => {
    if (this.state.focusRowId !== null) this.set({ focusRowId: null });
  };

  /** The focus went back to the row's actions (its Edit). */
  actionsFocusTaken = (): void => {
    if (this.state.focusActionsRowId !== null) this.set({ focusActionsRowId: null });
  };

  /** A control of the row changed: its draft is now `draft` (the row is in edit mode from here). */
  change = (row: R, draft: D): void => {
    this.set({ drafts: withDraft(this.state.drafts, this.config.rowId(row), draft) });
  };

  /** Cancel: the row leaves edit mode and shows its saved value. */
  cancel = (row: R): void => {
    const id = this.config.rowId(row);
    this.set({ drafts: without(this.state.drafts, id), focusActionsRowId: id });
  };

  /** Save on the row: the feature's decision, then a message, the dialog or the save. */
  save = (row: R): Promise<void> => {
    const decision = this.config.decideSave(row, this.state.drafts);
    if (decision.kind === 'message') showFormToast(this.config.form, decision.message, decision.severity);
    else if (decision.kind === 'dialog') this.set({ dialog: { row, save: decision.save, open: true } });
    else if (decision.kind === 'save') return this.run(row, decision.save, null);
    return Promise.resolve();
  };

  /** The dialog's Confirm with what it collected. */
  confirmDialog = (input: I): Promise<void> => {
    const dialog = this.state.dialog;
    if (!dialog?.open) return Promise.resolve();
    return this.run(dialog.row, dialog.save, input);
  };

  /** The dialog's Cancel (or Escape): the row leaves edit mode with its saved value, as Cancel does. */
  cancelDialog = (): void => {
    const dialog = this.state.dialog;
    if (!dialog?.open || this.state.savingRowId !== null) return;
    const id = this.config.rowId(dialog.row);
    this.set({
      dialog: { ...dialog, open: false },
      drafts: without(this.state.drafts, id),
      focusActionsRowId: id,
    });
  };

  private closeDialog(): RowEditDialog<R, S> | null {
    const dialog = this.state.dialog;
    return dialog ? { ...dialog, open: false } : null;
  }

  private async run(row: R, save: S, input: I | null): Promise<void> {
    if (this.state.savingRowId !== null) return;
    const id = this.config.rowId(row);
    const fromDialog = input !== null;
    this.set({ savingRowId: id, savingFromDialog: fromDialog });
    const config = this.config;
    try {
      const saved = await config.send(row, save, input);
      const text = fromDialog ? config.messages.dialogSaved : config.messages.rowSaved;
      const moved = config.movedMessage?.(saved);
      showFormToast(config.form, moved ? `${text} ${moved}` : text, 'success');
      await config.refresh(saved);
      this.set({
        drafts: without(this.state.drafts, id),
        savingRowId: null,
        dialog: fromDialog ? this.closeDialog() : this.state.dialog,
        focusActionsRowId: id,
      });
    } catch (error) {
      await reportSaveFailure(
        error,
        undefined,
        { form: config.form, failure: config.messages.failed, reloadOnConflict: config.reloadOnConflict },
        this.deps.queryClient,
      );
      // The dialog stays open for a refusal the user can answer (or cancel); a row's failed save, and a
      // newer version of the row (reloaded above), leave edit mode with the saved value shown.
      const leave = !fromDialog || isStaleRecord(error);
      this.set({
        drafts: leave ? without(this.state.drafts, id) : this.state.drafts,
        savingRowId: null,
        dialog: fromDialog && leave ? this.closeDialog() : this.state.dialog,
        // A row's failed save leaves edit mode (Save is gone); in the dialog the focus stays there.
        focusActionsRowId: leave ? id : this.state.focusActionsRowId,
      });
    }
  }
}
