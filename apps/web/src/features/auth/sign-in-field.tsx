import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

interface Props<TIn extends FieldValues, TOut> {
  control: Control<TIn, unknown, TOut>;
  name: Path<TIn>;
  label: string;
  type?: 'email' | 'password';
  autoComplete: string;
  required?: boolean;
  autoFocus?: boolean;
}

/**
 * A sign-in field: the outlined text field of the other forms (FormTextField, PasswordField), built
 * from the parts MUI's TextField is made of. TextField also carries the select variant (menus,
 * popovers, modals: about 12 KB compressed) that every visitor's first page would download for nothing.
 * A password field has the same keyboard-reachable show/hide toggle as PasswordField.
 */
export function SignInField<TIn extends FieldValues, TOut>({
  control,
  name,
  label,
  type = 'email',
  autoComplete,
  required,
  autoFocus,
}: Props<TIn, TOut>) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  const toggle = type === 'password' && (
    <InputAdornment position="end">
      <IconButton
        aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
        onClick={() => setVisible((v) => !v)}
        edge="end"
      >
        {visible ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  );
  return (
    <FormControl fullWidth margin="normal" variant="outlined" required={required} error={Boolean(message)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={required ? <>{label}&thinsp;*</> : label}
        type={type === 'password' && visible ? 'text' : type}
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        endAdornment={toggle || undefined}
        aria-describedby={message ? `${id}-helper` : undefined}
      />
      {message && <FormHelperText id={`${id}-helper`}>{message}</FormHelperText>}
    </FormControl>
  );
}
