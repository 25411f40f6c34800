import type { FeeBody } from '@exchange/domain';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { FormSelectField } from '../../../components/form-select-field';
import { FormTextField } from '../../../components/form-text-field';
import { StatusChangeDialog } from '../../../components/status-change-dialog';
import { FEE_TYPES_KEY } from '../../../lib/fee-type-lookup';
import { useBillingAidYears, useBillingFeeTypes, useSchoolPrograms } from '../api/billing-lookups';
import { useAddFee } from '../api/billing-saves';
import {
  amountAfterFeeTypeChange,
  type FeeFormValues,
  feeFormDefaults,
  feeFormResolver,
} from './add-fee-values';
import { DialogSubmitActions } from './dialog-actions';

interface AddFeeDialogProps {
  open: boolean;
  school: { id: number; schoolName: string };
  onClose(): void;
}

/**
 * Add Fee (3-billing §2, TE users): a new invoice of the selected school for an aid year, one of the
 * school's exchange programs and a fee type, with its amount in dollars and an optional note.
 */
export function AddFeeDialog({ open, school, onClose }: AddFeeDialogProps) {
  const save = useAddFee({ onSuccess: onClose });
  return (
    <StatusChangeDialog open={open} title="Add Fee" busy={save.isPending} onCancel={onClose}>
      <FeeForm school={school} busy={save.isPending} onCancel={onClose} save={save} />
    </StatusChangeDialog>
  );
}

interface FeeFormProps {
  school: { id: number; schoolName: string };
  busy: boolean;
  onCancel(): void;
  save: ReturnType<typeof useAddFee>;
}

function FeeForm({ school, busy, onCancel, save }: FeeFormProps) {
  const years = useBillingAidYears();
  const feeTypes = useBillingFeeTypes();
  const { programs, isPending: programsPending } = useSchoolPrograms(school.id);
  const form = useForm<FeeFormValues, unknown, FeeBody>({
    defaultValues: feeFormDefaults(programs),
    mode: 'onTouched',
    resolver: feeFormResolver(school.id),
  });
  const { control, handleSubmit, getValues, setValue, getFieldState } = form;
  // The amounts come from the fee settings, which a TE admin may just have changed: read them afresh.
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: FEE_TYPES_KEY });
  }, [queryClient]);
  // Membership Dues and Administrative Fee start at their fee setting (open-points 33), still editable.
  const shownFeeType = useRef<number | ''>('');
  const prefillAmount = (feeTypeId: string | number) => {
    const to = feeTypeId === '' ? '' : Number(feeTypeId);
    const amount = amountAfterFeeTypeChange(
      getValues('feeAmount'),
      feeTypes.data ?? [],
      shownFeeType.current,
      to,
    );
    shownFeeType.current = to;
    if (amount === getValues('feeAmount')) return;
    setValue('feeAmount', amount, { shouldDirty: true, shouldValidate: !!getFieldState('feeAmount').error });
  };
  // A school offering one program has it chosen, also when its programs arrive after the dialog opened.
  const onlyProgram = programs.length === 1 ? programs[0]?.participationId : undefined;
  useEffect(() => {
    if (onlyProgram !== undefined && getValues('participationTypeId') === '')
      setValue('participationTypeId', onlyProgram);
  }, [onlyProgram, getValues, setValue]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The dialog sits in a portal, but React bubbles its submit to forms around the opener.
    event.stopPropagation();
    void handleSubmit((body) => save.submit(body, form))(event);
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Add fee">
      <DialogContent sx={{ pt: 0 }}>
        <DialogContentText sx={{ mb: 1 }}>
          School: <strong>{school.schoolName}</strong>
        </DialogContentText>
        <FormSelectField
          control={control}
          name="aidYearId"
          label="Aid Year"
          required
          fullWidth
          margin="normal"
          options={(years.data ?? []).map((y) => ({ value: y.id, label: y.aidyear }))}
        />
        <FormSelectField
          control={control}
          name="participationTypeId"
          label="Exchange Program"
          required
          fullWidth
          margin="normal"
          disabled={programsPending}
          options={programs.map((p) => ({ value: p.participationId, label: p.participationName }))}
        />
        <FormSelectField
          control={control}
          name="feeTypeId"
          label="Fee Type"
          required
          fullWidth
          margin="normal"
          options={(feeTypes.data ?? []).map((t) => ({ value: t.id, label: t.feeType }))}
          onValueChange={prefillAmount}
        />
        <FormTextField
          control={control}
          name="feeAmount"
          label="Amount"
          required
          fullWidth
          margin="normal"
          helperText="In dollars, such as 1250.50; dues and administrative fees start at the fee setting"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <FormTextField
          control={control}
          name="feeNote"
          label="Note"
          fullWidth
          margin="normal"
          multiline
          minRows={2}
        />
      </DialogContent>
      <DialogSubmitActions submitLabel="Add Fee" busy={busy} onCancel={onCancel} />
    </Box>
  );
}
