import { APPLICATION_STATUS } from '@exchange/domain';
import type { ListScreenConfig } from '../../../components/grid-page/list-screen';
import type { ImportListKind } from '../api/imports-api';

/** One of the import lists (the shared list screen's config). */
export type ImportListConfig = ListScreenConfig<ImportListKind>;

/** The lists of 2-applications §2: Import Applications, Import Transfer Applications, closed imports. */
export const IMPORT_LISTS = {
  open: {
    kind: APPLICATION_STATUS.OPEN,
    title: 'Import Applications',
    gridLabel: 'Import applications',
    detailPath: '/imports/applications/studentapplication',
    exportFileName: 'import-applications',
    editable: true,
  },
  transfer: {
    kind: APPLICATION_STATUS.TRANSFER,
    title: 'Import Transfer Applications',
    gridLabel: 'Import transfer applications',
    detailPath: '/imports/transferapplications/studentapplication',
    exportFileName: 'import-transfer-applications',
    editable: true,
  },
  closed: {
    kind: APPLICATION_STATUS.CLOSED,
    title: 'Closed Import Applications',
    gridLabel: 'Closed import applications',
    detailPath: '/imports/closedapplications/studentapplication',
    exportFileName: 'closed-import-applications',
    editable: false,
  },
} as const satisfies Record<string, ImportListConfig>;
