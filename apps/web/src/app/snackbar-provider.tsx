import { ALERT_AUTO_HIDE_MS } from '@exchange/domain';
import { styled } from '@mui/material/styles';
import { closeSnackbar, enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { attachToastHost } from '../lib/toasts';
import { prefersReducedMotion } from './theme';

// notistack's own greens and oranges fall short of AA contrast with white text.
const Content = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.main },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.main },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.warning.main },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.primary.main },
}));

/**
 * Toasts at the bottom centre that vanish after 6 s (1-core §8). Loaded with the first toast
 * (toast-container.tsx); from its mount on, lib/toasts shows every toast through it.
 */
export function AppSnackbarProvider() {
  // notistack's functions work once a provider exists: it sets them as it is created.
  useEffect(() => {
    attachToastHost({ enqueueSnackbar, closeSnackbar });
    return () => attachToastHost(null);
  }, []);
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      autoHideDuration={ALERT_AUTO_HIDE_MS}
      maxSnack={3}
      transitionDuration={prefersReducedMotion ? { enter: 0, exit: 0 } : undefined}
      Components={{ success: Content, error: Content, warning: Content, info: Content, default: Content }}
    />
  );
}
