import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A note above a form's buttons saying why one of them waits; the button names it by `id`. */
export function FormNote({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography id={id} variant="body2" color="text.secondary" sx={{ mb: 1, textAlign: 'right' }}>
      {children}
    </Typography>
  );
}
