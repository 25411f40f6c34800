import Fade from '@mui/material/Fade';
import { describe, expect, it } from 'vitest';
import { BRAND, TOOLTIP_FADE_IN_MS, theme } from './theme';

const components = theme.components ?? {};

describe('the theme', () => {
  it('fades every tooltip in over 600 ms, the grid toolbars included (3-billing §9)', () => {
    expect(TOOLTIP_FADE_IN_MS).toBe(600);
    const tooltip = components.MuiTooltip?.defaultProps;
    expect(tooltip?.slots?.transition).toBe(Fade);
    expect(tooltip?.slotProps?.transition).toEqual({ timeout: { enter: 600, exit: 195 } });
  });

  it('gives every ButtonBase control a focus ring of its own, not only the ripple (WCAG 2.4.7)', () => {
    const root = components.MuiButtonBase?.styleOverrides?.root as Record<string, Record<string, unknown>>;
    expect(root['&.Mui-focusVisible']).toEqual({
      outline: `2px solid var(--focus-ring-color, ${BRAND.navy})`,
      outlineOffset: 2,
    });
  });

  it('draws the ring white on the dark header', () => {
    const appBar = components.MuiAppBar?.styleOverrides?.root as Record<string, unknown>;
    expect(appBar['--focus-ring-color']).toBe('#ffffff');
  });
});
