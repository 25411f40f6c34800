import { EXPORT_LISTS } from './export-list-config';
import { ExportListPage } from './export-list-page';

/** /exports/applications: the school's open and transfer applications (2-applications §2, §4). */
export function ExportApplicationsPage() {
  return <ExportListPage config={EXPORT_LISTS.open} />;
}

/** /exports/closedapplications: the school's closed applications, read-only (§2). */
export function ClosedExportsPage() {
  return <ExportListPage config={EXPORT_LISTS.closed} />;
}
