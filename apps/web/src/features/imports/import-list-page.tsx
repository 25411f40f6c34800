import {
  ALL_FILTER_ID,
  canEditApplications,
  type ImportListRow,
  APPLICATION_MESSAGES as M,
} from '@exchange/domain';
import { useMemo } from 'react';
import type { BulkAction } from '../../components/grid-page/grid-actions';
import { GridPage } from '../../components/grid-page/grid-page';
import { WrappedHeaders } from '../../components/grid-page/wrapped-headers';
import { FilterBar, FilterSelect } from '../../components/list-filter-fields';
import { PageFrame } from '../../components/page-frame';
import { useSchool } from '../../lib/school-context';
import { useImportAidYearFilter, useImportStatusFilter } from './import-filters';
import { ViewApplicationAction } from './import-list-actions';
import { buildImportColumns, CLOSED_IMPORT_COLUMNS } from './import-list-columns';
import type { ImportListConfig } from './import-list-config';
import { ImportListContext, type ImportListValue, useOpenImportDetail } from './import-list-context';
import { useImportRowSaves } from './import-row-saves';
import { ImportStatusDialog } from './import-status-dialog';
import { type ImportListFilters, useImportList } from './imports-api';

const ACTIONS: readonly BulkAction<ImportListRow>[] = [ViewApplicationAction];
const rowId = (row: ImportListRow) => row.applicationId;

interface ListProps {
  config: ImportListConfig;
  schoolId: number;
  schoolName: string;
}

/** One import list once a school is selected: its filters, its grid, its row edits and their dialog. */
function ImportList({ config, schoolId, schoolName }: ListProps) {
  const { menuContext } = useSchool();
  // The server sends each row what the user may do; this only decides the columns (§2 read-only set).
  const mayEdit = config.editable && canEditApplications(menuContext, 'import');
  const [aidyear, setAidYear, yearOptions] = useImportAidYearFilter();
  const [statusFilter, setStatusFilter, statusOptions] = useImportStatusFilter();
  // The closed list has no status filter: whatever the address says, it lists every status.
  const importstatus = config.editable ? statusFilter : ALL_FILTER_ID;
  const filters: ImportListFilters = { appstatus: config.kind, aidyear, importstatus };
  const list = useImportList(schoolId, filters);
  const saves = useImportRowSaves();
  const openDetail = useOpenImportDetail(config.detailPath);
  const columns = useMemo(
    () => (config.editable ? buildImportColumns(mayEdit) : CLOSED_IMPORT_COLUMNS),
    [config.editable, mayEdit],
  );
  const context: ImportListValue = {
    mayEdit,
    drafts: saves.drafts,
    savingRowId: saves.savingRowId,
    focusRowId: saves.focusRowId,
    focusTaken: saves.focusTaken,
    startEdit: saves.startEdit,
    changeRow: saves.changeRow,
    saveRow: saves.saveRow,
    cancelRow: saves.cancelRow,
    openDetail,
  };
  // The server's 404 says the school has none on this list at all; an empty answer, that the filters
  // left nothing.
  const none = list.data?.none;
  const emptyMessage =
    none === undefined || none === null ? M.noImportsMatching : none || config.noneMessage(schoolName);
  return (
    <ImportListContext.Provider value={context}>
      <FilterBar>
        <FilterSelect label="Application Year" value={aidyear} options={yearOptions} onChange={setAidYear} />
        {config.editable && (
          <FilterSelect
            label="Import Status"
            value={importstatus}
            options={statusOptions}
            onChange={setStatusFilter}
          />
        )}
      </FilterBar>
      <WrappedHeaders>
        <GridPage<ImportListRow>
          label={config.gridLabel}
          rows={list.data?.rows}
          columns={columns}
          getRowId={rowId}
          loading={list.isLoading}
          errorMessage={list.isError ? M.importDataFailed : null}
          onRetry={() => void list.refetch()}
          emptyMessage={emptyMessage}
          exportFileName={config.exportFileName}
          checkboxSelection
          bulkActions={ACTIONS}
          onRowOpen={openDetail}
          selectionResetKey={`${schoolId}-${aidyear}-${importstatus}`}
        />
      </WrappedHeaders>
      {mayEdit && <ImportStatusDialog {...saves.dialogProps} />}
    </ImportListContext.Provider>
  );
}

/**
 * An import list screen (2-applications §2): the selected school's applications of one kind with the
 * Application Year filter; the open and transfer lists add the Import Status filter and the row edit
 * of the import status and exchange program (Edit, Save, Cancel; the Update Import Status dialog where
 * §4 asks for it). Read-only users get the columns without the edit.
 */
export function ImportListPage({ config }: { config: ImportListConfig }) {
  const { selectedSchool } = useSchool();
  return (
    <PageFrame title={config.title} subtitle={selectedSchool?.schoolName} maxWidth={1600}>
      {selectedSchool && (
        <ImportList
          // Another school starts afresh: its rows, its rows in edit.
          key={selectedSchool.id}
          config={config}
          schoolId={selectedSchool.id}
          schoolName={selectedSchool.schoolName}
        />
      )}
    </PageFrame>
  );
}
