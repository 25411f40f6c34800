import { APPLICATION_STATUS } from '@exchange/domain';
import type { ListScreenConfig } from '../../../components/grid-page/list-screen';
import type { ExportListKind } from '../api/exports-api';

/** The export lists of 2-applications §2 (open-points 11): one list page and one grid serve both. */
export const EXPORT_LISTS = {
  open: {
    kind: APPLICATION_STATUS.OPEN,
    title: 'Export Applications',
    gridLabel: 'Export applications',
    detailPath: '/exports/applications/studentapplication',
    exportFileName: 'export-applications',
    editable: true,
  },
  closed: {
    kind: APPLICATION_STATUS.CLOSED,
    title: 'Closed Export Applications',
    gridLabel: 'Closed export applications',
    detailPath: '/exports/closedapplications/studentapplication',
    exportFileName: 'closed-export-applications',
    editable: false,
  },
} as const satisfies Record<string, ListScreenConfig<ExportListKind>>;

/** One of the export lists. */
export type ExportListConfig = (typeof EXPORT_LISTS)[keyof typeof EXPORT_LISTS];
