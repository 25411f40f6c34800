import type { SchoolAidYearInput } from '@exchange/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { FormCheckbox } from '../../components/form-checkbox';
import type { StudentCategory } from '../../lib/lookups';
import type { FieldErrorTarget } from '../../lib/server-field-errors';
import { type AidYearFormValues, aidYearResolver } from './aid-year-form-values';
import { DeadlinesSection } from './deadlines-section';
import { EligibleProgramsSection } from './eligible-programs-section';
import { EnrollmentFeesSection } from './enrollment-fees-section';
import { ScholarshipSection } from './scholarship-section';
import { StudentCategoriesSection } from './student-categories-section';

interface Props {
  defaultValues: AidYearFormValues;
  /** The stored record: when it changes (after a save) the form shows it in place, keeping focus. */
  values?: AidYearFormValues;
  /** Users who may not edit the aid-year information see it disabled (1-core §6). */
  disabled: boolean;
  categories: readonly StudentCategory[];
  /** Sends the checked body; the server's field messages go on `form`. */
  save(body: SchoolAidYearInput, form: FieldErrorTarget<AidYearFormValues>): void;
  /** The buttons; the submit one must have type="submit". */
  actions?: ReactNode;
}

/**
 * The Annual Aid Year School Information form (1-core §3, §5), checked with the domain's
 * schoolAidYearSchema. Opting out of the import scholarship disables every other field.
 */
export function AidYearForm({ defaultValues, values, disabled, categories, save, actions }: Props) {
  const form = useForm<AidYearFormValues, unknown, SchoolAidYearInput>({
    resolver: aidYearResolver,
    defaultValues,
    values,
    // When the record is reloaded (after a save, or after someone else saved first) what the user has
    // typed and not yet saved stays; the other fields show the stored values.
    resetOptions: { keepDirtyValues: true },
  });
  const optOut = useWatch({ control: form.control, name: 'optOutImportScholarship' });
  const fieldsDisabled = disabled || optOut === 1;
  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        aria-label="Annual aid year school information"
        onSubmit={form.handleSubmit((body) => save(body, form))}
      >
        <Paper variant="outlined" sx={{ px: { xs: 2, sm: 3 }, py: 1, mb: 3 }}>
          <FormCheckbox
            control={form.control}
            name="optOutImportScholarship"
            label="Opt out of the import scholarship for this aid year"
            disabled={disabled}
          />
        </Paper>
        <DeadlinesSection disabled={fieldsDisabled} />
        <ScholarshipSection disabled={fieldsDisabled} />
        <EligibleProgramsSection disabled={fieldsDisabled} />
        <EnrollmentFeesSection disabled={fieldsDisabled} />
        <StudentCategoriesSection disabled={fieldsDisabled} categories={categories} />
        {actions && (
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            {actions}
          </Stack>
        )}
      </Box>
    </FormProvider>
  );
}
