import { APPLICATION_STATUS, APPLICATION_MESSAGES as M } from '@exchange/domain';
import type { ImportListKind } from './imports-api';

/** What tells the three import lists apart; one list page and one grid serve them all. */
export interface ImportListConfig {
  kind: ImportListKind;
  /** The page's heading. */
  title: string;
  /** The grid's accessible name, shown in its toolbar. */
  gridLabel: string;
  /** The detail screen View Application opens (?id=&school= added). */
  detailPath: string;
  exportFileName: string;
  /** Open and transfer lists: the Import Status filter and the row edit; the closed list has neither. */
  editable: boolean;
  /** The info text when the school has none on this list, if the server's 404 gave none. */
  noneMessage(school: string): string;
}

/** The lists of 2-applications §2: Import Applications, Import Transfer Applications, closed imports. */
export const IMPORT_LISTS = {
  open: {
    kind: APPLICATION_STATUS.OPEN,
    title: 'Import Applications',
    gridLabel: 'Import applications',
    detailPath: '/imports/applications/studentapplication',
    exportFileName: 'import-applications',
    editable: true,
    noneMessage: M.noImports,
  },
  transfer: {
    kind: APPLICATION_STATUS.TRANSFER,
    title: 'Import Transfer Applications',
    gridLabel: 'Import transfer applications',
    detailPath: '/imports/transferapplications/studentapplication',
    exportFileName: 'import-transfer-applications',
    editable: true,
    noneMessage: M.noTransferImports,
  },
  closed: {
    kind: APPLICATION_STATUS.CLOSED,
    title: 'Closed Import Applications',
    gridLabel: 'Closed import applications',
    detailPath: '/imports/closedapplications/studentapplication',
    exportFileName: 'closed-import-applications',
    editable: false,
    noneMessage: M.noClosedImports,
  },
} as const satisfies Record<string, ImportListConfig>;
