import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { AppRoutes } from './router';
import { theme } from './theme';
import { ToastContainer } from './toast-container';

/**
 * Providers around the router: theme, data cache, toasts. The browser's router by default; the build
 * renders the public pages at one address each with a MemoryRouter (build/public-page-prerender.tsx).
 */
export function App({ Router = BrowserRouter }: { Router?: ComponentType<{ children: ReactNode }> }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <Router>
          <AppRoutes />
        </Router>
        <ToastContainer />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
