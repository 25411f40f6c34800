import {
  forcesDailyDigest,
  isTeloRole,
  READ_ONLY_CAPABLE_ROLES,
  ROLE,
  SCHOOL_ROLES,
  type SchoolUserBody,
  type SchoolUserInput,
  schoolUserSchema,
  TRAINING_LABELS,
  USER_MESSAGES,
} from '@exchange/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { type Path, useForm, useWatch } from 'react-hook-form';
import { FormCheckbox } from '../../components/form-checkbox';
import { FormSelectField } from '../../components/form-select-field';
import { FormTextField } from '../../components/form-text-field';
import { ApiRequestError } from '../../lib/api';
import { RolesField } from './roles-field';

const TRAINING_OPTIONS = Object.entries(TRAINING_LABELS).map(([value, label]) => ({
  value: Number(value),
  label,
}));
const canBeReadOnly = (id: number) => (READ_ONLY_CAPABLE_ROLES as readonly number[]).includes(id);

interface Props {
  defaultValues: SchoolUserInput;
  /** The school's primary / secondary TELO slot is held by another user (1-core §6). */
  used: { primaryUsed: boolean; secondaryUsed: boolean };
  /** Training status can be changed only by a role-1 user (1-core §6). */
  mayChangeTraining: boolean;
  /** So can the Admin role (docs/decisions.md); others see it locked. */
  mayChangeAdmin: boolean;
  /** The signed-in user's own account: their roles are shown but cannot be changed. */
  self?: boolean;
  /**
   * The account also works at a school the editor does not manage (GET api/user/{id}
   * canChangeIdentity false): its email, names, title and training are shown but only its roles here
   * and the daily digest can change (docs/decisions.md "An account's identity belongs to its holder").
   */
  identityLocked?: boolean;
  /** Read-only viewers see the form disabled and no buttons. */
  disabled: boolean;
  submitLabel: string;
  pending: boolean;
  save(body: SchoolUserBody): Promise<unknown>;
  onCancel(): void;
}

/** Add User and User Account Information (1-core §4-§6), checked with the domain's schoolUserSchema. */
export function SchoolUserForm({
  defaultValues,
  used,
  mayChangeTraining,
  mayChangeAdmin,
  self = false,
  identityLocked = false,
  disabled,
  submitLabel,
  pending,
  save,
  onCancel,
}: Props) {
  const { control, handleSubmit, setValue, setError } = useForm<SchoolUserInput, unknown, SchoolUserBody>({
    resolver: zodResolver(schoolUserSchema),
    defaultValues,
    // The record may be reloaded under the form (someone else saved first): what the user has typed and
    // not yet saved stays; the other fields, and the version, take the stored values.
    values: defaultValues,
    resetOptions: { keepDirtyValues: true },
  });
  const roles = useWatch({ control, name: 'userRole' }) ?? [];
  const teloChosen = forcesDailyDigest(roles);
  const unavailable = new Map<number, string>();
  if (used.primaryUsed) unavailable.set(ROLE.PRIMARY_TELO, USER_MESSAGES.primaryUsed);
  if (used.secondaryUsed) unavailable.set(ROLE.SECONDARY_TELO, USER_MESSAGES.secondaryUsed);
  const locked = new Map<number, string>();
  if (!mayChangeAdmin) locked.set(ROLE.ADMIN, USER_MESSAGES.adminRoleOnlyAdmin);
  const reasonId = useId();
  const identityDisabled = disabled || identityLocked;
  // Each locked field points at the one notice, so a screen reader on the field hears why.
  const identityProps = {
    disabled: identityDisabled,
    ...(identityLocked ? { slotProps: { htmlInput: { 'aria-describedby': reasonId } } } : {}),
  };
  const sendsTraining = mayChangeTraining && !identityLocked;

  const submit = handleSubmit(async (body) => {
    const { trainingComplete, ...rest } = body;
    try {
      // The form sends the training status only when this editor may change it; left out, it stays.
      await save(sendsTraining ? body : rest);
    } catch (error) {
      if (error instanceof ApiRequestError && error.errors) {
        for (const [field, message] of Object.entries(error.errors)) {
          setError(field as Path<SchoolUserInput>, { message }, { shouldFocus: true });
        }
      }
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="User account information">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        {identityLocked && (
          <Alert id={reasonId} severity="info" role="note" sx={{ mb: 2 }}>
            {USER_MESSAGES.identityLocked}
          </Alert>
        )}
        <Grid container columnSpacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField control={control} name="title" label="Title" required {...identityProps} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
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
          <Grid size={{ xs: 12, sm: 5 }}>
            <FormTextField
              control={control}
              name="firstName"
              label="First Name"
              required
              {...identityProps}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 2 }}>
            <FormTextField control={control} name="middleInitial" label="Middle Initial" {...identityProps} />
          </Grid>
          <Grid size={{ xs: 12, sm: 5 }}>
            <FormTextField control={control} name="lastName" label="Last Name" required {...identityProps} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormSelectField
              control={control}
              name="trainingComplete"
              label="Training Complete"
              options={TRAINING_OPTIONS}
              {...identityProps}
              disabled={identityDisabled || !mayChangeTraining}
              // A locked identity is explained once, by the notice above.
              helperText={mayChangeTraining || identityLocked ? undefined : USER_MESSAGES.trainingOnlyAdmin}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
            <FormCheckbox
              control={control}
              name="DailyDigest"
              label="Daily Digest"
              disabled={disabled || teloChosen}
            />
          </Grid>
        </Grid>
        <RolesField
          control={control}
          name="userRole"
          roles={SCHOOL_ROLES}
          canBeReadOnly={canBeReadOnly}
          isExclusive={isTeloRole}
          unavailable={unavailable}
          locked={locked}
          lockedAll={self ? USER_MESSAGES.cannotChangeOwnRoles : undefined}
          emptyHint={USER_MESSAGES.roleRequired}
          disabled={disabled}
          onRolesChange={(next) => {
            // 1-core §4: a primary or secondary TELO always gets the daily digest.
            if (forcesDailyDigest(next)) setValue('DailyDigest', 1, { shouldDirty: true });
          }}
        />
      </Paper>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{disabled ? 'Back' : 'Cancel'}</Button>
        {!disabled && (
          <Button type="submit" variant="contained" disabled={pending || roles.length === 0}>
            {pending ? 'Saving...' : submitLabel}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
