import type { ExportListRow } from '@exchange/domain';
import { createContext, useCallback, useContext } from 'react';
import { useNavigate } from 'react-router';
import type { StatusDrafts } from './export-row-edit';

/** What the export grids' cells and actions read: they are components, so they take it from here. */
export interface ExportListValue {
  /** The selected school, whose rows are listed. */
  schoolId: number;
  /** The Export Status filter (0: All Statuses); bulk update needs a specific one. */
  filterStatus: number;
  /** The user may change export statuses at this school (not read-only). */
  mayEdit: boolean;
  /** The detail route View Application opens (?id= added). */
  detailPath: string;
  drafts: StatusDrafts;
  /** The row whose status is being saved, if any. */
  savingRowId: number | null;
  pickStatus(row: ExportListRow, statusId: number): void;
  saveRow(row: ExportListRow): void;
  cancelRow(row: ExportListRow): void;
  openDetail(row: ExportListRow): void;
}

export const ExportListContext = createContext<ExportListValue | null>(null);

/** The export grid this cell or action belongs to. */
export function useExportListContext(): ExportListValue {
  const value = useContext(ExportListContext);
  if (!value) throw new Error('An export grid control is rendered outside its export grid.');
  return value;
}

/** Opens a row's detail by its id (open-points 13: a reload or a link opens the same application). */
export function useOpenExportDetail(path: string) {
  const navigate = useNavigate();
  return useCallback((row: ExportListRow) => navigate(`${path}?id=${row.id}`), [navigate, path]);
}
