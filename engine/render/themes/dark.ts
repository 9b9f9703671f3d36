import type { Theme } from '../types.js';

/** dark: dark grey canvas, the same Inter, light outlines. Chosen automatically for dark canvases (rule 2). */
export const DARK: Theme = {
  name: 'dark',
  look: 'clean',
  font: 'sans',
  background: '#1a1a22',
  foreground: '#e5e7eb',
  mutedForeground: '#9ca3af',
  nodeFill: '#262633',
  nodeStroke: '#9ca3af',
  edgeStroke: '#a1a1aa',
  containerFill: '#20202a',
  containerStroke: '#52525b',
  accentPrimary: '#60a5fa',
  accentSecondary: '#a78bfa',
  labelBackground: '#1a1a22',
  strokeWidth: 1.5,
  cornerRadius: 8,
  fontSize: 14,
};
