import {
  APPLICATION_MESSAGES,
  type APPLICATION_STATUS,
  type ExportListRow,
  exportEndpoints,
} from '@exchange/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import { endpointKey, endpointListQuery } from '../../../lib/endpoint-query';
import { useErrorToast } from '../../../lib/error-toast';

export type { ExportListRow };

/** Which export list: open (OPEN and TRANSFER applications) or closed (open-points 11). */
export type ExportListKind = typeof APPLICATION_STATUS.OPEN | typeof APPLICATION_STATUS.CLOSED;

/** The list's filters as the API takes them (0 = all, 2-applications §9). */
export interface ExportListFilters {
  appstatus: ExportListKind;
  aidyear: number;
  exportstatus: number;
}

/** GET api/export/school/{schoolId}: the school's rows, or none and the server's sentence saying why. */
export function exportListQuery(schoolId: number, filters: ExportListFilters) {
  return endpointListQuery('exports', exportEndpoints.listExports, { params: { schoolId }, query: filters });
}

/** The prefix of every export list of one school, open and closed, whatever its filters. */
export const exportListsKey = (schoolId: number) =>
  endpointKey('exports', exportEndpoints.listExports, { params: { schoolId } });

/** The selected school's export list under the filters; a failure is toasted with the §8 text. */
export function useExportList(schoolId: number | null, filters: ExportListFilters) {
  const query = useQuery({
    ...exportListQuery(schoolId ?? 0, filters),
    enabled: schoolId !== null,
    // A status just changed elsewhere must not be shown stale when the list is opened again.
    staleTime: 0,
  });
  useErrorToast(query.error, APPLICATION_MESSAGES.exportDataFailed);
  return query;
}

/** What the row save and the dialogs send with the new status. */
export interface ExportStatusInputValues {
  exportStatusOtherReason: string | null;
  noLongerEligibleDate: string | null;
}

/** PUT api/export/{id}: one row's new export status, with the row's version (a stale one answers 409). */
export function updateExportStatus(
  row: Pick<ExportListRow, 'id' | 'version'>,
  exportStatusId: number,
  input: ExportStatusInputValues,
): Promise<ExportListRow> {
  return callEndpoint(exportEndpoints.updateExportStatus, {
    params: { id: row.id },
    body: { exportStatusId, ...input, version: row.version },
  });
}

/** PUT api/export/status/{schoolId}: one status for every selected row, all or none (§4, open-points 12). */
export function updateExportStatusBulk(
  schoolId: number,
  filterStatusId: number,
  exportStatusId: number,
  rows: readonly Pick<ExportListRow, 'id' | 'version'>[],
): Promise<ExportListRow[]> {
  return callEndpoint(exportEndpoints.updateExportStatuses, {
    params: { schoolId },
    body: {
      exportStatusId,
      filterStatusId,
      studentApplications: rows.map((r) => ({ id: r.id, version: r.version })),
    },
  });
}
