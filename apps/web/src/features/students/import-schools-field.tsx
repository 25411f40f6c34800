import { DEADLINE_STATUS, type ImportSchoolOption, MAX_IMPORT_SCHOOLS } from '@exchange/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useController, useFormContext } from 'react-hook-form';
import type { ChosenSchool } from './application-form';

/** A school as the list shows it. */
export type SchoolChoice = Pick<
  ImportSchoolOption,
  'id' | 'schoolName' | 'city' | 'state' | 'deadlineStatus'
>;

interface Props {
  /** The schools open to the employer's students for the aid year. */
  options: readonly SchoolChoice[];
  /** Schools already on the application, so they show even when no longer offered. */
  known?: readonly SchoolChoice[];
  /** The whole list cannot change (a school has the student enrolled or on leave). */
  locked?: boolean;
  /** Schools that cannot be taken off the list (they have acted on the application). */
  fixedIds?: readonly number[];
  loading?: boolean;
  /** Shown under the field while nothing can be chosen (no employer or aid year yet). */
  unavailableText?: string;
  helperText?: string;
}

const NAME = 'studentApplication.studentApplicationSchool';

/** "Beta College (Burlington, VT)". */
export function schoolLabel(s: Pick<SchoolChoice, 'schoolName' | 'city' | 'state'>): string {
  return `${s.schoolName} (${s.city}, ${s.state})`;
}

/**
 * The schools applied to (1-core §5): up to 20, schools whose deadlineStatus is DISABLED listed but not
 * pickable; typing filters the list.
 */
export function ImportSchoolsField({
  options,
  known = [],
  locked = false,
  fixedIds = [],
  loading = false,
  unavailableText,
  helperText,
}: Props) {
  const { control } = useFormContext<{ studentApplication: { studentApplicationSchool: ChosenSchool[] } }>();
  const { field, fieldState } = useController({ control, name: NAME });
  const chosen: ChosenSchool[] = field.value ?? [];
  const byId = new Map<number, SchoolChoice>([...known, ...options].map((s) => [s.id, s]));
  const value = chosen.map((c) => byId.get(c.importSchool)).filter((s): s is SchoolChoice => !!s);
  const full = chosen.length >= MAX_IMPORT_SCHOOLS;
  const unavailable = !locked && options.length === 0 && !loading && unavailableText;
  const counter = `${chosen.length} of ${MAX_IMPORT_SCHOOLS} chosen`;

  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      filterSelectedOptions
      readOnly={locked}
      forcePopupIcon={locked ? false : 'auto'}
      options={options as SchoolChoice[]}
      value={value}
      loading={loading}
      getOptionKey={(o) => o.id}
      getOptionLabel={schoolLabel}
      isOptionEqualToValue={(o, v) => o.id === v.id}
      getOptionDisabled={(o) => o.deadlineStatus === DEADLINE_STATUS.DISABLED || full}
      onChange={(_e, next) => {
        const ids = new Set(next.map((s) => s.id));
        // Schools that acted on the application stay, whatever key removed them.
        const kept = fixedIds.filter((id) => chosen.some((c) => c.importSchool === id) && !ids.has(id));
        field.onChange([
          ...kept.map((id) => ({ importSchool: id })),
          ...next.map((s) => ({ importSchool: s.id })),
        ]);
      }}
      onBlur={field.onBlur}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        const closed = option.deadlineStatus === DEADLINE_STATUS.DISABLED;
        return (
          <li key={key} {...rest}>
            {schoolLabel(option)}
            {closed ? ' — not accepting applications' : ''}
          </li>
        );
      }}
      renderValue={(selected, getItemProps) =>
        selected.map((s, index) => {
          const { key, onDelete, ...itemProps } = getItemProps({ index });
          const removable = !locked && !fixedIds.includes(s.id);
          return (
            <Chip
              key={key}
              {...itemProps}
              label={schoolLabel(s)}
              size="small"
              onDelete={removable ? onDelete : undefined}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label="Schools to Attend"
          required
          error={Boolean(fieldState.error)}
          helperText={
            fieldState.error?.message ?? (unavailable || [helperText, counter].filter(Boolean).join(' · '))
          }
          placeholder={locked || full ? undefined : 'Type to search schools'}
        />
      )}
    />
  );
}
