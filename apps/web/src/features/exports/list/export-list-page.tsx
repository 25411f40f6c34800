import {
  canEditApplications,
  type ExportListRow,
  exportStatusName,
  APPLICATION_MESSAGES as M,
} from '@exchange/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { BulkAction } from '../../../components/grid-page/grid-actions';
import { ListScreenGrid, SchoolListScreen } from '../../../components/grid-page/list-screen';
import { useRowEdit } from '../../../components/grid-page/use-row-edit';
import { ViewApplicationAction } from '../../../components/grid-page/view-row-action';
import type { SchoolOption } from '../../../lib/school-context';
import { useSchool } from '../../../lib/school-context';
import { type ExportListFilters, useExportList } from '../api/exports-api';
import { useExportListFilters } from './export-filters';
import { BulkUpdateAction } from './export-list-actions';
import { buildOpenExportColumns, CLOSED_EXPORT_COLUMNS } from './export-list-columns';
import type { ExportListConfig } from './export-list-config';
import { ExportListContext, exportDetailHref } from './export-list-context';
import { exportRowEditConfig } from './export-row-edit';
import { ExportStatusDialog } from './export-status-dialog';

const EDITOR_ACTIONS: readonly BulkAction<ExportListRow>[] = [ViewApplicationAction, BulkUpdateAction];
const READER_ACTIONS: readonly BulkAction<ExportListRow>[] = [ViewApplicationAction];

/** One export list once a school is selected: its filters, its grid, its row edits and their dialog. */
function ExportList({ config, school }: { config: ExportListConfig; school: SchoolOption }) {
  const { menuContext } = useSchool();
  // The server sends each row what the user may do; this only decides the columns and the bulk control.
  const mayEdit = config.editable && canEditApplications(menuContext, 'export');
  const { aidyear, status, fields } = useExportListFilters(config.editable);
  const filters: ExportListFilters = { appstatus: config.kind, aidyear, exportstatus: status };
  const list = useExportList(school.id, filters);
  const queryClient = useQueryClient();
  const rowEdit = useRowEdit(exportRowEditConfig(school.id, queryClient), mayEdit);
  const navigate = useNavigate();
  const openDetail = useCallback(
    (row: ExportListRow) => navigate(exportDetailHref(config.detailPath, row)),
    [navigate, config.detailPath],
  );
  const columns = useMemo(
    () => (config.editable ? buildOpenExportColumns(mayEdit) : CLOSED_EXPORT_COLUMNS),
    [config.editable, mayEdit],
  );
  const { dialogProps } = rowEdit;
  return (
    <ExportListContext.Provider value={{ schoolId: school.id, filterStatus: status }}>
      <ListScreenGrid<ExportListRow>
        config={config}
        filters={fields}
        rows={list.data?.rows}
        loading={list.isLoading}
        failure={list.isError ? M.exportDataFailed : null}
        onRetry={() => void list.refetch()}
        columns={columns}
        // The server's 404 sentence says why there are none (docs/decisions/platform.md "Empty lists").
        emptyMessage={list.data?.none ?? ''}
        bulkActions={mayEdit ? EDITOR_ACTIONS : READER_ACTIONS}
        onRowOpen={openDetail}
        rowEdit={rowEdit.value}
      >
        {mayEdit && (
          <ExportStatusDialog
            open={dialogProps.open}
            statusId={dialogProps.save ?? 0}
            statusName={dialogProps.save ? exportStatusName(dialogProps.save) : ''}
            busy={dialogProps.busy}
            onCancel={dialogProps.onCancel}
            onConfirm={dialogProps.onConfirm}
          />
        )}
      </ListScreenGrid>
    </ExportListContext.Provider>
  );
}

/**
 * An export list screen (2-applications §2, §4): the selected school's applications of one kind with
 * the Application Year filter; the open list adds the Export Status filter, the export status changed
 * in the row (a dialog for a reason or a date), bulk update and View Application. Read-only users get
 * none of the controls that change data.
 */
export function ExportListPage({ config }: { config: ExportListConfig }) {
  return (
    <SchoolListScreen title={config.title}>
      {(school) => <ExportList config={config} school={school} />}
    </SchoolListScreen>
  );
}
