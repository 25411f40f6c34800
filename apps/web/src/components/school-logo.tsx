import Box from '@mui/material/Box';
import { useState } from 'react';

/** The school's logo from /logos/{id}.png; shown once loaded, removed when it fails (1-core §2). */
export function SchoolLogo({ schoolId, schoolName }: { schoolId: number; schoolName: string }) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  if (state === 'failed') return null;
  return (
    <Box
      component="img"
      src={`/logos/${schoolId}.png`}
      alt={`${schoolName} logo`}
      onLoad={() => setState('loaded')}
      onError={() => setState('failed')}
      sx={{
        display: state === 'loaded' ? 'block' : 'none',
        height: 56,
        maxWidth: 160,
        objectFit: 'contain',
        bgcolor: '#fff',
        borderRadius: 1,
        p: 0.5,
      }}
    />
  );
}
