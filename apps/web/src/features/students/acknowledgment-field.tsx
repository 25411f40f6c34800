import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useController, useFormContext } from 'react-hook-form';
import { useProgramName } from '../../lib/program-name';

/** The acknowledgment box that must be checked to submit an application (1-core §5). */
export function AcknowledgmentField() {
  const { control } = useFormContext<{ acknowledgment: boolean }>();
  const { field, fieldState } = useController({ control, name: 'acknowledgment' });
  const programName = useProgramName();
  return (
    <FormControl error={Boolean(fieldState.error)} sx={{ mt: 3, display: 'block' }}>
      <FormControlLabel
        sx={{ alignItems: 'flex-start' }}
        control={
          <Checkbox
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(e) => field.onChange(e.target.checked)}
            onBlur={field.onBlur}
            slotProps={{
              input: {
                ref: field.ref,
                'aria-describedby': fieldState.error ? 'acknowledgment-error' : undefined,
              },
            }}
            sx={{ mt: -1 }}
          />
        }
        label={`I acknowledge that the information in this application is complete and accurate, that my parent's employer will verify it, and that each school decides on its own ${programName} scholarship.`}
      />
      {fieldState.error && (
        <FormHelperText id="acknowledgment-error">{fieldState.error.message}</FormHelperText>
      )}
    </FormControl>
  );
}
