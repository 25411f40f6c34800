import { needsScholarshipAmount, SCHOLARSHIP_OFFERINGS, usesSetRate } from '@exchange/domain';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import { useEffect, useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormCheckbox } from '../../components/form-checkbox';
import { FormRadioGroup } from '../../components/form-radio-group';
import { FormSection } from '../../components/form-section';
import { FormTextField } from '../../components/form-text-field';
import type { AidYearFormValues } from './aid-year-form-values';

const OFFERINGS = SCHOLARSHIP_OFFERINGS.map((o) => ({ value: o.id, label: o.name }));
const FAFSA = [
  { value: 1, label: 'Annually' },
  { value: 0, label: 'Not required' },
];
const OTHER_AID = [
  ['stateGrantIncluded', 'State grant'],
  ['academicScholarshipIncluded', 'Academic scholarship'],
  ['talentScholarshipIncluded', 'Talent scholarship'],
  ['outsideScholarshipIncluded', 'Outside scholarship'],
] as const;
const digitsOnly = { htmlInput: { inputMode: 'numeric' as const } };
const decimal = { htmlInput: { inputMode: 'decimal' as const } };

/** Tuition and Scholarship: tuition, the offering and its amount, FAFSA and the aid it stacks with. */
export function ScholarshipSection({ disabled }: { disabled: boolean }) {
  const { control, setValue } = useFormContext<AidYearFormValues>();
  const offering = useWatch({ control, name: 'scholarshipOfferingId' });
  const fafsa = useWatch({ control, name: 'requireFafsa' });
  const includedId = useId();
  // 1-core §5: FAFSA 'Not required' clears the Pell option.
  useEffect(() => {
    if (fafsa === 0) setValue('pellIncluded', 0, { shouldDirty: true });
  }, [fafsa, setValue]);
  return (
    <FormSection title="Tuition and Scholarship">
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormTextField
            control={control}
            name="tuition"
            label="Tuition"
            required
            disabled={disabled}
            helperText="Whole dollars, digits only"
            slotProps={digitsOnly}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormTextField
            control={control}
            name="percentageAwardOffers"
            label="Percentage of Award Offers"
            disabled={disabled}
            helperText="A whole number from 0 to 100"
            slotProps={digitsOnly}
          />
        </Grid>
      </Grid>
      <FormRadioGroup
        control={control}
        name="scholarshipOfferingId"
        label="Scholarship Offering"
        options={OFFERINGS}
        disabled={disabled}
      />
      <Grid container columnSpacing={2}>
        {needsScholarshipAmount(offering) && (
          <Grid size={{ xs: 12, md: 4 }}>
            <FormTextField
              control={control}
              name="scholarshipAmountOther"
              label="Scholarship Amount"
              required
              disabled={disabled}
              helperText="Dollars"
              slotProps={decimal}
            />
          </Grid>
        )}
        {usesSetRate(offering) && (
          <Grid size={{ xs: 12, md: 4 }}>
            <FormTextField
              control={control}
              name="setRate"
              label="Set Rate"
              disabled={disabled}
              helperText="Dollars; left empty, the aid year's set rate applies"
              slotProps={decimal}
            />
          </Grid>
        )}
      </Grid>
      <FormRadioGroup
        control={control}
        name="requireFafsa"
        label="FAFSA Required"
        options={FAFSA}
        disabled={disabled}
      />
      <FormLabel id={includedId} component="p" sx={{ mt: 1 }}>
        The scholarship is combined with
      </FormLabel>
      <FormGroup row role="group" aria-labelledby={includedId}>
        <FormCheckbox
          control={control}
          name="pellIncluded"
          label="Pell grant"
          disabled={disabled || fafsa !== 1}
        />
        {OTHER_AID.map(([name, label]) => (
          <FormCheckbox key={name} control={control} name={name} label={label} disabled={disabled} />
        ))}
      </FormGroup>
      <FormCheckbox
        control={control}
        name="mustLiveOnCampus"
        label="Students must live on campus"
        disabled={disabled}
      />
    </FormSection>
  );
}
