import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { isRoleBlocked, type RoleValue, toggleReadOnly, toggleRole } from './role-choices';

interface Props<TIn extends FieldValues, TOut> {
  control: Control<TIn, unknown, TOut>;
  name: Path<TIn>;
  roles: readonly { id: number; name: string }[];
  /** Roles whose read-only box is offered. */
  canBeReadOnly(id: number): boolean;
  /** Roles that exclude every other (primary/secondary TELO; TE Admin): choosing one disables the rest. */
  isExclusive(id: number): boolean;
  /** Roles that cannot be chosen here, with the reason (a TELO slot held by another user). */
  unavailable?: ReadonlyMap<number, string>;
  /** Roles the editor may neither give nor take away nor flag, with the reason (the Admin role). */
  locked?: ReadonlyMap<number, string>;
  /** Every role box disabled, with this reason shown (a user's own roles). */
  lockedAll?: string;
  /** Shown while no role is chosen, so a disabled submit button is explained. */
  emptyHint?: string;
  disabled?: boolean;
  /** Called with the new roles after each change. */
  onRolesChange?(roles: RoleValue[]): void;
}

/**
 * The roles form of 1-core §4/§6: a read-only box beside each role that can have one, enabled only
 * while the role is checked; unchecking the role clears it. An exclusive role, once checked,
 * replaces and disables the others.
 */
export function RolesField<TIn extends FieldValues, TOut>({
  control,
  name,
  roles,
  canBeReadOnly,
  isExclusive,
  unavailable,
  locked,
  lockedAll,
  emptyHint,
  disabled = false,
  onRolesChange,
}: Props<TIn, TOut>) {
  const idPrefix = useId();
  const { field, fieldState } = useController({ control, name });
  const value = (field.value ?? []) as RoleValue[];
  const chosen = new Map(value.map((r) => [r.userRoleId, r]));
  const error =
    fieldState.error?.message ??
    (fieldState.error as { root?: { message?: string } } | undefined)?.root?.message;

  const change = (next: RoleValue[]) => {
    field.onChange(next);
    onRolesChange?.(next);
  };
  return (
    <FormControl component="fieldset" error={Boolean(error)} margin="normal" sx={{ width: '100%' }}>
      <FormLabel component="legend">Roles</FormLabel>
      {lockedAll && (
        <FormHelperText id={`${idPrefix}-all`} error={false} sx={{ mx: 0 }}>
          {lockedAll}
        </FormHelperText>
      )}
      {roles.map((role) => {
        const checked = chosen.has(role.id);
        const isLocked = (id: number) => Boolean(lockedAll) || Boolean(locked?.has(id));
        const reason = (!checked && unavailable?.get(role.id)) || (!lockedAll && locked?.get(role.id));
        const blocked = isRoleBlocked(
          value,
          role.id,
          isExclusive,
          Boolean(unavailable?.get(role.id)),
          isLocked,
        );
        const reasonId = reason ? `${idPrefix}-${role.id}` : lockedAll ? `${idPrefix}-all` : undefined;
        return (
          <Box key={role.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}>
            <FormControlLabel
              sx={{ minWidth: { xs: 140, sm: 190 } }}
              label={role.name}
              disabled={disabled || blocked}
              control={
                <Checkbox
                  checked={checked}
                  slotProps={{
                    input: {
                      ref: role === roles[0] ? field.ref : undefined,
                      'aria-describedby': reasonId,
                    },
                  }}
                  onChange={(_e, on) => change(toggleRole(value, role.id, on, isExclusive))}
                />
              }
            />
            {canBeReadOnly(role.id) && (
              <FormControlLabel
                label="Read only"
                disabled={disabled || !checked || isLocked(role.id)}
                control={
                  <Checkbox
                    size="small"
                    checked={chosen.get(role.id)?.readOnly === 1}
                    onChange={(_e, on) => change(toggleReadOnly(value, role.id, on))}
                    slotProps={{ input: { 'aria-label': `${role.name} read only` } }}
                  />
                }
              />
            )}
            {reason && (
              <FormHelperText id={reasonId} sx={{ m: 0 }} error={false}>
                {reason}
              </FormHelperText>
            )}
          </Box>
        );
      })}
      {error ? (
        <FormHelperText>{error}</FormHelperText>
      ) : (
        emptyHint &&
        value.length === 0 &&
        !disabled && (
          <FormHelperText error={false} sx={{ mx: 0 }}>
            {emptyHint}
          </FormHelperText>
        )
      )}
    </FormControl>
  );
}
