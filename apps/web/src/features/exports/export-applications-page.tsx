import {
  ALL_FILTER_ID,
  APPLICATION_MESSAGES,
  APPLICATION_STATUS,
  canEditApplications,
  type ExportListRow,
} from '@exchange/domain';
import { useMemo } from 'react';
import type { BulkAction } from '../../components/grid-page/grid-actions';
import { GridPage } from '../../components/grid-page/grid-page';
import { WrappedHeaders } from '../../components/grid-page/wrapped-headers';
import { FilterBar, FilterSelect } from '../../components/list-filter-fields';
import { PageFrame } from '../../components/page-frame';
import { useSchool } from '../../lib/school-context';
import { useExportAidYearFilter, useExportStatusFilter } from './export-filters';
import { BulkUpdateAction, ViewApplicationAction } from './export-list-actions';
import { buildOpenExportColumns } from './export-list-columns';
import { ExportListContext, type ExportListValue, useOpenExportDetail } from './export-list-context';
import { useExportRowSaves } from './export-row-saves';
import { ExportStatusDialog } from './export-status-dialog';
import { type ExportListFilters, useExportList } from './exports-api';

/** The detail screen of an open export (2-applications §2), the application id in its address. */
export const EXPORT_DETAIL_PATH = '/exports/applications/studentapplication';

const EDITOR_ACTIONS: readonly BulkAction<ExportListRow>[] = [ViewApplicationAction, BulkUpdateAction];
const READER_ACTIONS: readonly BulkAction<ExportListRow>[] = [ViewApplicationAction];

/** The open list once a school is selected. */
function ExportApplicationsList({ schoolId, schoolName }: { schoolId: number; schoolName: string }) {
  const { menuContext } = useSchool();
  // The server sends each row what the user may do; this only decides the columns and the bulk control.
  const mayEdit = canEditApplications(menuContext, 'export');
  const [aidyear, setAidYear, yearOptions] = useExportAidYearFilter();
  const [exportstatus, setExportStatus, statusOptions] = useExportStatusFilter();
  const filters: ExportListFilters = { appstatus: APPLICATION_STATUS.OPEN, aidyear, exportstatus };
  const list = useExportList(schoolId, filters);
  const saves = useExportRowSaves(schoolId);
  const openDetail = useOpenExportDetail(EXPORT_DETAIL_PATH);
  const columns = useMemo(() => buildOpenExportColumns(mayEdit), [mayEdit]);
  const context: ExportListValue = {
    schoolId,
    filterStatus: exportstatus,
    mayEdit,
    detailPath: EXPORT_DETAIL_PATH,
    drafts: saves.drafts,
    savingRowId: saves.savingRowId,
    pickStatus: saves.pickStatus,
    saveRow: saves.saveRow,
    cancelRow: saves.cancelRow,
    openDetail,
  };
  return (
    <ExportListContext.Provider value={context}>
      <FilterBar>
        <FilterSelect label="Application Year" value={aidyear} options={yearOptions} onChange={setAidYear} />
        <FilterSelect
          label="Export Status"
          value={exportstatus}
          options={statusOptions}
          onChange={setExportStatus}
        />
      </FilterBar>
      <WrappedHeaders>
        <GridPage<ExportListRow>
          label="Export applications"
          rows={list.data}
          columns={columns}
          loading={list.isLoading}
          errorMessage={list.isError ? APPLICATION_MESSAGES.exportDataFailed : null}
          onRetry={() => void list.refetch()}
          emptyMessage={
            aidyear === ALL_FILTER_ID && exportstatus === ALL_FILTER_ID
              ? APPLICATION_MESSAGES.noExports(schoolName)
              : APPLICATION_MESSAGES.noExportsMatching
          }
          exportFileName="export-applications"
          checkboxSelection
          bulkActions={mayEdit ? EDITOR_ACTIONS : READER_ACTIONS}
          onRowOpen={openDetail}
          selectionResetKey={`${schoolId}-${aidyear}-${exportstatus}`}
        />
      </WrappedHeaders>
      <ExportStatusDialog {...saves.dialogProps} />
    </ExportListContext.Provider>
  );
}

/**
 * /exports/applications: the selected school's open and transfer applications (2-applications §2, §4):
 * Application Year and Export Status filters, the export status changed in the row (dialogs for a reason
 * or a date), bulk update, View Application. Read-only users get none of the controls that change data.
 */
export function ExportApplicationsPage() {
  const { selectedSchool } = useSchool();
  return (
    <PageFrame title="Export Applications" subtitle={selectedSchool?.schoolName} maxWidth={1600}>
      {selectedSchool && (
        <ExportApplicationsList
          // Another school starts afresh: its rows, its unsaved picks.
          key={selectedSchool.id}
          schoolId={selectedSchool.id}
          schoolName={selectedSchool.schoolName}
        />
      )}
    </PageFrame>
  );
}
