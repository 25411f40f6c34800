import { createContext, useContext } from 'react';
import type { GridSearchSettings, GridServerDownloads } from './grid-server-mode';

/** What the grid page's toolbar and overlays read; the grid's slot props are typed for its own. */
export interface GridPageSettings {
  exportFileName: string;
  /** Shown in place of rows when the list is empty. */
  emptyMessage?: string;
  /** Set when the list could not be loaded (GridLoadFailure above the grid says so): no rows shown. */
  errorMessage?: string | null;
  /** Opens a row's detail (double click, Enter, or a View action above the grid). */
  // biome-ignore lint/suspicious/noExplicitAny: the toolbar and the view action read it for any row type.
  onRowOpen?: (row: any) => void;
  /** The CSV and Excel files come from the server (set), or are built in the browser from the grid. */
  serverDownloads?: GridServerDownloads;
  /** How the search box reads what is typed; the grid's own quick filter (words) when left out. */
  search?: GridSearchSettings;
}

export const GridPageContext = createContext<GridPageSettings>({ exportFileName: 'export' });

/** The settings of the grid page this toolbar or overlay belongs to. */
export function useGridPageSettings(): GridPageSettings {
  return useContext(GridPageContext);
}
