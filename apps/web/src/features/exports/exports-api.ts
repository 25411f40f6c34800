import {
  APPLICATION_MESSAGES,
  type APPLICATION_STATUS,
  type ExportBulkUpdateInput,
  type ExportListRow,
  type ExportStatusUpdateInput,
  exportRowSchema,
} from '@exchange/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, api, listOf } from '../../lib/api';
import { useErrorToast } from '../../lib/error-toast';

export type { ExportListRow };

/** Which export list: open (OPEN and TRANSFER applications) or closed (open-points 11). */
export type ExportListKind = typeof APPLICATION_STATUS.OPEN | typeof APPLICATION_STATUS.CLOSED;

/** The list's filters as the API takes them (0 = all, 2-applications §9). */
export interface ExportListFilters {
  appstatus: ExportListKind;
  aidyear: number;
  exportstatus: number;
}

/**
 * The export feature's query keys. Every key starts with `all`, so a detail screen that changed an
 * application refreshes every export list by invalidating `exportQueryKeys.all`.
 */
export const exportQueryKeys = {
  all: ['exports'] as const,
  /** Every list of one school, whatever its filters. */
  lists: (schoolId: number) => ['exports', 'list', schoolId] as const,
  list: (schoolId: number, f: ExportListFilters) =>
    ['exports', 'list', schoolId, f.appstatus, f.aidyear, f.exportstatus] as const,
};

/** The list's query string: the filters, 0 (all) left out. */
export function buildExportListQuery(f: ExportListFilters): string {
  const params = new URLSearchParams({ appstatus: f.appstatus });
  if (f.aidyear) params.set('aidyear', String(f.aidyear));
  if (f.exportstatus) params.set('exportstatus', String(f.exportstatus));
  return params.toString();
}

/** GET api/export/school/{schoolId}: the school's rows; the API's 404 means there are none (§7). */
export async function fetchExportList(
  schoolId: number,
  filters: ExportListFilters,
  signal?: AbortSignal,
): Promise<ExportListRow[]> {
  try {
    return await api.get(`/api/export/school/${schoolId}?${buildExportListQuery(filters)}`, {
      schema: listOf(exportRowSchema),
      signal,
    });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return [];
    throw error;
  }
}

/** The selected school's export list under the filters; a failure is toasted with the §8 text. */
export function useExportList(schoolId: number | null, filters: ExportListFilters) {
  const query = useQuery({
    queryKey: exportQueryKeys.list(schoolId ?? 0, filters),
    queryFn: ({ signal }) => fetchExportList(schoolId ?? 0, filters, signal),
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
  const body: ExportStatusUpdateInput = { exportStatusId, ...input, version: row.version };
  return api.put(`/api/export/${row.id}`, body, { schema: exportRowSchema });
}

/** PUT api/export/status/{schoolId}: one status for every selected row, all or none (§4, open-points 12). */
export function updateExportStatusBulk(
  schoolId: number,
  filterStatusId: number,
  exportStatusId: number,
  rows: readonly Pick<ExportListRow, 'id' | 'version'>[],
): Promise<ExportListRow[]> {
  const body: ExportBulkUpdateInput = {
    exportStatusId,
    filterStatusId,
    studentApplications: rows.map((r) => ({ id: r.id, version: r.version })),
  };
  return api.put(`/api/export/status/${schoolId}`, body, { schema: listOf(exportRowSchema) });
}
