import type { ExportListRow } from '@exchange/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { buildRowActionsColumn } from '../../components/grid-page/row-actions-column';
import { formatModifiedBy } from '../../lib/application-format';
import { formatUsDate } from '../../lib/format-us-date';
import { formatYesNo } from './export-format';
import { CancelRowAction, ExportStatusCell, SaveRowAction } from './export-status-cell';

type Column = GridColDef<ExportListRow>;

const aidYear: Column = { field: 'aidyearName', headerName: 'Aid Year', minWidth: 92, flex: 0.5 };
const studentLast: Column = {
  field: 'studentLastName',
  headerName: 'Student Last Name',
  minWidth: 105,
  flex: 0.8,
};
const studentFirst: Column = {
  field: 'studentFirstName',
  headerName: 'Student First Name',
  minWidth: 100,
  flex: 0.8,
};
const employeeLast: Column = {
  field: 'employeeLastName',
  headerName: 'Employee Last Name',
  minWidth: 105,
  flex: 0.8,
};
const employeeFirst: Column = {
  field: 'employeeFirstName',
  headerName: 'Employee First Name',
  minWidth: 100,
  flex: 0.8,
};

/** A date column shown in US format; sorting and filtering keep the ISO value, which orders by day. */
function dateColumn(field: 'exportStatusDate' | 'creationDate', headerName: string): Column {
  return {
    field,
    headerName,
    minWidth: 110,
    valueFormatter: (value: string) => formatUsDate(value),
  };
}

/** Export Status: a select wide enough for "Denied: Min Reqs Not Met" for editors, text for readers. */
function exportStatusColumn(mayEdit: boolean): Column {
  return {
    field: 'exportSchoolStatusName',
    headerName: 'Export Status',
    minWidth: mayEdit ? 222 : 180,
    flex: 1,
    renderCell: (params) => (
      <ExportStatusCell row={params.row} hasFocus={params.hasFocus} tabIndex={params.tabIndex} />
    ),
  };
}

const modifiedBy: Column = {
  field: 'modifiedBy',
  headerName: 'Modified By',
  minWidth: 120,
  flex: 0.8,
  valueGetter: (_value, row) => formatModifiedBy(row),
};

/** The row edit's Save and Cancel, between the status and its date (open-points 11: as the import list). */
const rowEditActions = buildRowActionsColumn<ExportListRow>([SaveRowAction, CancelRowAction], 'Actions', 96);

/**
 * The open list's columns (open-points 11, mirroring the import list): Aid Year, Type, the student's and
 * the employee's names, Export Status (a select for users who may change it), Actions (Save, Cancel;
 * left out for read-only users), Export Status Date and Modified By.
 */
export function buildOpenExportColumns(mayEdit: boolean): Column[] {
  return [
    aidYear,
    { field: 'applicationStatus', headerName: 'Type', minWidth: 100, flex: 0.4 },
    studentLast,
    studentFirst,
    employeeLast,
    employeeFirst,
    exportStatusColumn(mayEdit),
    ...(mayEdit ? [rowEditActions] : []),
    dateColumn('exportStatusDate', 'Export Status Date'),
    modifiedBy,
  ];
}

/**
 * The closed list's columns (2-applications §2): Aid Year, the employee's names, Employee ID, Years of
 * Service, the student's names, TE EZ App Date and Import Approved (Yes or No).
 */
export const CLOSED_EXPORT_COLUMNS: Column[] = [
  aidYear,
  employeeLast,
  employeeFirst,
  { field: 'employeeId', headerName: 'Employee ID', minWidth: 105, flex: 0.6 },
  { field: 'employeeYearOfService', headerName: 'Years of Service', type: 'number', minWidth: 100 },
  studentLast,
  studentFirst,
  dateColumn('creationDate', 'TE EZ App Date'),
  {
    field: 'importSchoolApproved',
    headerName: 'Import Approved',
    minWidth: 100,
    valueFormatter: (value: boolean) => formatYesNo(value),
  },
];
