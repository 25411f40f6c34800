import { canEditApplications, type ImportListRow, APPLICATION_MESSAGES as M } from '@exchange/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AddressFilterChip } from '../../../components/address-filter-chip';
import type { BulkAction } from '../../../components/grid-page/grid-actions';
import { ListScreenGrid, SchoolListScreen } from '../../../components/grid-page/list-screen';
import { useRowEdit } from '../../../components/grid-page/use-row-edit';
import { ViewApplicationAction } from '../../../components/grid-page/view-row-action';
import type { SchoolOption } from '../../../lib/school-context';
import { useSchool } from '../../../lib/school-context';
import { type ImportListFilters, useImportList } from '../api/imports-api';
import {
  describeImportAddressFilter,
  filterImportRows,
  IMPORT_ADDRESS_PARAMS,
  readImportAddressFilter,
  useImportListFilters,
} from './import-filters';
import { buildImportColumns, CLOSED_IMPORT_COLUMNS } from './import-list-columns';
import type { ImportListConfig } from './import-list-config';
import { importRowEditConfig } from './import-row-edit';
import { ImportStatusDialog } from './import-status-dialog';

const ACTIONS: readonly BulkAction<ImportListRow>[] = [ViewApplicationAction];
const rowId = (row: ImportListRow) => row.applicationId;
const NONE_AWAITING = 'No application of this list matches the filter shown above.';

/** A detail screen's address: the application and the import school (open-points 13: reload and links work). */
export function importDetailHref(path: string, row: Pick<ImportListRow, 'applicationId' | 'importSchool'>) {
  return `${path}?id=${row.applicationId}&school=${row.importSchool}`;
}

/** One import list once a school is selected: its filters, its grid, its row edits and their dialog. */
function ImportList({ config, school }: { config: ImportListConfig; school: SchoolOption }) {
  const { menuContext } = useSchool();
  // The server sends each row what the user may do; this only decides the columns (§2 read-only set).
  const mayEdit = config.editable && canEditApplications(menuContext, 'import');
  // The closed list has no status filter: whatever the address says, it lists every status.
  const { aidyear, status, fields } = useImportListFilters(config.editable);
  const filters: ImportListFilters = { appstatus: config.kind, aidyear, importstatus: status };
  const list = useImportList(school.id, filters);
  // The home page's links narrow the list further by the address (?awaiting=decision, ?statusbefore=).
  const [search] = useSearchParams();
  const { awaitingDecision, statusBefore } = readImportAddressFilter(search);
  const addressLabel = config.editable
    ? describeImportAddressFilter({ awaitingDecision, statusBefore })
    : null;
  const listed = list.data?.rows;
  const rows = useMemo(
    () => (listed && addressLabel ? filterImportRows(listed, { awaitingDecision, statusBefore }) : listed),
    [listed, addressLabel, awaitingDecision, statusBefore],
  );

  const queryClient = useQueryClient();
  const rowEdit = useRowEdit(importRowEditConfig(config.kind, queryClient), mayEdit);
  const navigate = useNavigate();
  const openDetail = useCallback(
    (row: ImportListRow) => navigate(importDetailHref(config.detailPath, row)),
    [navigate, config.detailPath],
  );
  const columns = useMemo(
    () => (config.editable ? buildImportColumns(mayEdit) : CLOSED_IMPORT_COLUMNS),
    [config.editable, mayEdit],
  );
  const { dialogProps } = rowEdit;
  return (
    <>
      {addressLabel && <AddressFilterChip label={addressLabel} params={IMPORT_ADDRESS_PARAMS} />}
      <ListScreenGrid<ImportListRow>
        config={config}
        filters={fields}
        rows={rows}
        loading={list.isLoading}
        failure={list.isError ? M.importDataFailed : null}
        onRetry={() => void list.refetch()}
        columns={columns}
        getRowId={rowId}
        // The server's 404 sentence says why there are none (docs/decisions/platform.md "Empty lists").
        emptyMessage={list.data?.none ?? (addressLabel ? NONE_AWAITING : '')}
        bulkActions={ACTIONS}
        onRowOpen={openDetail}
        rowEdit={rowEdit.value}
      >
        {mayEdit && (
          <ImportStatusDialog
            open={dialogProps.open}
            row={dialogProps.row}
            nextStatus={dialogProps.save?.importStatus ?? 0}
            busy={dialogProps.busy}
            onCancel={dialogProps.onCancel}
            onConfirm={dialogProps.onConfirm}
          />
        )}
      </ListScreenGrid>
    </>
  );
}

/**
 * An import list screen (2-applications §2): the selected school's applications of one kind with the
 * Application Year filter; the open and transfer lists add the Import Status filter and the row edit
 * of the import status and exchange program (Edit, Save, Cancel; the Update Import Status dialog where
 * §4 asks for it). Read-only users get the columns without the edit.
 */
export function ImportListPage({ config }: { config: ImportListConfig }) {
  return (
    <SchoolListScreen title={config.title}>
      {(school) => <ImportList config={config} school={school} />}
    </SchoolListScreen>
  );
}
