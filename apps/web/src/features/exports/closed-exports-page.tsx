import {
  ALL_FILTER_ID,
  APPLICATION_MESSAGES,
  APPLICATION_STATUS,
  type ExportListRow,
} from '@exchange/domain';
import type { BulkAction } from '../../components/grid-page/grid-actions';
import { GridPage } from '../../components/grid-page/grid-page';
import { WrappedHeaders } from '../../components/grid-page/wrapped-headers';
import { FilterBar, FilterSelect } from '../../components/list-filter-fields';
import { PageFrame } from '../../components/page-frame';
import { useSchool } from '../../lib/school-context';
import { useExportAidYearFilter } from './export-filters';
import { ViewApplicationAction } from './export-list-actions';
import { CLOSED_EXPORT_COLUMNS } from './export-list-columns';
import { ExportListContext, type ExportListValue, useOpenExportDetail } from './export-list-context';
import type { StatusDrafts } from './export-row-edit';
import { type ExportListFilters, useExportList } from './exports-api';

/** The read-only detail of a closed export (2-applications §2), the application id in its address. */
export const CLOSED_EXPORT_DETAIL_PATH = '/exports/closedapplications/studentapplication';

const ACTIONS: readonly BulkAction<ExportListRow>[] = [ViewApplicationAction];
const NO_DRAFTS: StatusDrafts = new Map();
const ignore = () => undefined;

/** The closed list once a school is selected. */
function ClosedExportsList({ schoolId, schoolName }: { schoolId: number; schoolName: string }) {
  const [aidyear, setAidYear, yearOptions] = useExportAidYearFilter();
  const filters: ExportListFilters = {
    appstatus: APPLICATION_STATUS.CLOSED,
    aidyear,
    exportstatus: ALL_FILTER_ID,
  };
  const list = useExportList(schoolId, filters);
  const openDetail = useOpenExportDetail(CLOSED_EXPORT_DETAIL_PATH);
  // Nothing is changed on this list: only View Application reads the context.
  const context: ExportListValue = {
    schoolId,
    filterStatus: ALL_FILTER_ID,
    mayEdit: false,
    detailPath: CLOSED_EXPORT_DETAIL_PATH,
    drafts: NO_DRAFTS,
    savingRowId: null,
    pickStatus: ignore,
    saveRow: ignore,
    cancelRow: ignore,
    openDetail,
  };
  return (
    <ExportListContext.Provider value={context}>
      <FilterBar>
        <FilterSelect label="Application Year" value={aidyear} options={yearOptions} onChange={setAidYear} />
      </FilterBar>
      <WrappedHeaders>
        <GridPage<ExportListRow>
          label="Closed export applications"
          rows={list.data}
          columns={CLOSED_EXPORT_COLUMNS}
          loading={list.isLoading}
          errorMessage={list.isError ? APPLICATION_MESSAGES.exportDataFailed : null}
          onRetry={() => void list.refetch()}
          emptyMessage={
            aidyear === ALL_FILTER_ID
              ? APPLICATION_MESSAGES.noClosedExports(schoolName)
              : APPLICATION_MESSAGES.noExportsMatching
          }
          exportFileName="closed-export-applications"
          checkboxSelection
          bulkActions={ACTIONS}
          onRowOpen={openDetail}
          selectionResetKey={`${schoolId}-${aidyear}`}
        />
      </WrappedHeaders>
    </ExportListContext.Provider>
  );
}

/** /exports/closedapplications: the selected school's closed applications, read-only (2-applications §2). */
export function ClosedExportsPage() {
  const { selectedSchool } = useSchool();
  return (
    <PageFrame title="Closed Export Applications" subtitle={selectedSchool?.schoolName} maxWidth={1600}>
      {selectedSchool && (
        <ClosedExportsList
          key={selectedSchool.id}
          schoolId={selectedSchool.id}
          schoolName={selectedSchool.schoolName}
        />
      )}
    </PageFrame>
  );
}
