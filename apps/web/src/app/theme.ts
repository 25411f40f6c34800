import { LAYOUT } from '@exchange/domain';
import { createTheme } from '@mui/material/styles';
import type {} from '@mui/x-date-pickers/themeAugmentation';

/** Programme colours: deep navy with a gold accent; every text pair meets WCAG AA. */
export const BRAND = {
  navy: '#14305a',
  navyDark: '#0c1f3d',
  gold: '#d9a93a',
  goldDark: '#7a5a12',
  paper: '#ffffff',
  background: '#f4f6fa',
  /** Fill of disabled fields (text.secondary on it is 6.9:1). */
  disabledFill: '#eceff4',
} as const;

/**
 * True when the reader asked their system for reduced motion: the portal then moves nothing (WCAG 2.3.3),
 * so dialogs, menus and toasts appear and leave at once. Read once, when the app loads.
 */
export const prefersReducedMotion =
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/** Transitions of zero length: MUI's Fade, Grow, Collapse and Slide then finish on the next tick. */
const NO_MOTION = {
  create: () => 'none',
  getAutoHeightDuration: () => 0,
  duration: {
    shortest: 0,
    shorter: 0,
    short: 0,
    standard: 0,
    complex: 0,
    enteringScreen: 0,
    leavingScreen: 0,
  },
};

export const theme = createTheme({
  ...(prefersReducedMotion ? { transitions: NO_MOTION } : {}),
  palette: {
    primary: { main: BRAND.navy, dark: BRAND.navyDark, contrastText: '#ffffff' },
    secondary: { main: BRAND.goldDark, contrastText: '#ffffff' },
    success: { main: '#1e6b34' },
    error: { main: '#b3261e' },
    warning: { main: '#8a4b00' },
    info: { main: '#1f5c99' },
    background: { default: BRAND.background, paper: BRAND.paper },
    text: { primary: '#1b1f27', secondary: '#4a5262' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.9rem', fontWeight: 600, lineHeight: 1.25 },
    h2: { fontSize: '1.5rem', fontWeight: 600 },
    h3: { fontSize: '1.25rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiAppBar: {
      styleOverrides: {
        root: {
          backgroundColor: BRAND.navy,
          borderBottom: `4px solid ${BRAND.gold}`,
          height: LAYOUT.headerHeight,
          justifyContent: 'center',
        },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiButtonBase: { defaultProps: { disableRipple: prefersReducedMotion } },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
    MuiLink: { defaultProps: { underline: 'always' } },
    // Labels and hints of disabled (read-only) forms stay readable: AA contrast, not the faded grey.
    MuiFormHelperText: {
      styleOverrides: { root: ({ theme: t }) => ({ '&.Mui-disabled': { color: t.palette.text.secondary } }) },
    },
    MuiFormLabel: {
      styleOverrides: { root: ({ theme: t }) => ({ '&.Mui-disabled': { color: t.palette.text.secondary } }) },
    },
    // A read-only user reads the values: disabled fields keep AA text on a grey fill, so an empty
    // disabled field no longer looks like an empty field waiting for input.
    MuiOutlinedInput: {
      styleOverrides: { root: { '&.Mui-disabled': { backgroundColor: BRAND.disabledFill } } },
    },
    MuiInputBase: {
      styleOverrides: {
        input: ({ theme: t }) => ({
          '&.Mui-disabled': {
            color: t.palette.text.secondary,
            WebkitTextFillColor: t.palette.text.secondary,
          },
        }),
      },
    },
    MuiPickersOutlinedInput: {
      styleOverrides: { root: { '&.Mui-disabled': { backgroundColor: BRAND.disabledFill } } },
    },
    MuiPickersInputBase: {
      styleOverrides: { root: ({ theme: t }) => ({ '&.Mui-disabled': { color: t.palette.text.secondary } }) },
    },
    MuiFormControlLabel: {
      styleOverrides: {
        label: ({ theme: t }) => ({ '&.Mui-disabled': { color: t.palette.text.secondary } }),
      },
    },
  },
});
