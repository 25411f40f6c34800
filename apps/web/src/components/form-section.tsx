import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

interface Props {
  title: string;
  /** A line under the title. */
  description?: ReactNode;
  children: ReactNode;
}

/** A titled card of a long form; the heading names the region for screen readers. */
export function FormSection({ title, description, children }: Props) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.2rem', mb: description ? 0.5 : 1 }}>
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {description}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
