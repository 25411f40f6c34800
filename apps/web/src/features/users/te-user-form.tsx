import {
  ROLE,
  TE_ROLES,
  type TeUserCreateBody,
  type TeUserCreateInput,
  type TeUserUpdateBody,
  teUserCreateSchema,
  teUserUpdateSchema,
  USER_MESSAGES,
} from '@exchange/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { type Path, useForm, useWatch } from 'react-hook-form';
import { FormTextField } from '../../components/form-text-field';
import { ApiRequestError } from '../../lib/api';
import { RolesField } from './roles-field';

// TE roles (1-core §6): TE Admin excludes the rest; every role but Reports can be read-only.
const canBeReadOnly = (id: number) => id !== ROLE.REPORTS;
const isExclusive = (id: number) => id === ROLE.ADMIN;

/** The TE user form's values (create and edit share them; edit also carries the version). */
export type TeUserFormValues = TeUserCreateInput & { version?: number };

interface Props {
  mode: 'create' | 'edit';
  defaultValues: TeUserFormValues;
  disabled: boolean;
  /** The signed-in admin's own account: their TE roles are shown but cannot be changed. */
  self?: boolean;
  pending: boolean;
  save(body: TeUserCreateBody | TeUserUpdateBody): Promise<unknown>;
  onCancel(): void;
}

/**
 * Add New TE User (first name at most 15, last name at most 20, a role) and the TE user edit form
 * (required fields and a role), checked with the domain's TE user schemas (1-core §5, §6).
 */
export function TeUserForm({ mode, defaultValues, disabled, self = false, pending, save, onCancel }: Props) {
  const schema = (mode === 'create'
    ? teUserCreateSchema
    : teUserUpdateSchema) as unknown as typeof teUserCreateSchema;
  const { control, handleSubmit, setError } = useForm<TeUserFormValues, unknown, TeUserCreateBody>({
    resolver: zodResolver(schema),
    defaultValues,
    // The record may be reloaded under the form (someone else saved first): what the user has typed and
    // not yet saved stays; the other fields, and the version, take the stored values.
    values: defaultValues,
    resetOptions: { keepDirtyValues: true },
  });
  const roles = useWatch({ control, name: 'userRole' }) ?? [];
  const submit = handleSubmit(async (body) => {
    try {
      await save(body);
    } catch (error) {
      if (error instanceof ApiRequestError && error.errors) {
        for (const [field, message] of Object.entries(error.errors)) {
          setError(field as Path<TeUserFormValues>, { message }, { shouldFocus: true });
        }
      }
    }
  });
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="TE user">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Grid container columnSpacing={2}>
          <Grid size={{ xs: 12, sm: 5 }}>
            <FormTextField
              control={control}
              name="firstName"
              label="First Name"
              required
              disabled={disabled}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 2 }}>
            <FormTextField
              control={control}
              name="middleInitial"
              label="Middle Initial"
              disabled={disabled}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 5 }}>
            <FormTextField control={control} name="lastName" label="Last Name" required disabled={disabled} />
          </Grid>
          <Grid size={12}>
            <FormTextField
              control={control}
              name="email"
              label="Email"
              type="email"
              required
              autoComplete="off"
              disabled={disabled}
            />
          </Grid>
        </Grid>
        <RolesField
          control={control}
          name="userRole"
          roles={TE_ROLES}
          canBeReadOnly={canBeReadOnly}
          isExclusive={isExclusive}
          lockedAll={self ? USER_MESSAGES.cannotChangeOwnRoles : undefined}
          emptyHint={USER_MESSAGES.roleRequired}
          disabled={disabled}
        />
      </Paper>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{disabled ? 'Back' : 'Cancel'}</Button>
        {!disabled && (
          <Button type="submit" variant="contained" disabled={pending || roles.length === 0}>
            {pending ? 'Saving...' : mode === 'create' ? 'Add TE User' : 'Update User'}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
