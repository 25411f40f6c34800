import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useDraftController } from '../lib/use-draft-controller';

/** One choice of a select; `value` is what the form stores; disabled ones are listed but not pickable. */
export interface SelectOption<V extends string | number = string | number> {
  value: V;
  label: string;
  disabled?: boolean;
}

type Props<TIn extends FieldValues, TOut, V extends string | number> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'select' | 'children'
> & {
  /** The form's control; the surrounding FormProvider's when omitted. */
  control?: Control<TIn, unknown, TOut>;
  name: Path<TIn>;
  options: readonly SelectOption<V>[];
  /** A first entry meaning "nothing chosen" (region 0, "Choose a state" ''). */
  emptyOption?: SelectOption<V>;
  /**
   * A native select: phones show their own picker and keyboards and screen readers need nothing
   * special (the applicant forms); otherwise MUI's menu.
   */
  native?: boolean;
  /** Called after the user picks a value, for fields that depend on this one. */
  onValueChange?(value: string | number): void;
};

/** The app's one select bound to react-hook-form; numeric options are stored as numbers. */
export function FormSelectField<
  TIn extends FieldValues,
  TOut = TIn,
  V extends string | number = string | number,
>({
  control,
  name,
  options,
  emptyOption,
  native = false,
  onValueChange,
  helperText,
  slotProps,
  ...rest
}: Props<TIn, TOut, V>) {
  // Without `control`, useController takes the surrounding FormProvider's.
  const { field, fieldState } = useDraftController({ control, name });
  const all = emptyOption ? [emptyOption, ...options] : options;
  const numeric = all.some((o) => typeof o.value === 'number');
  // A stored value the list does not hold (a list still loading, a non-US 'FC') shows as empty.
  const known = all.some((o) => o.value === field.value);
  return (
    <TextField
      {...rest}
      select
      name={field.name}
      value={known ? field.value : ''}
      onChange={(event) => {
        const raw = event.target.value;
        const next = numeric && raw !== '' ? Number(raw) : raw;
        field.onChange(next);
        onValueChange?.(next);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={
        native ? { ...slotProps, select: { native: true }, inputLabel: { shrink: true } } : slotProps
      }
    >
      {all.map((o) =>
        native ? (
          <option key={String(o.value)} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ) : (
          <MenuItem key={String(o.value)} value={o.value} disabled={o.disabled}>
            {o.label}
          </MenuItem>
        ),
      )}
    </TextField>
  );
}
