import {
  APPLICATION_STATUS,
  exportEndpoints,
  IMPORT_STATUS,
  type ImportListRow,
  studentEndpoints,
} from '@exchange/domain';
import { QueryClient, type QueryKey, QueryObserver } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RowEditStore } from '../../../components/grid-page/row-edit';
import type { ListAnswer } from '../../../lib/api';
import { endpointKey } from '../../../lib/endpoint-query';
import { importRowFixture } from '../../../test/import-application-fixture';
import { importRowEditConfig } from '../list/import-row-edit';
import { putSavedImportRow } from './import-row-cache';
import { importListQuery, importRowQuery } from './imports-api';

const notistack = vi.hoisted(() => ({ enqueueSnackbar: vi.fn(), closeSnackbar: vi.fn() }));
vi.mock('../../../lib/toasts', () => notistack);
const api = vi.hoisted(() => ({ updateImportStatus: vi.fn() }));
vi.mock('./imports-api', async (original) => ({ ...(await original()), ...api }));

const I = IMPORT_STATUS;
const SCHOOL = 20;
const ROW = importRowFixture();
const OTHER = importRowFixture({ applicationId: 42, studentFirstName: 'Kim' });
const open = (importstatus: number) => ({ appstatus: APPLICATION_STATUS.OPEN, aidyear: -1, importstatus });
const ALL_LIST = importListQuery(SCHOOL, open(0)).queryKey;
const ENROLLED_LIST = importListQuery(SCHOOL, open(I.ENROLLED)).queryKey;
const OTHER_SCHOOL_LIST = importListQuery(30, open(0)).queryKey;
const EXPORT_LIST = endpointKey('exports', exportEndpoints.listExports, { params: { schoolId: 1 } });
const APPLICATION = endpointKey('students', studentEndpoints.getApplication, {
  params: { id: ROW.applicationId },
});

const list = (...rows: ImportListRow[]): ListAnswer<ImportListRow> => ({ rows, none: null });

/** The cache as the screens leave it: lists of two schools, the row's read, the application, an export list. */
function seededClient() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(ALL_LIST, list(ROW, OTHER));
  client.setQueryData(ENROLLED_LIST, list(ROW));
  client.setQueryData(OTHER_SCHOOL_LIST, list(importRowFixture({ applicationId: 43, importSchool: 30 })));
  client.setQueryData(importRowQuery(ROW.applicationId, SCHOOL).queryKey, ROW);
  client.setQueryData(APPLICATION, { id: ROW.applicationId });
  client.setQueryData(EXPORT_LIST, list());
  return client;
}

const invalidated = (client: QueryClient, key: QueryKey) => client.getQueryState(key)?.isInvalidated ?? false;

beforeEach(() => {
  notistack.enqueueSnackbar.mockReset().mockReturnValue(1);
  api.updateImportStatus.mockReset();
});

describe('a grid row save puts the answered row into the cache', () => {
  it('writes the row into the shown list without fetching the imports family again', async () => {
    const client = seededClient();
    // The grid on screen: an active observer, which would fetch again if its list were invalidated.
    const fetchList = vi.fn(async () => list(ROW, OTHER));
    const observer = new QueryObserver(client, { queryKey: ALL_LIST, queryFn: fetchList });
    const unsubscribe = observer.subscribe(() => {});
    const saved = {
      ...ROW,
      importStatus: I.IMPORT_APPROVED,
      importStatusName: 'Import Approved',
      version: 6,
    };
    api.updateImportStatus.mockResolvedValue(saved);
    const config = importRowEditConfig(APPLICATION_STATUS.OPEN, client);
    const store = new RowEditStore(config, { queryClient: client });
    store.startEdit(ROW);
    store.change(ROW, { importStatus: I.IMPORT_APPROVED, participationTypeId: ROW.participationTypeId });
    await store.save(ROW);

    expect(api.updateImportStatus).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(ALL_LIST)).toEqual(list(saved, OTHER));
    expect(client.getQueryData(importRowQuery(ROW.applicationId, SCHOOL).queryKey)).toEqual(saved);
    expect(fetchList).not.toHaveBeenCalled();
    expect(invalidated(client, ALL_LIST)).toBe(false);
    expect(invalidated(client, OTHER_SCHOOL_LIST)).toBe(false);
    expect(invalidated(client, EXPORT_LIST)).toBe(false);
    // A list filtered on the old status loses the row: the server says what it holds now.
    expect(invalidated(client, ENROLLED_LIST)).toBe(true);
    // The application the detail screens read is not the row's shape.
    expect(invalidated(client, APPLICATION)).toBe(true);
    expect(store.getState().drafts.size).toBe(0);
    unsubscribe();
  });

  it('a program change keeps every list in place, the status-filtered one too', async () => {
    const client = seededClient();
    const saved = { ...ROW, participationTypeId: 22, participationTypeName: 'Online', version: 6 };
    await putSavedImportRow(client, saved);
    expect(client.getQueryData(ALL_LIST)).toEqual(list(saved, OTHER));
    expect(client.getQueryData(ENROLLED_LIST)).toEqual(list(saved));
    expect([ALL_LIST, ENROLLED_LIST].map((key) => invalidated(client, key))).toEqual([false, false]);
  });

  it('reads the lists again when the row leaves "All Import Statuses" (Withdrawn)', async () => {
    const client = seededClient();
    await putSavedImportRow(client, { ...ROW, importStatus: I.WITHDRAWN, version: 6 });
    expect(invalidated(client, ALL_LIST)).toBe(true);
    expect(invalidated(client, OTHER_SCHOOL_LIST)).toBe(false);
  });

  it("reads the school's lists and the application's other schools again once it closed", async () => {
    const client = seededClient();
    client.setQueryData(OTHER_SCHOOL_LIST, list(importRowFixture({ importSchool: 30 })));
    await putSavedImportRow(client, { ...ROW, applicationStatus: APPLICATION_STATUS.CLOSED, version: 6 });
    expect([ALL_LIST, ENROLLED_LIST, OTHER_SCHOOL_LIST].map((key) => invalidated(client, key))).toEqual([
      true,
      true,
      true,
    ]);
    expect(invalidated(client, EXPORT_LIST)).toBe(false);
  });

  it('reads the whole imports family again once a transfer is Enrolled (open-points 8)', async () => {
    const client = seededClient();
    const transfer = {
      ...ROW,
      applicationStatus: APPLICATION_STATUS.TRANSFER,
      importStatus: I.IMPORT_APPROVED,
    };
    client.setQueryData(ALL_LIST, list(transfer, OTHER));
    await putSavedImportRow(client, { ...transfer, importStatus: I.ENROLLED, version: 6 });
    expect([ALL_LIST, OTHER_SCHOOL_LIST].map((key) => invalidated(client, key))).toEqual([true, true]);
    expect(invalidated(client, EXPORT_LIST)).toBe(false);
  });
});
