import {
  APPLICATION_STATUS,
  IMPORT_STATUS,
  type ImportListRow,
  importEndpoints,
  isHiddenByDefaultImportFilter,
  studentEndpoints,
} from '@exchange/domain';
import type { QueryKey } from '@tanstack/react-query';
import type { ListAnswer } from '../../../lib/api';
import { endpointKey, familyKey, keyInput } from '../../../lib/endpoint-query';
import { putSavedRow, type RowCacheClient } from '../../../lib/saved-row-cache';

type Row = Pick<ImportListRow, 'applicationId' | 'importSchool' | 'importStatus' | 'applicationStatus'>;

const sameRow = (a: Row, b: Row) => a.applicationId === b.applicationId && a.importSchool === b.importSchool;

/**
 * Whether a cached import list of the row's school may gain or lose the row now that it is `saved`
 * (the lists are in application order, which a save does not change, so only membership counts):
 * - no cached list held the row: what it was is unknown, so every list of the school is read again;
 * - the application's status changed (the closing rules closed it): it moves from the open or transfer
 *   list to the closed one;
 * - its import status changed, and the list is filtered on one status, or the old or the new status is
 *   one the "All Import Statuses" filter leaves out (Withdrawn, Transferred, Graduated; §9).
 * Anything else (a program, a status both lists show) changes the row in place.
 */
export function importListMayChange(listKey: QueryKey, before: Row | undefined, saved: Row): boolean {
  if (!before) return true;
  if (before.applicationStatus !== saved.applicationStatus) return true;
  if (before.importStatus === saved.importStatus) return false;
  const filter = keyInput<object, { importstatus: number }>(listKey).query.importstatus ?? 0;
  return (
    filter !== 0 ||
    isHiddenByDefaultImportFilter(before.importStatus) ||
    isHiddenByDefaultImportFilter(saved.importStatus)
  );
}

/** True when a cached read is about the application at another import school than the saved row's. */
function otherSchoolOf(saved: Row, key: QueryKey, data: unknown): boolean {
  const { params } = keyInput<{ schoolId: number; applicationId: number }>(key);
  if (params.schoolId === saved.importSchool) return false;
  if (params.applicationId !== undefined) return params.applicationId === saved.applicationId;
  const rows = (data as ListAnswer<Row> | undefined)?.rows ?? [];
  return rows.some((r) => r.applicationId === saved.applicationId);
}

/**
 * After an import save that answered the row (a status change from a grid row, the dialog or the detail,
 * an eligibility action): the answered row goes into every cached list of its school that holds it and
 * into its own read (GET getImportRow), instead of the whole imports family being fetched again. What
 * is still read again, and why:
 * - the school's lists whose membership may change (`importListMayChange`);
 * - the application's lists and rows at its other import schools, when any are cached: the closing
 *   rules change the application, which those rows show;
 * - the whole imports family when a TRANSFER application's row became Enrolled: that closes the
 *   student's OPEN application and turns its row Transferred (open-points 8), rows the answer does not
 *   carry;
 * - the application itself (GET getApplication, the detail screens' read), whose shape is not the row's.
 */
export async function putSavedImportRow(client: RowCacheClient, saved: ImportListRow): Promise<void> {
  const listsOfSchool = endpointKey('imports', importEndpoints.listImports, {
    params: { schoolId: saved.importSchool },
  });
  const application = endpointKey('students', studentEndpoints.getApplication, {
    params: { id: saved.applicationId },
  });
  const before = client
    .getQueriesData<ListAnswer<Row>>({ queryKey: listsOfSchool })
    .flatMap(([, answer]) => answer?.rows ?? [])
    .find((r) => sameRow(r, saved));
  const enrolledOnTransfer =
    saved.applicationStatus === APPLICATION_STATUS.TRANSFER &&
    saved.importStatus === IMPORT_STATUS.ENROLLED &&
    before?.importStatus !== IMPORT_STATUS.ENROLLED;
  if (enrolledOnTransfer) {
    await Promise.all([
      client.invalidateQueries({ queryKey: familyKey('imports') }),
      client.invalidateQueries({ queryKey: application }),
    ]);
    return;
  }
  await putSavedRow(
    client,
    {
      lists: listsOfSchool,
      sameRow,
      membershipMayChange: importListMayChange,
      own: endpointKey('imports', importEndpoints.getImportRow, {
        params: { applicationId: saved.applicationId, schoolId: saved.importSchool },
      }),
    },
    saved,
  );
  const elsewhere = [
    ...client.getQueriesData({ queryKey: endpointKey('imports', importEndpoints.listImports) }),
    ...client.getQueriesData({ queryKey: endpointKey('imports', importEndpoints.getImportRow) }),
  ]
    .filter(([key, data]) => otherSchoolOf(saved, key, data))
    .map(([key]) => key);
  await Promise.all([
    ...elsewhere.map((queryKey) => client.invalidateQueries({ queryKey, exact: true })),
    client.invalidateQueries({ queryKey: application }),
  ]);
}
