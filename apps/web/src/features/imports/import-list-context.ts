import type { ImportListRow, ImportRowValues } from '@exchange/domain';
import { createContext, useCallback, useContext } from 'react';
import { useNavigate } from 'react-router';
import type { RowDrafts } from './import-row-edit';

/** What the import grids' cells and actions read: they are components, so they take it from here. */
export interface ImportListValue {
  /** The user may change import rows at this school on this list (not read-only, not the closed list). */
  mayEdit: boolean;
  /** The rows in edit mode and what was picked in them. */
  drafts: RowDrafts;
  /** The row whose change is being saved, if any. */
  savingRowId: number | null;
  /** The row whose first select takes the focus once it is in edit mode (after Edit), if any. */
  focusRowId: number | null;
  focusTaken(): void;
  startEdit(row: ImportListRow): void;
  changeRow(row: ImportListRow, change: Partial<ImportRowValues>): void;
  saveRow(row: ImportListRow): void;
  cancelRow(row: ImportListRow): void;
  openDetail(row: ImportListRow): void;
}

export const ImportListContext = createContext<ImportListValue | null>(null);

/** The import grid this cell or action belongs to. */
export function useImportListContext(): ImportListValue {
  const value = useContext(ImportListContext);
  if (!value) throw new Error('An import grid control is rendered outside its import grid.');
  return value;
}

/** A detail screen's address: the application and the import school (open-points 13: reload and links work). */
export function importDetailHref(path: string, row: Pick<ImportListRow, 'applicationId' | 'importSchool'>) {
  return `${path}?id=${row.applicationId}&school=${row.importSchool}`;
}

/** Opens a row's detail screen by its address. */
export function useOpenImportDetail(path: string) {
  const navigate = useNavigate();
  return useCallback((row: ImportListRow) => navigate(importDetailHref(path, row)), [navigate, path]);
}
