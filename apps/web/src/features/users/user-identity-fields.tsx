import { TRAINING_LABELS, USER_MESSAGES } from '@exchange/domain';
import Grid from '@mui/material/Grid';
import type { Control } from 'react-hook-form';
import { FormCheckbox } from '../../components/form-checkbox';
import { FormSelectField } from '../../components/form-select-field';
import { FormTextField } from '../../components/form-text-field';
import type { UserBody, UserFormValues } from './user-form-values';

const TRAINING_OPTIONS = Object.entries(TRAINING_LABELS).map(([value, label]) => ({
  value: Number(value),
  label,
}));

interface Props {
  control: Control<UserFormValues, unknown, UserBody>;
  /** Title, training status and daily digest (school users). */
  schoolFields: boolean;
  disabled: boolean;
  /** Set when the identity is shown but locked: the id of the notice that says why. */
  lockedReasonId: string | null;
  mayChangeTraining: boolean;
  /** A primary or secondary TELO always gets the daily digest, so the box is locked on. */
  digestForced: boolean;
}

/**
 * The account's own fields: names and email, and for school users the title, training status and daily
 * digest. A school user's form leads with title and email; a TE user's with the names.
 */
export function UserIdentityFields({
  control,
  schoolFields,
  disabled,
  lockedReasonId,
  mayChangeTraining,
  digestForced,
}: Props) {
  const identityDisabled = disabled || lockedReasonId !== null;
  // Each locked field points at the one notice, so a screen reader on the field hears why.
  const identityProps = {
    disabled: identityDisabled,
    ...(lockedReasonId ? { slotProps: { htmlInput: { 'aria-describedby': lockedReasonId } } } : {}),
  };
  const email = (
    <Grid size={{ xs: 12, md: schoolFields ? 6 : 12 }}>
      <FormTextField
        control={control}
        name="email"
        label="Email"
        type="email"
        required
        autoComplete="off"
        {...identityProps}
      />
    </Grid>
  );
  const names = (
    <>
      <Grid size={{ xs: 12, sm: 5 }}>
        <FormTextField control={control} name="firstName" label="First Name" required {...identityProps} />
      </Grid>
      <Grid size={{ xs: 12, sm: 2 }}>
        <FormTextField control={control} name="middleInitial" label="Middle Initial" {...identityProps} />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <FormTextField control={control} name="lastName" label="Last Name" required {...identityProps} />
      </Grid>
    </>
  );
  if (!schoolFields) {
    return (
      <Grid container columnSpacing={2}>
        {names}
        {email}
      </Grid>
    );
  }
  return (
    <Grid container columnSpacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField control={control} name="title" label="Title" required {...identityProps} />
      </Grid>
      {email}
      {names}
      <Grid size={{ xs: 12, md: 6 }}>
        <FormSelectField
          control={control}
          name="trainingComplete"
          label="Training Complete"
          options={TRAINING_OPTIONS}
          {...identityProps}
          disabled={identityDisabled || !mayChangeTraining}
          // A locked identity is explained once, by the notice above the fields.
          helperText={mayChangeTraining || lockedReasonId ? undefined : USER_MESSAGES.trainingOnlyAdmin}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
        <FormCheckbox
          control={control}
          name="DailyDigest"
          label="Daily Digest"
          disabled={disabled || digestForced}
        />
      </Grid>
    </Grid>
  );
}
