import type { GridColDef, GridRowId, GridValidRowModel } from '@mui/x-data-grid';
import { Fragment, type ReactNode } from 'react';
import type { ListFilterField } from '../../lib/list-filters';
import { type SchoolOption, useSchool } from '../../lib/school-context';
import { ListFilters } from '../list-filter-fields';
import { PageFrame } from '../page-frame';
import type { BulkAction } from './grid-actions';
import { GridPage } from './grid-page';
import { RowEditContext, type RowEditValue } from './use-row-edit';
import { WrappedHeaders } from './wrapped-headers';

/** What tells one list of a feature from its others; one list page and one grid serve them all. */
export interface ListScreenConfig<K extends string = string> {
  /** Which list the API is asked for (OPEN, TRANSFER, CLOSED). */
  kind: K;
  /** The page's heading. */
  title: string;
  /** The grid's accessible name, shown in its toolbar. */
  gridLabel: string;
  /** The detail screen a row opens (its query string added by the feature). */
  detailPath: string;
  exportFileName: string;
  /** The list's rows can be changed in the grid (the row edit and its status filter). */
  editable: boolean;
}

interface SchoolListScreenProps {
  title: string;
  /** The list of the selected school; rendered afresh for another school (its rows, its rows in edit). */
  children(school: SchoolOption): ReactNode;
}

/** A list screen of the selected school: its title, the school's name under it, then the list. */
export function SchoolListScreen({ title, children }: SchoolListScreenProps) {
  const { selectedSchool } = useSchool();
  return (
    <PageFrame title={title} subtitle={selectedSchool?.schoolName} maxWidth={1600}>
      {selectedSchool && <Fragment key={selectedSchool.id}>{children(selectedSchool)}</Fragment>}
    </PageFrame>
  );
}

interface ListScreenGridProps<R extends GridValidRowModel> {
  config: ListScreenConfig;
  filters: readonly ListFilterField[];
  /** undefined while the first load runs. */
  rows: readonly R[] | undefined;
  loading: boolean;
  /** The load failure's text, or null. */
  failure: string | null;
  onRetry(): void;
  columns: readonly GridColDef<R>[];
  getRowId?: (row: R) => GridRowId;
  emptyMessage: string;
  bulkActions: readonly BulkAction<R>[];
  onRowOpen(row: R): void;
  /** The grid's row edit; its cells and actions read it through RowEditContext. */
  rowEdit: RowEditValue<R, unknown>;
  /** The status dialog of the row edit, where the list has one. */
  children?: ReactNode;
}

/**
 * An application list of the selected school: its filters, then its grid (checkbox selection, the
 * actions above it, the row edit in it); the selection empties when the school or a filter changes.
 */
export function ListScreenGrid<R extends GridValidRowModel>(props: ListScreenGridProps<R>) {
  const { config, filters, rowEdit } = props;
  return (
    <RowEditContext.Provider value={rowEdit}>
      <ListFilters fields={filters} />
      <WrappedHeaders>
        <GridPage<R>
          label={config.gridLabel}
          rows={props.rows}
          columns={props.columns}
          getRowId={props.getRowId}
          loading={props.loading}
          errorMessage={props.failure}
          onRetry={props.onRetry}
          emptyMessage={props.emptyMessage}
          exportFileName={config.exportFileName}
          checkboxSelection
          bulkActions={props.bulkActions}
          onRowOpen={props.onRowOpen}
          selectionResetKey={filters.map((f) => f.filter[0]).join('-')}
        />
      </WrappedHeaders>
      {props.children}
    </RowEditContext.Provider>
  );
}
