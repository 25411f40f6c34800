import { LAYOUT } from '@exchange/domain';
import Fade from '@mui/material/Fade';
import { createTheme } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
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

/** 2-applications §9, 3-billing §9: tooltips fade in over 600 ms (at once under reduced motion). */
export const TOOLTIP_FADE_IN_MS = 600;
const TOOLTIP_FADE_OUT_MS = 195;

/**
 * The colour of the keyboard focus ring: the primary navy on the light page and paper (over 12:1), white
 * where a dark surface sets `--focus-ring-color` (the header, the toasts). A CSS variable, so a dark
 * surface recolours every ring inside it without a more specific selector per control.
 */
const FOCUS_RING_COLOR = `var(--focus-ring-color, ${BRAND.navy})`;
/** A visible focus mark of its own on every control (WCAG 2.4.7): the ripple is off under reduced motion. */
const focusRing = { outline: `2px solid ${FOCUS_RING_COLOR}`, outlineOffset: 2 } as const;
/** The ring inside the control, for rows of lists, menus, tabs and grid cells whose container clips. */
const insetFocusRing = { outline: `2px solid ${FOCUS_RING_COLOR}`, outlineOffset: -2 } as const;
const onDarkSurface = { '--focus-ring-color': '#ffffff' } as const;

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
    MuiCssBaseline: {
      styleOverrides: {
        // Anything else that takes the keyboard (plain links, focusable values, a heading reached by the
        // skip link or after a navigation) gets the same ring; :where() keeps it below every component's
        // own rule, so the inputs' `outline: 0` and the grid's cell outline still apply.
        ':where(:focus-visible)': focusRing,
        // The toasts are dark: their buttons get a white ring.
        '.notistack-MuiContent': onDarkSurface,
      },
    },
    MuiAppBar: {
      styleOverrides: {
        root: {
          ...onDarkSurface,
          backgroundColor: BRAND.navy,
          borderBottom: `4px solid ${BRAND.gold}`,
          height: LAYOUT.headerHeight,
          justifyContent: 'center',
        },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    // Every button, icon button, list row, menu item, tab, checkbox and radio is a ButtonBase: its ring
    // shows whether the ripple (off under reduced motion) does or not.
    MuiButtonBase: {
      defaultProps: { disableRipple: prefersReducedMotion },
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
    },
    MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': insetFocusRing } } },
    MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': insetFocusRing } } },
    MuiTab: { styleOverrides: { root: { '&.Mui-focusVisible': insetFocusRing } } },
    MuiCheckbox: { styleOverrides: { root: { '&.Mui-focusVisible': insetFocusRing } } },
    MuiRadio: { styleOverrides: { root: { '&.Mui-focusVisible': insetFocusRing } } },
    // The rows-per-page choice has no border to darken, unlike the outlined fields.
    MuiTablePagination: { styleOverrides: { select: { '&:focus-visible': focusRing } } },
    MuiDataGrid: {
      styleOverrides: {
        root: {
          '& .MuiDataGrid-cell:focus, & .MuiDataGrid-columnHeader:focus': insetFocusRing,
        },
      },
    },
    MuiTooltip: {
      defaultProps: {
        slots: { transition: Fade },
        slotProps: {
          transition: {
            timeout: prefersReducedMotion ? 0 : { enter: TOOLTIP_FADE_IN_MS, exit: TOOLTIP_FADE_OUT_MS },
          },
        },
      },
    },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
    MuiLink: {
      defaultProps: { underline: 'always' },
      styleOverrides: { root: { '&:focus-visible, &.Mui-focusVisible': focusRing } },
    },
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
