import type { ExportListRow } from '@exchange/domain';
import {
  type ApplicationColumn,
  buildCommonColumns,
  buildRowEditActionsColumn,
  dateColumn,
  nameColumn,
  statusColumnWidth,
} from '../../../components/grid-page/application-columns';
import { formatYesNo } from './export-format';
import { CancelRowAction, ExportStatusCell, SaveRowAction } from './export-status-cell';

const { aidYear, studentLast, studentFirst, modifiedBy } = buildCommonColumns<ExportListRow>('aidyearName');
const employeeLast = nameColumn<ExportListRow>('employeeLastName', 'Employee Last Name');
const employeeFirst = nameColumn<ExportListRow>('employeeFirstName', 'Employee First Name');

/** Export Status: a select of the row's choices for editors (a lock beside it says why it is limited). */
function exportStatusColumn(mayEdit: boolean): ApplicationColumn<ExportListRow> {
  return {
    field: 'exportSchoolStatusName',
    headerName: 'Export Status',
    minWidth: statusColumnWidth(mayEdit),
    flex: 1,
    renderCell: (params) => (
      <ExportStatusCell row={params.row} hasFocus={params.hasFocus} tabIndex={params.tabIndex} />
    ),
  };
}

/** The row edit's Save and Cancel, between the status and its date (open-points 11: as the import list). */
const rowEditActions = buildRowEditActionsColumn<ExportListRow>([SaveRowAction, CancelRowAction]);

/**
 * The open list's columns (open-points 11, mirroring the import list): Aid Year, Type, the student's and
 * the employee's names, Export Status (a select for users who may change it), Actions (Save, Cancel;
 * left out for read-only users), Export Status Date and Modified By.
 */
export function buildOpenExportColumns(mayEdit: boolean): ApplicationColumn<ExportListRow>[] {
  return [
    aidYear,
    { field: 'applicationStatus', headerName: 'Type', minWidth: 84, flex: 0.4 },
    studentLast,
    studentFirst,
    employeeLast,
    employeeFirst,
    exportStatusColumn(mayEdit),
    ...(mayEdit ? [rowEditActions] : []),
    dateColumn<ExportListRow>('exportStatusDate', 'Export Status Date'),
    modifiedBy,
  ];
}

/**
 * The closed list's columns (2-applications §2): Aid Year, the employee's names, Employee ID, Years of
 * Service, the student's names, TE EZ App Date and Import Approved (Yes or No).
 */
export const CLOSED_EXPORT_COLUMNS: ApplicationColumn<ExportListRow>[] = [
  aidYear,
  employeeLast,
  employeeFirst,
  { field: 'employeeId', headerName: 'Employee ID', minWidth: 90, flex: 0.6 },
  { field: 'employeeYearOfService', headerName: 'Years of Service', type: 'number', minWidth: 80 },
  studentLast,
  studentFirst,
  dateColumn<ExportListRow>('creationDate', 'TE EZ App Date'),
  {
    field: 'importSchoolApproved',
    headerName: 'Import Approved',
    minWidth: 80,
    valueFormatter: (value: boolean) => formatYesNo(value),
  },
];
