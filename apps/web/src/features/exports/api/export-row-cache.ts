import { APPLICATION_STATUS, type ExportListRow, exportEndpoints } from '@exchange/domain';
import type { QueryKey } from '@tanstack/react-query';
import { endpointKey, keyInput } from '../../../lib/endpoint-query';
import { putSavedRow, type RowCacheClient } from '../../../lib/saved-row-cache';

type Row = Pick<ExportListRow, 'id' | 'exportSchoolStatus' | 'applicationStatus'>;

/** The export list a row belongs to: the open list holds OPEN and TRANSFER applications (open-points 11). */
const listKind = (row: Row) => (row.applicationStatus === APPLICATION_STATUS.CLOSED ? 'closed' : 'open');

/**
 * Whether a cached export list may gain or lose the row now that it is `saved` (the lists are newest
 * application first, which a save does not change, so only membership counts):
 * - no cached list held the row: what it was is unknown, so the lists are read again;
 * - the application closed (or opened): it moves between the open and the closed list;
 * - its export status changed and the list is filtered on one export status.
 * Anything else changes the row in place.
 */
export function exportListMayChange(listKey: QueryKey, before: Row | undefined, saved: Row): boolean {
  if (!before) return true;
  if (listKind(before) !== listKind(saved)) return true;
  if (before.exportSchoolStatus === saved.exportSchoolStatus) return false;
  return (keyInput<object, { exportstatus: number }>(listKey).query.exportstatus ?? 0) !== 0;
}

/**
 * After a save that answered the export row (PUT api/export/{id}: a grid row's status, the dialog's, the
 * closed detail's): the answered row goes into every cached export list that holds it, instead of the
 * export family being fetched again; only the lists it may join or leave (`exportListMayChange`) are read
 * again. `schoolId` narrows the lists to one school's (the grid's); null looks at every school's (a
 * detail screen knows no list; row ids are unique). The application (the detail screens' read, not the
 * row's shape) is the caller's to refresh.
 */
export function putSavedExportRow(
  client: RowCacheClient,
  schoolId: number | null,
  saved: ExportListRow,
): Promise<void> {
  return putSavedRow(
    client,
    {
      lists: endpointKey(
        'exports',
        exportEndpoints.listExports,
        schoolId === null ? {} : { params: { schoolId } },
      ),
      sameRow: (a, b) => a.id === b.id,
      membershipMayChange: exportListMayChange,
    },
    saved,
  );
}
