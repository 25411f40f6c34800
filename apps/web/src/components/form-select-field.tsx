import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

/** One choice of a select; `value` is what the form stores. */
export interface SelectOption<V extends string | number> {
  value: V;
  label: string;
}

type Props<TIn extends FieldValues, TOut, V extends string | number> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'select'
> & {
  control: Control<TIn, unknown, TOut>;
  name: Path<TIn>;
  options: readonly SelectOption<V>[];
  /** A first entry meaning "nothing chosen" (for example region 0). */
  emptyOption?: SelectOption<V>;
};

/** A MUI select bound to react-hook-form; numeric options are stored as numbers. */
export function FormSelectField<TIn extends FieldValues, TOut, V extends string | number>({
  control,
  name,
  options,
  emptyOption,
  helperText,
  ...rest
}: Props<TIn, TOut, V>) {
  const { field, fieldState } = useController({ control, name });
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
        field.onChange(numeric && raw !== '' ? Number(raw) : raw);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    >
      {all.map((o) => (
        <MenuItem key={String(o.value)} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
