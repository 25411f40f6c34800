import { createContext, useContext } from 'react';

/** What the open export list's bulk update reads beside the row edit: the school and the status filter. */
export interface ExportListValue {
  /** The selected school, whose rows are listed. */
  schoolId: number;
  /** The Export Status filter (0: All Statuses); bulk update needs a specific one. */
  filterStatus: number;
}

export const ExportListContext = createContext<ExportListValue | null>(null);

/** The export list this bulk control belongs to. */
export function useExportListContext(): ExportListValue {
  const value = useContext(ExportListContext);
  if (!value) throw new Error('An export list control is rendered outside its export list.');
  return value;
}

/** A detail screen's address (open-points 13: a reload or a link opens the same application). */
export function exportDetailHref(path: string, row: { id: number }): string {
  return `${path}?id=${row.id}`;
}
