import type { Theme } from '../types.js';

/** sketch: dark grey canvas, Comic Neue, the hand-drawn look (seeded wobble, looks/sketch.ts). */
export const SKETCH: Theme = {
  name: 'sketch',
  look: 'sketch',
  font: 'hand',
  background: '#2b2b2f',
  foreground: '#f4f4f5',
  mutedForeground: '#a1a1aa',
  nodeFill: '#36363c',
  nodeStroke: '#e4e4e7',
  edgeStroke: '#d4d4d8',
  containerFill: '#313136',
  containerStroke: '#a1a1aa',
  accentPrimary: '#fbbf24',
  accentSecondary: '#f472b6',
  labelBackground: '#2b2b2f',
  strokeWidth: 1.75,
  cornerRadius: 10,
  fontSize: 14,
};
