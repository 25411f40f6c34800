import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type Ref, useId, useState } from 'react';
import { useIsLive } from '../../lib/use-is-live';

interface Props {
  name: string;
  value: string;
  onChange(value: string): void;
  /** The message under the field (the field is then marked invalid). */
  error?: string;
  inputRef: Ref<HTMLInputElement>;
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
 * A password field has the same keyboard-reachable show/hide toggle as PasswordField. The form holds
 * the value and the message (sign-in-form.tsx), without react-hook-form.
 */
export function SignInField({
  name,
  value,
  onChange,
  error: message,
  inputRef,
  label,
  type = 'email',
  autoComplete,
  required,
  autoFocus,
}: Props) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  // The prerendered page paints before its code runs: typing waits for it (see useIsLive).
  const live = useIsLive();
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
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputRef={inputRef}
        readOnly={!live}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        endAdornment={toggle || undefined}
        aria-describedby={message ? `${id}-helper` : undefined}
      />
      {message && <FormHelperText id={`${id}-helper`}>{message}</FormHelperText>}
    </FormControl>
  );
}
