import { APPLICATION_STATUS, EXPORT_STATUS, type ExportListRow } from '@exchange/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RowEditStore } from '../../../components/grid-page/row-edit';
import { RowEditContext, toRowEditValue } from '../../../components/grid-page/use-row-edit';
import { ApiRequestError } from '../../../lib/api';
import { exportRowEditConfig } from './export-row-edit';
import { ExportStatusCell } from './export-status-cell';

const notistack = vi.hoisted(() => ({ enqueueSnackbar: vi.fn(), closeSnackbar: vi.fn() }));
vi.mock('../../../lib/toasts', () => notistack);
const api = vi.hoisted(() => ({ updateExportStatus: vi.fn() }));
vi.mock('../api/exports-api', async (original) => ({ ...(await original()), ...api }));

const E = EXPORT_STATUS;

const ROW: ExportListRow = {
  id: 31,
  studentId: 5,
  aidyear: 9,
  aidyearName: '2026-2027',
  applicationStatus: APPLICATION_STATUS.OPEN,
  creationDate: '2026-03-01',
  studentFirstName: 'Sam',
  studentLastName: 'Reed',
  employeeFirstName: 'Ann',
  employeeLastName: 'Reed',
  employeeId: null,
  employeeYearOfService: 4,
  exportSchoolStatus: E.AWAITING_DECISION,
  exportSchoolStatusName: 'Awaiting Decision',
  exportStatusDate: '2026-03-01',
  exportStatusReasonOther: null,
  noLongerEligibleDate: null,
  modifiedBy: null,
  modifiedByFirstName: null,
  modifiedByLastName: null,
  importSchoolCount: 1,
  importSchoolApproved: false,
  importEnrolledSchool: null,
  version: 3,
  statusOptions: [E.AWAITING_DECISION, E.EXPORT_APPROVED, E.DENIED_OTHER],
  actions: { view: 'enabled', editStatus: 'enabled', editApplication: 'enabled', delete: 'hidden' },
};

/** The open export list's row edit, as its page builds it. */
function exportGrid() {
  const queryClient = {
    invalidateQueries: vi.fn(async () => {}),
    getQueriesData: vi.fn(() => []),
    setQueryData: vi.fn(),
  };
  return new RowEditStore(exportRowEditConfig(1, queryClient), { queryClient });
}

/** The Export Status cell as the grid renders it with the store's state. */
function renderCell(store: ReturnType<typeof exportGrid>, row = ROW): string {
  return renderToStaticMarkup(
    <RowEditContext.Provider value={toRowEditValue(store, store.getState(), true)}>
      <ExportStatusCell row={row} hasFocus={false} tabIndex={-1} />
    </RowEditContext.Provider>,
  );
}

const selected = (html: string) => html.match(/<option[^>]*selected[^>]*>([^<]*)</)?.[1];

beforeEach(() => {
  notistack.enqueueSnackbar.mockReset().mockReturnValue(1);
  api.updateExportStatus.mockReset();
});

describe('the export list row edit', () => {
  it('shows the saved status again when the Update Export Status dialog is cancelled', () => {
    const store = exportGrid();
    store.change(ROW, E.DENIED_OTHER);
    expect(selected(renderCell(store))).toBe('Denied: Other');
    void store.save(ROW);
    expect(store.getState().dialog).toMatchObject({ open: true, save: E.DENIED_OTHER });
    store.cancelDialog();
    expect(selected(renderCell(store))).toBe('Awaiting Decision');
    expect(api.updateExportStatus).not.toHaveBeenCalled();
  });

  it('shows the saved status again when the row save fails', async () => {
    api.updateExportStatus.mockRejectedValue(new ApiRequestError(400, 'Refused.'));
    const store = exportGrid();
    store.change(ROW, E.EXPORT_APPROVED);
    await store.save(ROW);
    expect(api.updateExportStatus).toHaveBeenCalledWith(ROW, E.EXPORT_APPROVED, {
      exportStatusOtherReason: null,
      noLongerEligibleDate: null,
    });
    expect(selected(renderCell(store))).toBe('Awaiting Decision');
  });

  it('says where a saved row went when the save closed its application', async () => {
    api.updateExportStatus.mockResolvedValue({ ...ROW, applicationStatus: APPLICATION_STATUS.CLOSED });
    const store = exportGrid();
    store.change(ROW, E.EXPORT_APPROVED);
    await store.save(ROW);
    expect(notistack.enqueueSnackbar).toHaveBeenCalledWith(
      'Export status updated. Sam Reed moved to Closed Applications.',
      { variant: 'success' },
    );
  });

  it('explains a row whose choices an enrolled import limits', () => {
    const html = renderCell(exportGrid(), {
      ...ROW,
      exportSchoolStatus: E.EXPORT_APPROVED,
      importEnrolledSchool: 'Beta College',
      statusOptions: [E.EXPORT_APPROVED, E.NO_LONGER_ELIGIBLE],
    });
    expect(html).toContain(
      'aria-label="Enrolled at Beta College: only Export Approved or No Longer Eligible can be chosen."',
    );
  });
});
