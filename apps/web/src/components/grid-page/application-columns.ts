import { formatUsDate } from '@exchange/domain';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { formatModifiedBy, type ModifiedByFields } from '../../lib/application-format';
import { withSheetKind } from './excel-export';
import type { RowAction } from './grid-actions';
import { buildRowActionsColumn } from './row-actions-column';

// Least widths of the application grids' columns, measured at their 13 px text (WrappedHeaders): with
// every column at its least, the widest list (the open export list of an editor) fits the 990 px beside
// the drawer at 1280 px; wider screens share the rest by flex.

/** A column of an application list's grid. */
export type ApplicationColumn<R extends GridValidRowModel> = GridColDef<R>;

/** Aid Year ("2026-2027"). */
export function aidYearColumn<R extends GridValidRowModel>(field: keyof R & string): GridColDef<R> {
  return { field, headerName: 'Aid Year', minWidth: 76, flex: 0.5 };
}

/** A person's first or last name; a long one wraps onto a second line. */
export function nameColumn<R extends GridValidRowModel>(
  field: keyof R & string,
  headerName: string,
): GridColDef<R> {
  return { field, headerName, minWidth: 82, flex: 0.8 };
}

/**
 * A date shown in US format; sorting and filtering keep the ISO value, which orders by day, and the Excel
 * download writes it as a date.
 */
export function dateColumn<R extends GridValidRowModel>(
  field: keyof R & string,
  headerName: string,
): GridColDef<R> {
  return withSheetKind<R>(
    {
      field,
      headerName,
      width: 84,
      minWidth: 80,
      valueFormatter: (value: string) => formatUsDate(value),
    },
    'date',
  );
}

/** Modified By: who last changed the row, or "No Action Taken" (2-applications §2). */
export function modifiedByColumn<R extends GridValidRowModel & ModifiedByFields>(): GridColDef<R> {
  return {
    field: 'modifiedBy',
    headerName: 'Modified By',
    minWidth: 90,
    flex: 0.8,
    valueGetter: (_value, row) => formatModifiedBy(row),
  };
}

/** A status column's least width: a row-edit select of its longest name, or that name as wrapping text. */
export function statusColumnWidth(editable: boolean): number {
  // "Denied: Min Reqs Not Met" (152 px) in a select with its arrow, or on two lines as text.
  return editable ? 202 : 130;
}

/** The row edit's actions column (Save and Cancel, or Edit: small icon buttons), headed Actions. */
export function buildRowEditActionsColumn<R extends GridValidRowModel>(
  actions: readonly RowAction<R>[],
): GridColDef<R> {
  return buildRowActionsColumn(actions, 'Actions', 76);
}

/** What every application list's row has for its shared columns. */
type ApplicationRow = GridValidRowModel &
  ModifiedByFields & { studentLastName: string; studentFirstName: string };

/** The columns every application list has: Aid Year (under the row's field), the student's names, Modified By. */
export function buildCommonColumns<R extends ApplicationRow>(aidYearField: keyof R & string) {
  return {
    aidYear: aidYearColumn<R>(aidYearField),
    studentLast: nameColumn<R>('studentLastName', 'Student Last Name'),
    studentFirst: nameColumn<R>('studentFirstName', 'Student First Name'),
    modifiedBy: modifiedByColumn<R>(),
  };
}
