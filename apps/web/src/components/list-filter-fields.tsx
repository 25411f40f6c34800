import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { type FilterOption, type ListFilterField, pickKnownFilter } from '../lib/list-filters';

interface FilterSelectProps {
  label: string;
  value: number;
  options: readonly FilterOption[];
  onChange(value: number): void;
}

/** One list filter: a select of its options, "all" first. */
export function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  return (
    <TextField
      select
      size="small"
      margin="none"
      fullWidth={false}
      label={label}
      value={pickKnownFilter(value, options)}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The filters above a list; they wrap onto more lines on a narrow screen. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={2}
      role="search"
      aria-label="Filters"
      sx={{ flexWrap: 'wrap', mb: 2 }}
    >
      {children}
    </Stack>
  );
}

/** A list's filters in their bar, in the given order. */
export function ListFilters({ fields }: { fields: readonly ListFilterField[] }) {
  return (
    <FilterBar>
      {fields.map(({ label, filter: [value, setValue, options] }) => (
        <FilterSelect key={label} label={label} value={value} options={options} onChange={setValue} />
      ))}
    </FilterBar>
  );
}
