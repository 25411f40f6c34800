import { API_MESSAGES } from '@exchange/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api';
import { type RowEditConfig, RowEditStore } from './row-edit';

const notistack = vi.hoisted(() => ({ enqueueSnackbar: vi.fn(), closeSnackbar: vi.fn() }));
vi.mock('../../lib/toasts', () => notistack);

interface Row {
  id: number;
  status: number;
  closed?: boolean;
}

const LIST = ['things', 'list'] as const;
const REASON_NEEDED = 9;

/** A grid whose draft is a status; status 9 asks the dialog for a reason first. */
function setup(send: RowEditConfig<Row, number, number, string>['send']) {
  const queryClient = { invalidateQueries: vi.fn(async () => {}) };
  const refresh = vi.fn(async () => {});
  const config: RowEditConfig<Row, number, number, string> = {
    form: 'things',
    rowId: (row) => row.id,
    startDraft: (row) => row.status,
    decideSave: (row, drafts) => {
      const next = drafts.get(row.id) ?? row.status;
      if (next === row.status) return { kind: 'message', severity: 'info', message: 'Nothing changed.' };
      return next === REASON_NEEDED ? { kind: 'dialog', save: next } : { kind: 'save', save: next };
    },
    send,
    messages: { rowSaved: 'Saved.', dialogSaved: 'Save complete.', failed: 'Save failed.' },
    refresh,
    reloadOnConflict: [LIST],
    movedMessage: (saved) => (saved.closed ? 'It moved to Closed.' : null),
  };
  const store = new RowEditStore(config, { queryClient });
  return { store, queryClient, refresh };
}

const toasts = () =>
  notistack.enqueueSnackbar.mock.calls.map(([message, options]) => [message, options.variant]);
const ROW: Row = { id: 4, status: 1 };

beforeEach(() => {
  notistack.enqueueSnackbar.mockReset().mockReturnValue(1);
  notistack.closeSnackbar.mockReset();
});

