import { OVERVIEW_MAX, OVERVIEW_MIN, SCHOOL_MESSAGES } from '@exchange/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { FormDateField } from '../../components/form-date-field';
import { FormSection } from '../../components/form-section';
import { FormSelectField } from '../../components/form-select-field';
import { FormTextField } from '../../components/form-text-field';
import { useSchoolNames } from '../../lib/lookups';
import { AddressFields } from './address-fields';
import type { SchoolFormValues } from './school-form-values';
import type { SchoolReferences } from './school-references';

/** Parent campus: another school, or none. */
function ParentCampusField({ disabled, schoolId }: { disabled: boolean; schoolId: number | null }) {
  const { control } = useFormContext<SchoolFormValues>();
  const { field, fieldState } = useController({ control, name: 'parentCampus' });
  const names = useSchoolNames(SCHOOL_MESSAGES.parentCampusListFailed);
  const options = (names.data ?? []).filter((s) => s.id !== schoolId);
  const value = options.find((s) => s.id === field.value) ?? null;
  return (
    <Autocomplete
      options={options}
      value={value}
      disabled={disabled}
      loading={names.isPending}
      getOptionLabel={(s) => s.schoolName}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, school) => field.onChange(school?.id ?? null)}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Parent Campus"
          name={field.name}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? 'Leave empty when the school has none'}
        />
      )}
    />
  );
}

/** Overview with a running count against the 100-10000 character rule. */
function OverviewField({ disabled }: { disabled: boolean }) {
  const { control } = useFormContext<SchoolFormValues>();
  const overview = useWatch({ control, name: 'overview' }) ?? '';
  return (
    <FormTextField
      control={control}
      name="overview"
      label="Overview"
      required
      multiline
      minRows={4}
      maxRows={14}
      disabled={disabled}
      helperText={`${overview.length} characters (${OVERVIEW_MIN} to ${OVERVIEW_MAX})`}
    />
  );
}

interface Props {
  disabled: boolean;
  /** TE users edit the school name and see region, parent campus, join date, Carnegie rating and IPEDS. */
  isTe: boolean;
  schoolId: number | null;
  references: SchoolReferences;
}

/** General Information: name, address, phone, web site, overview and the TE-only fields (1-core §3, §6). */
export function GeneralInformationSection({ disabled, isTe, schoolId, references }: Props) {
  const { control } = useFormContext<SchoolFormValues>();
  const regionOptions = references.regions.map((r) => ({ value: r.id, label: r.regionName }));
  return (
    <FormSection title="General Information">
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <FormTextField
            control={control}
            name="schoolName"
            label="School Name"
            required
            disabled={disabled || !isTe}
            helperText={isTe ? undefined : 'Changed by the central office'}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormTextField
            control={control}
            name="url"
            label="Website"
            required
            type="url"
            disabled={disabled}
          />
        </Grid>
      </Grid>
      <AddressFields disabled={disabled} references={references} />
      {isTe && (
        <Grid container columnSpacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <FormSelectField
              control={control}
              name="region"
              label="Region"
              required
              disabled={disabled}
              options={regionOptions}
              emptyOption={{ value: 0, label: 'Choose a region' }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <ParentCampusField disabled={disabled} schoolId={schoolId} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <FormDateField control={control} name="joinDate" label="Join Date" required disabled={disabled} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <FormTextField
              control={control}
              name="carnegieRating"
              label="Carnegie Rating"
              required
              disabled={disabled}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <FormTextField
              control={control}
              name="ipedsId"
              label="IPEDS ID"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              disabled={disabled}
            />
          </Grid>
        </Grid>
      )}
      <OverviewField disabled={disabled} />
    </FormSection>
  );
}
