import type { Theme } from '../types.js';

/** clean (the default): white canvas, Inter, slate outlines. */
export const CLEAN: Theme = {
  name: 'clean',
  look: 'clean',
  font: 'sans',
  background: '#ffffff',
  foreground: '#1f2937',
  mutedForeground: '#6b7280',
  nodeFill: '#ffffff',
  nodeStroke: '#334155',
  edgeStroke: '#475569',
  containerFill: '#ffffff',
  containerStroke: '#94a3b8',
  accentPrimary: '#2563eb',
  accentSecondary: '#7c3aed',
  labelBackground: '#ffffff',
  strokeWidth: 1.5,
  cornerRadius: 8,
  fontSize: 14,
};
