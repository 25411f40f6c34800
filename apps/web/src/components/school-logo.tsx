import Box from '@mui/material/Box';
import { useState } from 'react';
import { useAuth } from '../lib/auth-context';

/**
 * The school's logo from /logos/{id}.png; shown once loaded, removed when it fails (1-core §2). Asked
 * for only when the session answer lists the school among those with a logo on the server, so no
 * screen asks for one that is not there (a 404 and a console error on every screen).
 */
export function SchoolLogo({ schoolId, schoolName }: { schoolId: number; schoolName: string }) {
  const { user } = useAuth();
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  if (state === 'failed' || !user?.schoolLogos?.includes(schoolId)) return null;
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