describe('RowEditStore', () => {
  it('puts a row in edit at its saved value, focuses it once, and Cancel leaves edit mode', () => {
    const { store } = setup(vi.fn());
    store.startEdit(ROW);
    expect(store.getState().drafts.get(4)).toBe(1);
    expect(store.getState().focusRowId).toBe(4);
    store.focusTaken();
    expect(store.getState().focusRowId).toBeNull();
    store.change(ROW, 2);
    store.cancel(ROW);
    expect(store.getState().drafts.has(4)).toBe(false);
  });

  it('saves at once, refreshes the grid before the row leaves edit mode, and says where a row went', async () => {
    const send = vi.fn(async () => ({ id: 4, status: 2, closed: true }));
    const { store, refresh } = setup(send);
    refresh.mockImplementation(async () => {
      // The row is still in edit while the grid refreshes, so it never flashes back to the old value.
      expect(store.getState().drafts.get(4)).toBe(2);
    });
    store.change(ROW, 2);
    const saving = store.save(ROW);
    expect(store.getState().savingRowId).toBe(4);
    await saving;
    expect(send).toHaveBeenCalledWith(ROW, 2, null);
    expect(refresh).toHaveBeenCalled();
    expect(store.getState()).toMatchObject({ savingRowId: null, drafts: new Map() });
    expect(toasts()).toEqual([['Saved. It moved to Closed.', 'success']]);
  });

  it("answers Save on an unchanged row with the feature's message and sends nothing", async () => {
    const send = vi.fn();
    const { store } = setup(send);
    store.startEdit(ROW);
    await store.save(ROW);
    expect(send).not.toHaveBeenCalled();
    expect(toasts()).toEqual([['Nothing changed.', 'info']]);
    expect(store.getState().drafts.get(4)).toBe(1);
  });

  it('restores the saved value when a row save fails', async () => {
    const { store, queryClient } = setup(
      vi.fn(async () => Promise.reject(new ApiRequestError(400, 'Refused.'))),
    );
    store.change(ROW, 2);
    await store.save(ROW);
    expect(store.getState()).toMatchObject({ savingRowId: null, drafts: new Map() });
    expect(toasts()).toEqual([['Refused.', 'error']]);
    expect(queryClient.invalidateQueries).not.toHaveBeenCalled();
  });

  it('reloads the grid when someone else saved the row first (409)', async () => {
    const { store, queryClient } = setup(
      vi.fn(async () => Promise.reject(new ApiRequestError(409, API_MESSAGES.conflict))),
    );
    store.change(ROW, 2);
    await store.save(ROW);
    expect(queryClient.invalidateQueries).toHaveBeenCalledWith({ queryKey: LIST });
    expect(store.getState().drafts.has(4)).toBe(false);
  });

  it('restores the saved value when the dialog is cancelled, and sends nothing', () => {
    const send = vi.fn();
    const { store } = setup(send);
    store.change(ROW, REASON_NEEDED);
    void store.save(ROW);
    expect(store.getState().dialog).toEqual({ row: ROW, save: REASON_NEEDED, open: true });
    store.cancelDialog();
    expect(store.getState().dialog).toMatchObject({ open: false });
    expect(store.getState().drafts.has(4)).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });

  it('saves through the dialog with what it collected, then closes it', async () => {
    const send = vi.fn(async () => ({ id: 4, status: REASON_NEEDED }));
    const { store } = setup(send);
    store.change(ROW, REASON_NEEDED);
    await store.save(ROW);
    await store.confirmDialog('A good reason');
    expect(send).toHaveBeenCalledWith(ROW, REASON_NEEDED, 'A good reason');
    expect(store.getState()).toMatchObject({ dialog: { open: false }, drafts: new Map() });
    expect(toasts()).toEqual([['Save complete.', 'success']]);
  });

  it('keeps the dialog open on a refusal the user can answer; a newer version closes it', async () => {
    const send = vi.fn(async (): Promise<Row> => Promise.reject(new ApiRequestError(400, 'Too short.')));
    const { store } = setup(send);
    store.change(ROW, REASON_NEEDED);
    await store.save(ROW);
    await store.confirmDialog('short');
    expect(store.getState()).toMatchObject({ dialog: { open: true }, savingRowId: null });
    expect(store.getState().drafts.get(4)).toBe(REASON_NEEDED);
    send.mockImplementation(async () => Promise.reject(new ApiRequestError(409, API_MESSAGES.conflict)));
    await store.confirmDialog('A good reason');
    expect(store.getState().dialog).toMatchObject({ open: false });
    expect(store.getState().drafts.has(4)).toBe(false);
  });

  it("gives the focus back to the row's actions whenever the row leaves edit mode, and only then", async () => {
    const send = vi.fn(async () => ({ id: 4, status: 2 }));
    const { store } = setup(send);
    const focusBack = () => store.getState().focusActionsRowId;
    // Save from the row.
    store.startEdit(ROW);
    expect(focusBack()).toBeNull();
    store.change(ROW, 2);
    await store.save(ROW);
    expect(focusBack()).toBe(4);
    store.actionsFocusTaken();
    expect(focusBack()).toBeNull();
    // Cancel.
    store.startEdit(ROW);
    store.cancel(ROW);
    expect(focusBack()).toBe(4);
    // The dialog: not while it is open (it holds the focus), then on its Cancel and on its save.
    store.startEdit(ROW);
    store.change(ROW, REASON_NEEDED);
    await store.save(ROW);
    expect(focusBack()).toBeNull();
    store.cancelDialog();
    expect(focusBack()).toBe(4);
    store.startEdit(ROW);
    store.change(ROW, REASON_NEEDED);
    await store.save(ROW);
    await store.confirmDialog('A good reason');
    expect(focusBack()).toBe(4);
    // A refusal the dialog shows keeps the focus in the dialog.
    store.actionsFocusTaken();
    send.mockImplementation(async () => Promise.reject(new ApiRequestError(400, 'Too short.')));
    store.startEdit(ROW);
    store.change(ROW, REASON_NEEDED);
    await store.save(ROW);
    await store.confirmDialog('short');
    expect(focusBack()).toBeNull();
  });
});
