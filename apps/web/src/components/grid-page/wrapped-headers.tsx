import Box from '@mui/material/Box';
import { gridClasses } from '@mui/x-data-grid';
import type { ReactNode } from 'react';

/**
 * Around an application grid: long headers ("Employee First Name") and long values ("Awaiting Export
 * Decision", "No Action Taken") wrap onto two lines, and the text is 13 px like the row selects, so every
 * column is in view beside the drawer at 1280 px (application-columns.ts has the widths).
 */
export function WrappedHeaders({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        [`& .${gridClasses.columnHeaderTitle}`]: { whiteSpace: 'normal', lineHeight: 1.25 },
        // Under the grid's root class, so these win over the grid's own cell styles.
        [`& .${gridClasses.root} .${gridClasses.cell}, & .${gridClasses.root} .${gridClasses.columnHeader}`]:
          {
            px: '6px',
          },
        [`& .${gridClasses.root} .${gridClasses.cell}`]: {
          fontSize: '0.8125rem',
          whiteSpace: 'normal',
          lineHeight: 1.25,
          display: 'flex',
          alignItems: 'center',
        },
      }}
    >
      {children}
    </Box>
  );
}
