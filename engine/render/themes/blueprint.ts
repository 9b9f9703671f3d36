import type { Theme } from '../types.js';

/** blueprint: navy canvas, JetBrains Mono, cyan strokes, square-ish corners. */
export const BLUEPRINT: Theme = {
  name: 'blueprint',
  look: 'clean',
  font: 'mono',
  background: '#0d1b2a',
  foreground: '#e0f2fe',
  mutedForeground: '#7fb3d5',
  nodeFill: '#10243a',
  nodeStroke: '#22d3ee',
  edgeStroke: '#67e8f9',
  containerFill: '#0f2133',
  containerStroke: '#38bdf8',
  accentPrimary: '#22d3ee',
  accentSecondary: '#f0abfc',
  labelBackground: '#0d1b2a',
  strokeWidth: 1.25,
  cornerRadius: 2,
  fontSize: 14,
};
