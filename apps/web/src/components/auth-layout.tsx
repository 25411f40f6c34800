import { DEFAULT_PROGRAM_NAME } from '@exchange/domain';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useState } from 'react';
import { useProgramName } from '../lib/program-name';

/** The programme's name from GET /api/config (the default until it arrives). */
function ProgramName() {
  return useProgramName();
}

/**
 * True once the page has painted. The programme's name is asked for only then: a request the first
 * paint does not need would otherwise compete with it on a slow phone connection (Lighthouse counts
 * every request that starts before the largest paint towards that paint), and the name shows the
 * default until the answer arrives anyway.
 */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/** Frame of the signed-out pages: title bar, a centred card and the copyright footer (1-core §2). */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const programName = usePainted() ? <ProgramName /> : DEFAULT_PROGRAM_NAME;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="static" component="header">
        <Toolbar>
          <Typography component="p" sx={{ fontWeight: 700, fontSize: { xs: '1.1rem', sm: '1.35rem' } }}>
            {programName}
          </Typography>
        </Toolbar>
      </AppBar>
      <Box
        component="main"
        sx={{
          flexGrow: 1,
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'center',
          px: 2,
          py: 6,
        }}
      >
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }}>
          <Typography variant="h1" gutterBottom>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {subtitle}
            </Typography>
          )}
          {children}
        </Paper>
      </Box>
      <Box component="footer" sx={{ py: 3, textAlign: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          © {new Date().getFullYear()} {programName}
        </Typography>
      </Box>
    </Box>
  );
}
