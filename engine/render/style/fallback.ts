import type { ResolvedStyle } from '../types.js';

/**
 * The last level of the cascade (rule 1): what is drawn when neither the element, the
 * scene palette nor the theme gives a usable value. The bundled themes define everything,
 * so this shows only if a theme value ever fails to parse.
 */
export const FALLBACK: Readonly<Omit<ResolvedStyle, 'dash' | 'labelBackground'>> = {
  fill: '#ffffff',
  stroke: '#000000',
  strokeWidth: 1,
  opacity: 1,
  textColor: '#000000',
  mutedColor: '#666666',
  fontSize: 14,
  fontWeight: 'normal',
  cornerRadius: 0,
  accentColor: '#000000',
};
