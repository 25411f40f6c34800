import Box from '@mui/material/Box';
import { useFormContext } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import type { ExportApplicationFormValues } from './export-application-values';

/** The labels of the employer's custom fields 1-3 (null: the employer does not ask it). */
export type CustomFieldLabels = readonly [string | null, string | null, string | null];

const CUSTOM_NAMES = [
  'studentApplication.customField1',
  'studentApplication.customField2',
  'studentApplication.customField3',
] as const;

const gridSx = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  columnGap: 2,
} as const;

interface Props {
  customLabels: CustomFieldLabels;
  /** Read-only users and applications the user may not edit: every field disabled. */
  disabled: boolean;
  /** Under the email: what the employer accepts. */
  emailHint: string;
}

/**
 * The employee's details as the export school corrects them (2-applications §5): names and title
 * required, a valid email that differs from the student's and ends in .edu unless the employer accepts
 * other addresses, years of service of at most 2 digits, and the employer's own custom fields.
 */
export function ExportApplicationEmployeeFields({ customLabels, disabled, emailHint }: Props) {
  const { control } = useFormContext<ExportApplicationFormValues>();
  const common = { control, disabled, margin: 'normal', fullWidth: true } as const;
  return (
    <Box sx={gridSx}>
      <FormTextField
        {...common}
        name="studentApplication.employeeFirstName"
        label="Employee First Name"
        required
      />
      <FormTextField
        {...common}
        name="studentApplication.employeeLastName"
        label="Employee Last Name"
        required
      />
      <FormTextField {...common} name="studentApplication.employeeTitle" label="Employee Title" required />
      <FormTextField
        {...common}
        name="studentApplication.employeeEmail"
        label="Employee Email"
        type="email"
        autoComplete="off"
        required
        helperText={emailHint}
      />
      <FormTextField {...common} name="studentApplication.employeeId" label="Employee ID" />
      <FormTextField
        {...common}
        name="studentApplication.employeeYearOfService"
        label="Years of Service"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
      />
      {customLabels.map((label, i) =>
        label ? (
          <FormTextField
            {...common}
            key={CUSTOM_NAMES[i]}
            name={CUSTOM_NAMES[i]!}
            label={label}
            slotProps={{ htmlInput: { maxLength: 50 } }}
          />
        ) : null,
      )}
    </Box>
  );
}
