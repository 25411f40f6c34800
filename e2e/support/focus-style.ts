import type { Page } from '@playwright/test';

type Rgba = [number, number, number, number];

/** The focus mark of the focused element as the browser draws it, and the colour around it. */
export interface FocusMark {
  /** What has focus: tag, role and name, for the failure message. */
  element: string;
  /** The ring's colour (the outline's, else the box-shadow's); null when nothing is drawn. */
  ring: string | null;
  /** The opaque colour the ring is drawn on: the element's own fill for a ring inside it, else its parent's. */
  background: string;
}

/**
 * Reads the focused element's ring: a visible outline (style not none, width ≥ 1 px), a box-shadow, or
 * the 2 px border of the outlined field it types into.
 * The colour beneath it is every background from there up, laid over each other on white, so a
 * translucent fill (a current menu row) counts as the colour the eye sees.
 */
export async function readFocusMark(page: Page): Promise<FocusMark> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    // A checkbox's or radio's own input is transparent: its box (the parent) shows the focus.
    const el = active && getComputedStyle(active).opacity === '0' ? active.parentElement : active;
    if (!el || el === document.body) return { element: 'body', ring: null, background: 'rgb(255, 255, 255)' };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1;
    const shadow = style.boxShadow !== 'none' ? (style.boxShadow.match(/rgba?\([^)]*\)/)?.[0] ?? null) : null;
    // A text field or select marks focus on its frame: the outlined field's border turns primary and 2 px.
    const field = el.closest('.MuiInputBase-root.Mui-focused, .MuiPickersInputBase-root.Mui-focused');
    const frame = field?.querySelector(':scope > fieldset');
    const frameStyle = frame ? getComputedStyle(frame) : null;
    const framed = frameStyle !== null && Number.parseFloat(frameStyle.borderTopWidth) >= 2;
    const ring = outline ? style.outlineColor : shadow ? shadow : framed ? frameStyle.borderTopColor : null;
    const inside = outline && Number.parseFloat(style.outlineOffset) < 0;
    const start =
      !outline && !shadow && framed && field ? field.parentElement : inside ? el : el.parentElement;
    const layers: string[] = [];
    for (let node: Element | null = start; node; node = node.parentElement) {
      const fill = getComputedStyle(node).backgroundColor;
      layers.push(fill);
      if (/^rgb\(/.test(fill)) break;
    }
    const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    let [r, g, b] = [255, 255, 255];
    for (const layer of layers.reverse()) {
      const [lr = 0, lg = 0, lb = 0, la = 1] = parse(layer);
      [r, g, b] = [lr * la + r * (1 - la), lg * la + g * (1 - la), lb * la + b * (1 - la)];
    }
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return {
      element: `${el.tagName.toLowerCase()}[role=${el.getAttribute('role') ?? ''}] "${name}"`,
      ring,
      background: `rgb(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)})`,
    };
  });
}

function parseColour(css: string): Rgba {
  const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b, a];
}

function luminance([r, g, b]: Rgba): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The WCAG contrast ratio of two CSS colours (an opaque ring over an opaque background). */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(parseColour(a)), luminance(parseColour(b))];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The focused element's ring and its contrast with what lies around it (WCAG 2.4.7, 1.4.11: ≥ 3:1). */
export async function focusRingContrast(page: Page): Promise<{ mark: FocusMark; ratio: number }> {
  const mark = await readFocusMark(page);
  return { mark, ratio: mark.ring ? contrastRatio(mark.ring, mark.background) : 0 };
}
