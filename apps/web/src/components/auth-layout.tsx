import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useProgramName } from '../lib/program-name';
import { MAIN_CONTENT_ID } from './main-region';

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
  const programName = useProgramName(true);
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
        id={MAIN_CONTENT_ID}
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
          {/* Focusable from script: the skip link and a navigation move focus here. */}
          <Typography variant="h1" gutterBottom tabIndex={-1}>
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
