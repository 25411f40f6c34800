import {
  APPLICATION_STATUS,
  IMPORT_STATUS,
  type ImportListRow,
  isNoLongerEligible,
  shouldClearLeaveDates,
} from '@exchange/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormSelectField } from '../../../components/form-select-field';
import { formatFactDate } from '../../../lib/application-facts';
import { useStudentCategories } from '../../../lib/lookups';
import { useProgramToday } from '../../../lib/program-name';
import { LeaveDateFields } from '../list/leave-date-fields';
import { ImportApplicationStatusField } from './import-application-status-field';
import {
  type ImportApplicationFormValues,
  importStatusChoices,
  programAccepted,
  programChoices,
  programRequired,
} from './import-application-values';

const gridSx = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  columnGap: 2,
  rowGap: 2,
  alignItems: 'start',
} as const;

/** Student Classification: the lookup's categories (a transfer's list leaves out first-time students). */
function useClassificationChoices(row: ImportListRow) {
  const type =
    row.applicationStatus === APPLICATION_STATUS.TRANSFER
      ? APPLICATION_STATUS.TRANSFER
      : APPLICATION_STATUS.OPEN;
  const categories = useStudentCategories(type);
  return useMemo(() => {
    const listed = (categories.data ?? []).map((c) => ({ value: c.id, label: c.categoryName }));
    // The stored classification shows even when the list leaves it out (or has not loaded yet).
    return listed.some((c) => c.value === row.studentCategoryId)
      ? listed
      : [{ value: row.studentCategoryId, label: row.studentCategoryName }, ...listed];
  }, [categories.data, row.studentCategoryId, row.studentCategoryName]);
}

/** The leave of absence: its dates while Leave of Absence is chosen, else the stored ones as text. */
function LeaveFields({ row, editable }: { row: ImportListRow; editable: boolean }) {
  const { control, trigger, getFieldState } = useFormContext<ImportApplicationFormValues>();
  const status = useWatch({ control, name: 'importStatus' });
  const begin = useWatch({ control, name: 'leaveOfAbsenceBegin' });
  const today = useProgramToday();
  // The end's rule follows the begin: a changed begin re-checks an end already given (as the dialog does).
  useEffect(() => {
    if (begin && getFieldState('leaveOfAbsenceEnd').isTouched) void trigger('leaveOfAbsenceEnd');
  }, [begin, getFieldState, trigger]);
  if (status === IMPORT_STATUS.LEAVE_OF_ABSENCE) {
    return (
      <Box sx={gridSx}>
        <LeaveDateFields
          control={control}
          beginName="leaveOfAbsenceBegin"
          endName="leaveOfAbsenceEnd"
          disabled={!editable}
        />
      </Box>
    );
  }
  if (!row.leaveOfAbsenceBegin && !row.leaveOfAbsenceEnd) return null;
  const clears = shouldClearLeaveDates(row.importStatus, status, row.leaveOfAbsenceBegin, today);
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="body2">
        Leave of absence: {formatFactDate(row.leaveOfAbsenceBegin)} to {formatFactDate(row.leaveOfAbsenceEnd)}
      </Typography>
      {clears && (
        <Alert severity="info" sx={{ mt: 1 }}>
          The leave has not begun: Update App clears its dates.
        </Alert>
      )}
    </Box>
  );
}

/**
 * The editable part of Import Application (2-applications §2, §4): Student Classification (only while
 * Enrolled, for users who may change it), the import status with its dialog, the exchange program
 * (the programs both schools offer; required for Under Review and Enrolled) and the leave dates.
 * Choosing a status the program or the classification does not go with puts them back as stored.
 */
export function ImportApplicationDecisionFields({ row }: { row: ImportListRow }) {
  const { control, setValue } = useFormContext<ImportApplicationFormValues>();
  const status = useWatch({ control, name: 'importStatus' });
  const actions = row.actions;
  const statusEditable = actions.editStatus === 'enabled' && row.statusOptions.length > 0;
  const classificationEditable =
    actions.editStudentClassification === 'enabled' && status === IMPORT_STATUS.ENROLLED;
  const programEditable = actions.editProgram === 'enabled' && programAccepted(row, status);
  const classifications = useClassificationChoices(row);
  const programs = useMemo(() => programChoices(row), [row]);
  const statuses = useMemo(
    () => importStatusChoices(row.statusOptions, row.importStatus),
    [row.statusOptions, row.importStatus],
  );

  const followStatus = (next: number) => {
    const keep = { shouldDirty: true, shouldValidate: true } as const;
    if (!programAccepted(row, next)) setValue('participationTypeId', row.participationTypeId ?? '', keep);
    if (next !== IMPORT_STATUS.ENROLLED) setValue('studentCategoryId', row.studentCategoryId, keep);
  };

  return (
    <>
      <Box sx={gridSx}>
        <ImportApplicationStatusField
          row={row}
          choices={statuses}
          editable={statusEditable}
          onStatusChange={followStatus}
        />
        <FormSelectField<ImportApplicationFormValues>
          control={control}
          name="participationTypeId"
          label="Exchange Program"
          required={programRequired(row, status)}
          fullWidth
          disabled={!statusEditable || !programEditable}
          options={programs}
          emptyOption={{ value: '', label: 'No exchange program' }}
        />
        <FormSelectField<ImportApplicationFormValues>
          control={control}
          name="studentCategoryId"
          label="Student Classification"
          fullWidth
          disabled={!classificationEditable}
          options={classifications}
          helperText={
            actions.editStudentClassification === 'hidden' ? undefined : 'Can be changed while Enrolled.'
          }
        />
      </Box>
      {/* Under No Longer Eligible a leave's only change is Withdrawn: its dates stay (open-points 4). */}
      <LeaveFields row={row} editable={statusEditable && !isNoLongerEligible(row.exportSchoolStatus)} />
    </>
  );
}
