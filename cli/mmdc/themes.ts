import { THEME_NAMES, type ThemeName } from '../../engine/index.js';

/** The themes mmdc's -t takes. */
export const MERMAID_THEMES = ['default', 'forest', 'dark', 'neutral'] as const;

/**
 * Mermaid's themes by the DSP theme nearest to them (docs/decisions/2026-11-28-mmdc-drop-in.md).
 * DSP's themes are fixed palettes: forest's greens have no counterpart, so it is drawn clean
 * and said so once; `base` is the theme a config's themeVariables start from.
 */
const BY_MERMAID_THEME: Record<string, { theme: ThemeName; note?: string }> = {
  default: { theme: 'clean' },
  base: { theme: 'clean' },
  neutral: { theme: 'clean' },
  forest: { theme: 'clean', note: 'the forest theme has no DSP counterpart: drawn with clean' },
  dark: { theme: 'dark' },
  null: { theme: 'clean' },
};

/** The DSP theme for a Mermaid theme name (DSP's own names pass through); undefined for a name neither knows. */
export function dspTheme(name: string, darkMode: boolean): { theme: ThemeName; note?: string } | undefined {
  if ((THEME_NAMES as readonly string[]).includes(name) && name !== 'dark') return { theme: name as ThemeName };
  const mapped = BY_MERMAID_THEME[name];
  if (mapped === undefined) return undefined;
  // themeVariables.darkMode is how a `base` theme is told it is dark.
  return darkMode && mapped.theme === 'clean' && mapped.note === undefined ? { theme: 'dark' } : mapped;
}
