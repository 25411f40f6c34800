import { disabledEligiblePrograms, ELIGIBLE_PROGRAMS } from '@exchange/domain';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { FormSection } from '../../components/form-section';
import { FormTextField } from '../../components/form-text-field';
import type { AidYearFormValues } from './aid-year-form-values';

/** One program kind; an "except" kind has its exception text. */
function ProgramRow({ index, disabled }: { index: number; disabled: boolean }) {
  const { control } = useFormContext<AidYearFormValues>();
  const { field } = useController({ control, name: `programs.${index}.checked` });
  const program = ELIGIBLE_PROGRAMS[index]!;
  return (
    <Box>
      <FormControlLabel
        label={program.name}
        disabled={disabled}
        control={
          <Checkbox
            name={field.name}
            checked={Boolean(field.value)}
            slotProps={{ input: { ref: field.ref } }}
            onChange={(_e, checked) => field.onChange(checked)}
          />
        }
      />
      {program.hasException && field.value && (
        <Box sx={{ pl: 4, maxWidth: 560 }}>
          <FormTextField
            control={control}
            name={`programs.${index}.exception`}
            label={`${program.name}…`}
            margin="dense"
            size="small"
            disabled={disabled}
          />
        </Box>
      )}
    </Box>
  );
}

/**
 * Eligible Programs: the nine kinds of 1-core §3. The pairs 2/1, 5/4 and 7/6 disable each other: while
 * one kind of a pair is chosen the other cannot be (1-core §5).
 */
export function EligibleProgramsSection({ disabled }: { disabled: boolean }) {
  const { control, formState } = useFormContext<AidYearFormValues>();
  const programs = useWatch({ control, name: 'programs' });
  const chosen = programs.filter((p) => p.checked).map((p) => p.eligibleProgramId);
  const locked = new Set(disabledEligiblePrograms(chosen));
  const error = formState.errors.programs?.message;
  return (
    <FormSection
      title="Eligible Programs"
      description="A program and its “except” kind exclude each other: choose one or the other."
    >
      <FormControl component="fieldset" error={Boolean(error)} sx={{ width: '100%' }}>
        <FormLabel component="legend">Programs open to exchange students</FormLabel>
        {ELIGIBLE_PROGRAMS.map((p, index) => (
          <ProgramRow key={p.id} index={index} disabled={disabled || locked.has(p.id)} />
        ))}
        {error && <FormHelperText>{error}</FormHelperText>}
      </FormControl>
    </FormSection>
  );
}
