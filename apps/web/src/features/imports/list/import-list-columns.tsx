import { formatImportStatusName, type ImportListRow } from '@exchange/domain';
import type { GridColDef } from '@mui/x-data-grid';
import {
  buildCommonColumns,
  buildRowEditActionsColumn,
  dateColumn,
  statusColumnWidth,
} from '../../../components/grid-page/application-columns';
import {
  ImportStatusCell,
  PROGRAM_FIELD,
  ProgramCell,
  RowEditActions,
  STATUS_FIELD,
} from './import-list-cells';
import { rowProgramName } from './import-row-edit';

type Column = GridColDef<ImportListRow>;

const { aidYear, studentLast, studentFirst, modifiedBy } = buildCommonColumns<ImportListRow>('aidYear');

/** Exchange Program: a select in edit mode (when the row offers several programs), text otherwise. */
function programColumn(mayEdit: boolean): Column {
  return {
    field: PROGRAM_FIELD,
    headerName: 'Exchange Program',
    minWidth: mayEdit ? 120 : 100,
    flex: 1,
    valueGetter: (_value, row) => rowProgramName(row),
    renderCell: (params) => (
      <ProgramCell row={params.row} hasFocus={params.hasFocus} tabIndex={params.tabIndex} />
    ),
  };
}

/** Import Status: a select in edit mode; as text it wraps ("Awaiting Export Decision") rather than clip. */
function statusColumn(mayEdit: boolean): Column {
  return {
    field: STATUS_FIELD,
    headerName: 'Import Status',
    minWidth: statusColumnWidth(mayEdit),
    flex: 1,
    // The search, the sort and the CSV read the name as shown, a denial's reason included.
    valueGetter: (_value, row) => formatImportStatusName(row.importStatus, row.importStatusOtherReason),
    renderCell: (params) => (
      <ImportStatusCell row={params.row} hasFocus={params.hasFocus} tabIndex={params.tabIndex} />
    ),
  };
}

/** Edit, or Save and Cancel, between the status and its date (§2's column order). */
const rowEditActions = buildRowEditActionsColumn<ImportListRow>([RowEditActions]);

const statusDate = dateColumn<ImportListRow>('importStatusDate', 'Import Status Date');

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
    minWidth: 100,
    flex: 1,
    valueGetter: (_value, row) => rowProgramName(row),
  },
  modifiedBy,
];
