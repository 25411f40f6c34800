import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './router';
import { theme } from './theme';
import { ToastContainer } from './toast-container';

/**
 * Providers around the router: theme and toasts; the data cache wraps the screens that read data
 * (lib/data-cache.tsx). The browser's router by default; the build renders the public pages at one
 * address each with a MemoryRouter (build/public-page-prerender.tsx).
 */
export function App({ Router = BrowserRouter }: { Router?: ComponentType<{ children: ReactNode }> }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Router>
        <AppRoutes />
      </Router>
      <ToastContainer />
    </ThemeProvider>
  );
}
