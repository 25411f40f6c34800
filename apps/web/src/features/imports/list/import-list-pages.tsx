import { IMPORT_LISTS } from './import-list-config';
import { ImportListPage } from './import-list-page';

/** /imports/applications: the school's open import applications (2-applications §2). */
export function ImportApplicationsPage() {
  return <ImportListPage config={IMPORT_LISTS.open} />;
}

/** /imports/transferapplications: the school's transfer applications (§2). */
export function TransferImportsPage() {
  return <ImportListPage config={IMPORT_LISTS.transfer} />;
}

/** /imports/closedapplications: the school's closed import applications, read-only (§2). */
export function ClosedImportsPage() {
  return <ImportListPage config={IMPORT_LISTS.closed} />;
}
