import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { isSecretField } from '../lib/form-drafts';
import { useDraftController } from '../lib/use-draft-controller';

type Props<TIn extends FieldValues, TOut> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  control: Control<TIn, unknown, TOut>;
  name: Path<TIn>;
};

/** A MUI text field bound to react-hook-form, showing the schema's message under the field. */
export function FormTextField<TIn extends FieldValues, TOut>({
  control,
  name,
  helperText,
  ...rest
}: Props<TIn, TOut>) {
  const { field, fieldState } = useDraftController({ control, name }, { secret: isSecretField(rest) });
  return (
    <TextField
      {...rest}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
