import { formatImportStatusName, type ImportListRow } from '@exchange/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { buildRowActionsColumn } from '../../components/grid-page/row-actions-column';
import { formatModifiedBy } from '../../lib/application-format';
import { formatUsDate } from '../../lib/format-us-date';
import {
  ImportStatusCell,
  PROGRAM_FIELD,
  ProgramCell,
  RowEditActions,
  STATUS_FIELD,
} from './import-list-cells';
import { rowProgramName } from './import-row-edit';

type Column = GridColDef<ImportListRow>;

const aidYear: Column = { field: 'aidYear', headerName: 'Aid Year', minWidth: 92, flex: 0.5 };
const studentLast: Column = {
  field: 'studentLastName',
  headerName: 'Student Last Name',
  minWidth: 95,
  flex: 0.8,
};
const studentFirst: Column = {
  field: 'studentFirstName',
  headerName: 'Student First Name',
  minWidth: 90,
  flex: 0.8,
};
const modifiedBy: Column = {
  field: 'modifiedBy',
  headerName: 'Modified By',
  minWidth: 130,
  flex: 0.8,
  valueGetter: (_value, row) => formatModifiedBy(row),
};

/** Exchange Program: a select in edit mode (when the row offers several programs), text otherwise. */
function programColumn(mayEdit: boolean): Column {
  return {
    field: PROGRAM_FIELD,
    headerName: 'Exchange Program',
    minWidth: mayEdit ? 135 : 130,
    flex: 1,
    valueGetter: (_value, row) => rowProgramName(row),
    renderCell: (params) => (
      <ProgramCell row={params.row} hasFocus={params.hasFocus} tabIndex={params.tabIndex} />
    ),
  };
}

/**
 * Import Status: a select in edit mode. With every column at its least the grid fits beside the drawer
 * at 1280 px, Aid Year and "No Action Taken" in full.
 */
function statusColumn(mayEdit: boolean): Column {
  return {
    field: STATUS_FIELD,
    headerName: 'Import Status',
    minWidth: mayEdit ? 200 : 150,
    flex: 1,
    // The search, the sort and the CSV read the name as shown, a denial's reason included.
    valueGetter: (_value, row) => formatImportStatusName(row.importStatus, row.importStatusOtherReason),
    renderCell: (params) => (
      <ImportStatusCell row={params.row} hasFocus={params.hasFocus} tabIndex={params.tabIndex} />
    ),
  };
}

/** Edit, or Save and Cancel, between the status and its date (§2's column order). */
const rowEditActions = buildRowActionsColumn<ImportListRow>([RowEditActions], 'Actions', 88);

/** Import Status Date in US format; sorting and filtering keep the ISO value, which orders by day. */
const statusDate: Column = {
  field: 'importStatusDate',
  headerName: 'Import Status Date',
  minWidth: 100,
  valueFormatter: (value: string) => formatUsDate(value),
};

/**
 * The import and transfer lists' columns (2-applications §2): Aid Year, the student's names, Exchange
 * Program, Import Status, Actions (Edit, Save, Cancel; left out for read-only users, whose columns
 * are not editable), Import Status Date and Modified By ("No Action Taken" when nobody changed it).
 */
export function buildImportColumns(mayEdit: boolean): Column[] {
  return [
    aidYear,
    studentLast,
    studentFirst,
    programColumn(mayEdit),
    statusColumn(mayEdit),
    ...(mayEdit ? [rowEditActions] : []),
    statusDate,
    modifiedBy,
  ];
}

/** The closed list's columns (§2): aid year, the student's names, exchange program and modified by. */
export const CLOSED_IMPORT_COLUMNS: Column[] = [
  aidYear,
  studentLast,
  studentFirst,
  {
    field: PROGRAM_FIELD,
    headerName: 'Exchange Program',
    minWidth: 130,
    flex: 1,
    valueGetter: (_value, row) => rowProgramName(row),
  },
  modifiedBy,
];
