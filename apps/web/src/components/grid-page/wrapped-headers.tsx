import Box from '@mui/material/Box';
import { gridClasses } from '@mui/x-data-grid';
import type { ReactNode } from 'react';

/**
 * Around an application grid: long headers ("Employee First Name") wrap onto two lines, so the columns
 * stay narrow enough that the status and its Save and Cancel are in view beside the drawer at 1280 px.
 */
export function WrappedHeaders({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        [`& .${gridClasses.columnHeaderTitle}`]: { whiteSpace: 'normal', lineHeight: 1.25 },
      }}
    >
      {children}
    </Box>
  );
}
