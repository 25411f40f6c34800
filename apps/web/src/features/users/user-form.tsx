import { forcesDailyDigest, ROLE, USER_MESSAGES } from '@exchange/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { formResolver } from '../../lib/form-resolver';
import type { FieldErrorTarget } from '../../lib/server-field-errors';
import { RolesField } from './roles-field';
import { bodyToSend, type UserBody, type UserFormValues } from './user-form-values';
import { UserIdentityFields } from './user-identity-fields';
import type { UserFormConfig } from './user-scopes';

/** The school's primary / secondary TELO slot is held by another user (1-core §6). */
export interface TeloSlots {
  primaryUsed: boolean;
  secondaryUsed: boolean;
}

interface Props {
  config: UserFormConfig;
  mode: 'create' | 'edit';
  defaultValues: UserFormValues;
  /** School users: the TELO slots other users hold. */
  used?: TeloSlots;
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
  /** Read-only viewers see the form disabled and no save button. */
  disabled: boolean;
  pending: boolean;
  /** Saves the checked body; the server's field messages go onto `form`. */
  save(body: UserBody, form: FieldErrorTarget<UserFormValues>): void;
  onCancel(): void;
}

/**
 * Add User, User Account Information, Add New TE User and TE User Account Information (1-core §4-§6):
 * one form, told apart by `config`, checked with the domain's user schemas.
 */
export function UserForm({
  config,
  mode,
  defaultValues,
  used,
  mayChangeTraining,
  mayChangeAdmin,
  self = false,
  identityLocked = false,
  disabled,
  pending,
  save,
  onCancel,
}: Props) {
  const resolver = useMemo(() => formResolver<UserFormValues, UserBody>(config.schema(mode)), [config, mode]);
  const form = useForm<UserFormValues, unknown, UserBody>({
    resolver,
    defaultValues,
    // The record may be reloaded under the form (someone else saved first): what the user has typed and
    // not yet saved stays; the other fields, and the version, take the stored values.
    values: defaultValues,
    resetOptions: { keepDirtyValues: true },
  });
  const { control, handleSubmit, setValue } = form;
  const roles = useWatch({ control, name: 'userRole' }) ?? [];
  const reasonId = useId();
  const unavailable = new Map<number, string>();
  if (used?.primaryUsed) unavailable.set(ROLE.PRIMARY_TELO, USER_MESSAGES.primaryUsed);
  if (used?.secondaryUsed) unavailable.set(ROLE.SECONDARY_TELO, USER_MESSAGES.secondaryUsed);
  const locked = new Map<number, string>();
  if (!mayChangeAdmin) locked.set(ROLE.ADMIN, USER_MESSAGES.adminRoleOnlyAdmin);
  const sendsTraining = config.schoolFields && mayChangeTraining && !identityLocked;
  const submit = handleSubmit((body) => save(bodyToSend(body, sendsTraining), form));

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={config.label}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        {identityLocked && (
          <Alert id={reasonId} severity="info" role="note" sx={{ mb: 2 }}>
            {USER_MESSAGES.identityLocked}
          </Alert>
        )}
        <UserIdentityFields
          control={control}
          schoolFields={config.schoolFields}
          disabled={disabled}
          lockedReasonId={identityLocked ? reasonId : null}
          mayChangeTraining={mayChangeTraining}
          digestForced={config.schoolFields && forcesDailyDigest(roles)}
        />
        <RolesField
          control={control}
          name="userRole"
          roles={config.roles}
          canBeReadOnly={config.canBeReadOnly}
          isExclusive={config.isExclusive}
          unavailable={unavailable}
          locked={locked}
          lockedAll={self ? USER_MESSAGES.cannotChangeOwnRoles : undefined}
          emptyHint={USER_MESSAGES.roleRequired}
          disabled={disabled}
          onRolesChange={(next) => {
            // 1-core §4: a primary or secondary TELO always gets the daily digest.
            if (config.schoolFields && forcesDailyDigest(next)) {
              setValue('DailyDigest', 1, { shouldDirty: true });
            }
          }}
        />
      </Paper>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{disabled ? 'Back' : 'Cancel'}</Button>
        {!disabled && (
          <Button type="submit" variant="contained" disabled={pending || roles.length === 0}>
            {pending ? 'Saving...' : mode === 'create' ? config.createLabel : 'Update User'}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
