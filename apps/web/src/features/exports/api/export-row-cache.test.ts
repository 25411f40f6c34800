import { APPLICATION_STATUS, EXPORT_STATUS, type ExportListRow, studentEndpoints } from '@exchange/domain';
import { QueryClient, type QueryKey, QueryObserver } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RowEditStore } from '../../../components/grid-page/row-edit';
import type { ListAnswer } from '../../../lib/api';
import { endpointKey } from '../../../lib/endpoint-query';
import { exportRowEditConfig } from '../list/export-row-edit';
import { putSavedExportRow } from './export-row-cache';
import { exportListQuery } from './exports-api';

const notistack = vi.hoisted(() => ({ enqueueSnackbar: vi.fn(), closeSnackbar: vi.fn() }));
vi.mock('../../../lib/toasts', () => notistack);
const api = vi.hoisted(() => ({ updateExportStatus: vi.fn() }));
vi.mock('./exports-api', async (original) => ({ ...(await original()), ...api }));

const E = EXPORT_STATUS;
const SCHOOL = 1;

function exportRow(overrides: Partial<ExportListRow> = {}): ExportListRow {
  return {
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
    ...overrides,
  };
}

const ROW = exportRow();
const OTHER = exportRow({ id: 32, studentFirstName: 'Lee' });
const filters = (appstatus: 'OPEN' | 'CLOSED', exportstatus: number) => ({
  appstatus,
  aidyear: 0,
  exportstatus,
});
const OPEN_LIST = exportListQuery(SCHOOL, filters(APPLICATION_STATUS.OPEN, 0)).queryKey;
const AWAITING_LIST = exportListQuery(SCHOOL, filters(APPLICATION_STATUS.OPEN, E.AWAITING_DECISION)).queryKey;
const CLOSED_LIST = exportListQuery(SCHOOL, filters(APPLICATION_STATUS.CLOSED, 0)).queryKey;
const APPLICATION = endpointKey('students', studentEndpoints.getApplication, { params: { id: ROW.id } });

const list = (...rows: ExportListRow[]): ListAnswer<ExportListRow> => ({ rows, none: null });
const invalidated = (client: QueryClient, key: QueryKey) => client.getQueryState(key)?.isInvalidated ?? false;

function seededClient() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(OPEN_LIST, list(ROW, OTHER));
  client.setQueryData(AWAITING_LIST, list(ROW, OTHER));
  client.setQueryData(CLOSED_LIST, list());
  client.setQueryData(APPLICATION, { id: ROW.id });
  return client;
}

beforeEach(() => {
  notistack.enqueueSnackbar.mockReset().mockReturnValue(1);
  api.updateExportStatus.mockReset();
});

describe('an export row save puts the answered row into the cache', () => {
  it('writes the row into the shown list without fetching the export lists again', async () => {
    const client = seededClient();
    const fetchList = vi.fn(async () => list(ROW, OTHER));
    const observer = new QueryObserver(client, { queryKey: OPEN_LIST, queryFn: fetchList });
    const unsubscribe = observer.subscribe(() => {});
    const saved = exportRow({
      exportSchoolStatus: E.EXPORT_APPROVED,
      exportSchoolStatusName: 'Export Approved',
      version: 4,
    });
    api.updateExportStatus.mockResolvedValue(saved);
    const store = new RowEditStore(exportRowEditConfig(SCHOOL, client), { queryClient: client });
    store.startEdit(ROW);
    store.change(ROW, E.EXPORT_APPROVED);
    await store.save(ROW);

    expect(client.getQueryData(OPEN_LIST)).toEqual(list(saved, OTHER));
    expect(fetchList).not.toHaveBeenCalled();
    expect(invalidated(client, OPEN_LIST)).toBe(false);
    expect(invalidated(client, CLOSED_LIST)).toBe(false);
    // Filtered on the status the row left: read again.
    expect(invalidated(client, AWAITING_LIST)).toBe(true);
    expect(invalidated(client, APPLICATION)).toBe(true);
    unsubscribe();
  });

  it('reads the open and closed lists again when the save closed the application', async () => {
    const client = seededClient();
    const closed = exportRow({ applicationStatus: APPLICATION_STATUS.CLOSED, version: 4 });
    await putSavedExportRow(client, SCHOOL, closed);
    const states = [OPEN_LIST, AWAITING_LIST, CLOSED_LIST].map((key) => invalidated(client, key));
    expect(states).toEqual([true, true, true]);
  });

  it("finds the row in every school's lists when the screen knows no list (the closed detail)", async () => {
    const client = seededClient();
    const saved = exportRow({ exportStatusReasonOther: 'Moved', version: 4 });
    await putSavedExportRow(client, null, saved);
    expect(client.getQueryData(AWAITING_LIST)).toEqual(list(saved, OTHER));
    expect(invalidated(client, AWAITING_LIST)).toBe(false);
  });
});
