import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useEffect, useRef } from 'react';
import { keepClickInControl, keepKeysInControl } from './cell-controls';

/** One choice of a row's select. */
export interface RowChoice {
  value: number | string;
  label: string;
}

interface RowSelectProps {
  /** The accessible name, naming the row ("Export status of Reed, Sam"). */
  label: string;
  /** Why the choices are what they are (a lock), read after the name and shown on hover. */
  description?: string | null;
  value: number | string;
  choices: readonly RowChoice[];
  disabled?: boolean;
  /** The grid's focus is on this cell (arrow keys): the select takes it. */
  hasFocus: boolean;
  tabIndex: 0 | -1;
  /** The row just entered edit mode and this select comes first: it takes the focus once. */
  focusNow?: boolean;
  onFocusTaken?(): void;
  onPick(value: string): void;
}

/**
 * A select in a grid row. A native select: phones show their own picker, keyboards and screen readers
 * need nothing special, and its options are never clipped by the cell (the browser draws them).
 */
export function RowSelect({
  label,
  description,
  value,
  choices,
  disabled = false,
  hasFocus,
  tabIndex,
  focusNow = false,
  onFocusTaken,
  onPick,
}: RowSelectProps) {
  const ref = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (hasFocus || focusNow) ref.current?.focus();
    if (focusNow) onFocusTaken?.();
  }, [hasFocus, focusNow, onFocusTaken]);
  return (
    // The grid's cells are blocks; a flex box centres the select in the row's height.
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%', width: '100%' }}>
      <TextField
        select
        size="small"
        margin="none"
        fullWidth
        value={value}
        disabled={disabled}
        onChange={(event) => onPick(event.target.value)}
        onClick={keepClickInControl}
        onDoubleClick={keepClickInControl}
        onKeyDown={keepKeysInControl}
        slotProps={{
          select: { native: true },
          htmlInput: {
            ref,
            tabIndex: focusNow ? 0 : tabIndex,
            'aria-label': label,
            title: description ?? undefined,
          },
        }}
        // Narrow side padding (the arrow keeps its room), so the longest status fits its column.
        sx={{ '& select': { py: 0.75, pl: 1, pr: '28px !important', fontSize: '0.8125rem' } }}
      >
        {choices.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
