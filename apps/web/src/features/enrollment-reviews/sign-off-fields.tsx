import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SignOffAidYear } from './sign-off-values';

interface AidYearFieldProps {
  aidYears: readonly SignOffAidYear[];
  value: SignOffAidYear | null;
  onChange(id: number): void;
}

/**
 * The aid year of the sign-off, those a review can exist for, newest first (default: the current one);
 * the school is the drawer's selected one (open-points 31: one school, no all-schools choice).
 */
export function SignOffAidYearField({ aidYears, value, onChange }: AidYearFieldProps) {
  return (
    <TextField
      select
      label="Aid Year"
      size="small"
      value={value?.id ?? ''}
      onChange={(event) => onChange(Number(event.target.value))}
      disabled={aidYears.length === 0}
      sx={{ width: { xs: '100%', sm: 420 }, '& .MuiSelect-select': { whiteSpace: 'normal' } }}
    >
      {aidYears.map((y) => (
        <MenuItem key={y.id} value={y.id}>
          {y.aidyearLabel}
        </MenuItem>
      ))}
    </TextField>
  );
}
