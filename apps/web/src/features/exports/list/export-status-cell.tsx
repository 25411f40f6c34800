import { type ExportListRow, exportStatusName, APPLICATION_MESSAGES as M } from '@exchange/domain';
import CloseIcon from '@mui/icons-material/Close';
import LockOutlined from '@mui/icons-material/LockOutlined';
import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import type { RowActionProps } from '../../../components/grid-page/grid-actions';
import { RowIconButton } from '../../../components/grid-page/row-icon-button';
import { RowSelect } from '../../../components/grid-page/row-select';
import { useRowEditContext } from '../../../components/grid-page/use-row-edit';
import { formatStudentName } from '../../../lib/application-format';
import { hasPendingChange, isRowEditable, listStatusChoices, shownStatus } from './export-row-edit';

interface CellProps {
  row: ExportListRow;
  hasFocus: boolean;
  tabIndex: 0 | -1;
}

/**
 * Why a row offers fewer choices: an import school has the student enrolled or on leave, so the export
 * status can only stay or end the award (open-points 3). Our wording: the spec does not word it.
 */
export function describeEnrolledLock(row: ExportListRow): string | null {
  if (!row.importEnrolledSchool) return null;
  return M.exportRowEnrolledLock(row.importEnrolledSchool, row.statusOptions.map(exportStatusName));
}

/** A lock icon whose tooltip (and accessible name) says why the row's choices are limited. */
function EnrolledLock({ row }: { row: ExportListRow }) {
  const why = describeEnrolledLock(row);
  if (!why) return null;
  return (
    <Tooltip title={why}>
      <LockOutlined
        fontSize="small"
        color="action"
        role="img"
        aria-label={why}
        aria-hidden={false}
        sx={{ flex: '0 0 auto', ml: 0.5 }}
      />
    </Tooltip>
  );
}

/**
 * The Export Status cell: a select of exactly the row's choices from the server for users who may
 * change it, shown but unusable when the server froze the row (No Longer Eligible), plain text for
 * read-only users; a lock says why when an enrolled import limits the choices.
 */
export function ExportStatusCell({ row, hasFocus, tabIndex }: CellProps) {
  const list = useRowEditContext<ExportListRow, number>();
  const shown = list.editable && row.actions.editStatus !== 'hidden';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%', width: '100%', minWidth: 0 }}>
      {shown ? (
        <RowSelect
          label={`Export status of ${formatStudentName(row)}`}
          // The select is the cell's keyboard stop, so it carries the lock's reason too.
          description={describeEnrolledLock(row)}
          value={shownStatus(row, list.drafts)}
          choices={listStatusChoices(row)}
          disabled={!isRowEditable(row) || list.savingRowId === row.id}
          hasFocus={hasFocus}
          tabIndex={tabIndex}
          onPick={(value) => list.change(row, Number(value))}
        />
      ) : (
        <Box component="span" sx={{ whiteSpace: 'normal', lineHeight: 1.3 }}>
          {row.exportSchoolStatusName}
        </Box>
      )}
      <EnrolledLock row={row} />
    </Box>
  );
}

/** Save: the row's new export status, through the dialog when it needs a reason or a date. */
export function SaveRowAction({ row, tabIndex }: RowActionProps<ExportListRow>) {
  const list = useRowEditContext<ExportListRow, number>();
  if (!list.editable || row.actions.editStatus === 'hidden') return null;
  const saving = list.savingRowId === row.id;
  return (
    <RowIconButton
      title={saving ? 'Saving...' : 'Save'}
      label={`Save export status of ${formatStudentName(row)}`}
      tabIndex={tabIndex}
      // Highlighted while the row holds a pick to save.
      color={hasPendingChange(row, list.drafts) ? 'primary' : 'default'}
      disabled={!isRowEditable(row) || saving}
      onPress={() => list.save(row)}
    >
      <SaveIcon fontSize="small" />
    </RowIconButton>
  );
}

/** Cancel: forgets the row's unsaved pick. */
export function CancelRowAction({ row, tabIndex }: RowActionProps<ExportListRow>) {
  const list = useRowEditContext<ExportListRow, number>();
  if (!list.editable || row.actions.editStatus === 'hidden') return null;
  return (
    <RowIconButton
      title="Cancel"
      label={`Cancel export status change of ${formatStudentName(row)}`}
      tabIndex={tabIndex}
      disabled={!hasPendingChange(row, list.drafts) || list.savingRowId === row.id}
      onPress={() => list.cancel(row)}
    >
      <CloseIcon fontSize="small" />
    </RowIconButton>
  );
}
