import { APPLICATION_STATUS, IMPORT_STATUS } from '@exchange/domain';
import { QueryClient } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RowEditStore } from '../../../components/grid-page/row-edit';
import { RowEditContext, toRowEditValue } from '../../../components/grid-page/use-row-edit';
import { ApiRequestError } from '../../../lib/api';
import { importRowFixture, ON_CAMPUS } from '../../../test/import-application-fixture';
import { ImportStatusCell } from './import-list-cells';
import { importRowEditConfig } from './import-row-edit';

const notistack = vi.hoisted(() => ({ enqueueSnackbar: vi.fn(), closeSnackbar: vi.fn() }));
vi.mock('../../../lib/toasts', () => notistack);
const api = vi.hoisted(() => ({ updateImportStatus: vi.fn() }));
vi.mock('../api/imports-api', async (original) => ({ ...(await original()), ...api }));

const I = IMPORT_STATUS;
// Enrolled On Campus; Withdrawn asks the Update Import Status dialog for a date first.
const ROW = importRowFixture({ statusOptions: [I.ENROLLED, I.WITHDRAWN, I.LEAVE_OF_ABSENCE] });

/** The open import list's row edit, as its page builds it. */
function importGrid(kind: typeof APPLICATION_STATUS.OPEN | typeof APPLICATION_STATUS.TRANSFER) {
  const queryClient = new QueryClient();
  return new RowEditStore(importRowEditConfig(kind, queryClient), { queryClient });
}

/** The Import Status cell as the grid renders it with the store's state. */
function renderCell(store: ReturnType<typeof importGrid>): string {
  return renderToStaticMarkup(
    <RowEditContext.Provider value={toRowEditValue(store, store.getState(), true)}>
      <ImportStatusCell row={ROW} hasFocus={false} tabIndex={-1} />
    </RowEditContext.Provider>,
  );
}

beforeEach(() => {
  notistack.enqueueSnackbar.mockReset().mockReturnValue(1);
  api.updateImportStatus.mockReset();
});

describe('the import list row edit', () => {
  it.each([APPLICATION_STATUS.OPEN, APPLICATION_STATUS.TRANSFER])(
    'leaves edit mode with the saved status when the Update Import Status dialog is cancelled (%s list)',
    (kind) => {
      const store = importGrid(kind);
      store.startEdit(ROW);
      store.change(ROW, { importStatus: I.WITHDRAWN, participationTypeId: ON_CAMPUS });
      expect(renderCell(store)).toContain('<select');
      void store.save(ROW);
      expect(store.getState().dialog).toMatchObject({ open: true, save: { importStatus: I.WITHDRAWN } });
      store.cancelDialog();
      const html = renderCell(store);
      expect(html).not.toContain('<select');
      expect(html).toContain('>Enrolled<');
      expect(api.updateImportStatus).not.toHaveBeenCalled();
    },
  );

  it('leaves edit mode with the saved status when the row save fails', async () => {
    api.updateImportStatus.mockRejectedValue(new ApiRequestError(400, 'Refused.'));
    const store = importGrid(APPLICATION_STATUS.OPEN);
    const approved = {
      ...ROW,
      importStatus: I.UNDER_REVIEW,
      statusOptions: [I.UNDER_REVIEW, I.IMPORT_APPROVED],
    };
    store.startEdit(approved);
    store.change(approved, { importStatus: I.IMPORT_APPROVED, participationTypeId: ON_CAMPUS });
    await store.save(approved);
    expect(api.updateImportStatus).toHaveBeenCalled();
    expect(store.getState().drafts.has(ROW.applicationId)).toBe(false);
    expect(notistack.enqueueSnackbar).toHaveBeenCalledWith('Refused.', { variant: 'error' });
  });
});
