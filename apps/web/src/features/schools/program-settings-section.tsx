import { ACADEMIC_TERMS } from '@exchange/domain';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FormCheckbox } from '../../components/form-checkbox';
import { FormSection } from '../../components/form-section';
import { FormSelectField } from '../../components/form-select-field';
import { FormTextField } from '../../components/form-text-field';
import type { ParticipationType } from '../../lib/lookups';
import type { SchoolFormValues } from './school-form-values';

/** Exchange programs the school takes part in (schoolParticipationType). */
function ParticipationField({ disabled, types }: { disabled: boolean; types: readonly ParticipationType[] }) {
  const { control } = useFormContext<SchoolFormValues>();
  const { field } = useController({ control, name: 'schoolParticipationType' });
  const labelId = useId();
  const chosen = new Set((field.value ?? []).map((p) => p.participationId));
  const toggle = (id: number, on: boolean) => {
    const next = on ? [...chosen, id] : [...chosen].filter((c) => c !== id);
    field.onChange(next.sort((a, b) => a - b).map((participationId) => ({ participationId })));
  };
  return (
    <FormControl component="fieldset" disabled={disabled} margin="normal">
      <FormLabel component="legend" id={labelId}>
        Participation
      </FormLabel>
      <FormGroup row aria-labelledby={labelId}>
        {types.map((t) => (
          <FormControlLabel
            key={t.id}
            label={t.participationName}
            control={<Checkbox checked={chosen.has(t.id)} onChange={(_e, on) => toggle(t.id, on)} />}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}

interface Props {
  disabled: boolean;
  participationTypes: readonly ParticipationType[];
}

/** Program Settings: admissions, academic calendar, programs and the application custom fields. */
export function ProgramSettingsSection({ disabled, participationTypes }: Props) {
  const { control } = useFormContext<SchoolFormValues>();
  const terms = ACADEMIC_TERMS.map((t) => ({ value: t.id, label: t.name }));
  return (
    <FormSection title="Program Settings">
      <Grid container columnSpacing={2} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormSelectField
            control={control}
            name="academicTerm"
            label="Academic Term"
            required
            disabled={disabled}
            options={terms}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <FormGroup row>
            <FormCheckbox
              control={control}
              name="acceptingNewStudents"
              label="Accepting New Students"
              disabled={disabled}
            />
            <FormCheckbox
              control={control}
              name="includeSummerTerm"
              label="Include Summer Term"
              disabled={disabled}
            />
            <FormCheckbox
              control={control}
              name="nonEduAccepted"
              label="Accepts non-.edu employee email"
              disabled={disabled}
            />
          </FormGroup>
        </Grid>
      </Grid>
      <ParticipationField disabled={disabled} types={participationTypes} />
      <Grid container columnSpacing={2}>
        {(['customField1', 'customField2', 'customField3'] as const).map((name, i) => (
          <Grid key={name} size={{ xs: 12, md: 4 }}>
            <FormTextField
              control={control}
              name={name}
              label={`Custom Field ${['One', 'Two', 'Three'][i]}`}
              disabled={disabled}
              helperText="A question added to this school's applications (50 characters)"
            />
          </Grid>
        ))}
      </Grid>
    </FormSection>
  );
}
