import type { FontKey } from './font-bytes.js';

/**
 * The family names inside the bundled TTFs (their name tables). The SVG's font-family
 * lists name them, and resvg, given the same files, matches its faces by them.
 */
export const FACE_FAMILY_NAMES: Readonly<Record<FontKey, string>> = {
  sans: 'Inter',
  mono: 'JetBrains Mono',
  hand: 'Comic Neue',
};

/** The CSS generic family each bundled font stands for. */
export const GENERIC_FAMILIES: Readonly<Record<FontKey, string>> = {
  sans: 'sans-serif',
  mono: 'monospace',
  hand: 'cursive',
};

/** The bundled fonts in the order their faces are handed to resvg (the order its fallback searches). */
export const FONT_ORDER: readonly FontKey[] = ['sans', 'mono', 'hand'];

/** A tab, as measured and drawn: four spaces (SVG would collapse a tab to one space). */
export const TAB = '    ';

/** Text with each tab written as the four spaces it is measured as. */
export function expandTabs(text: string): string {
  // Most text has no tab: answer it without replaceAll's scan and copy.
  return text.includes('\t') ? text.replaceAll('\t', TAB) : text;
}
