import { DEADLINE_STATUS, type ExportSchoolOption, STUDENT_MESSAGES } from '@exchange/domain';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useFormContext } from 'react-hook-form';
import { FormSelectField } from '../../components/form-select-field';
import { FormTextField } from '../../components/form-text-field';
import { formGridSx } from './address-fields';
import type { EzFormValues } from './application-form';
import { schoolLabel } from './import-schools-field';

/** The labels of the employer's custom fields 1-3 (null: the field is not asked). */
export type CustomFieldLabels = [string | null, string | null, string | null];

interface Props {
  /** Employers of the chosen aid year; null for a transfer, whose employer is fixed. */
  employers: readonly ExportSchoolOption[] | null;
  /** The fixed employer of a transfer, shown read-only. */
  fixedEmployer?: Pick<ExportSchoolOption, 'schoolName' | 'city' | 'state'>;
  customLabels: CustomFieldLabels;
  /** Text under the employer list while it cannot be used (no aid year yet, loading). */
  employerHelper?: string;
  onEmployerChange(): void;
}

const CUSTOM_NAMES = [
  'studentApplication.customField1',
  'studentApplication.customField2',
  'studentApplication.customField3',
] as const;

/**
 * The employer (export school) and the employee's details (1-core §5). Employers whose deadlineStatus is
 * DISABLED are listed but disabled; the employer's own custom fields follow with its labels.
 */
export function EmployerFields({
  employers,
  fixedEmployer,
  customLabels,
  employerHelper,
  onEmployerChange,
}: Props) {
  const { control } = useFormContext<EzFormValues>();
  return (
    <Box sx={formGridSx}>
      {employers ? (
        <FormSelectField
          className="wide"
          name="studentApplication.exportSchool"
          label="Employer (Export School)"
          native
          required
          emptyOption={{ value: 0, label: 'Choose the employer' }}
          helperText={employerHelper}
          options={employers.map((e) => ({
            value: e.id,
            label: `${schoolLabel(e)}${e.deadlineStatus === DEADLINE_STATUS.DISABLED ? ' — not accepting applications' : ''}`,
            disabled: e.deadlineStatus === DEADLINE_STATUS.DISABLED,
          }))}
          onValueChange={onEmployerChange}
        />
      ) : (
        <TextField
          className="wide"
          label="Employer (Export School)"
          value={fixedEmployer ? schoolLabel(fixedEmployer) : ''}
          variant="filled"
          helperText={STUDENT_MESSAGES.transferEmployerFixed}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      )}
      <FormTextField
        control={control}
        name="studentApplication.employeeFirstName"
        label="Employee First Name"
        required
      />
      <FormTextField
        control={control}
        name="studentApplication.employeeLastName"
        label="Employee Last Name"
        required
      />
      <FormTextField
        control={control}
        name="studentApplication.employeeTitle"
        label="Employee Title"
        required
      />
      <FormTextField
        control={control}
        name="studentApplication.employeeEmail"
        label="Employee Email"
        type="email"
        required
      />
      <FormTextField control={control} name="studentApplication.employeeId" label="Employee ID" />
      <FormTextField
        control={control}
        name="studentApplication.employeeYearOfService"
        label="Years of Service"
        required
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
      />
      {customLabels.map((label, i) =>
        label ? (
          <FormTextField
            key={CUSTOM_NAMES[i]}
            control={control}
            name={CUSTOM_NAMES[i]!}
            label={label}
            slotProps={{ htmlInput: { maxLength: 50 } }}
          />
        ) : null,
      )}
    </Box>
  );
}
