import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useRef, useState } from 'react';
import { type SchoolOption, useSchool } from '../lib/school-context';

function place(s: SchoolOption): string {
  return [s.city, s.state].filter(Boolean).join(', ');
}

/** School chooser at the top of the drawer; a single school is shown as text (1-core §6). */
export function SchoolSelector() {
  const { schools, selectedSchool, selectSchool, canChooseSchool, loading } = useSchool();
  const inputRef = useRef<HTMLInputElement>(null);
  const [cut, setCut] = useState(false);
  const name = selectedSchool?.schoolName ?? '';
  // A name longer than the drawer's field ("Alpha University Lakeside Campus") is also written out in
  // full under it: an input shows one line only.
  useLayoutEffect(() => {
    const input = inputRef.current;
    setCut(Boolean(name && input && input.scrollWidth > input.clientWidth));
  }, [name]);

  if (!canChooseSchool) {
    if (!selectedSchool) return null;
    return (
      <Box sx={{ px: 2, py: 1.5 }}>
        <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.5 }}>
          School
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{selectedSchool.schoolName}</Typography>
      </Box>
    );
  }

  return (
    <Box sx={{ px: 2, pt: 2, pb: 1 }}>
      <Autocomplete
        options={schools}
        value={selectedSchool}
        loading={loading}
        disableClearable={selectedSchool !== null}
        autoHighlight
        getOptionLabel={(s) => s.schoolName}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_event, school) => {
          if (school) selectSchool(school.id);
        }}
        renderOption={(props, school) => {
          const { key, ...rest } = props;
          return (
            <Box
              component="li"
              key={key}
              {...rest}
              sx={{ flexDirection: 'column', alignItems: 'flex-start !important' }}
            >
              <span>{school.schoolName}</span>
              <Typography variant="caption" color="text.secondary">
                {place(school)}
              </Typography>
            </Box>
          );
        }}
        // The list may be wider than the drawer's field, so long names show in full (they wrap beyond that).
        slotProps={{
          popper: {
            placement: 'bottom-start',
            sx: { width: 'max-content !important', maxWidth: 'min(360px, 92vw)' },
          },
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label="School"
            size="small"
            margin="none"
            inputRef={inputRef}
            helperText={cut ? name : undefined}
          />
        )}
      />
    </Box>
  );
}
