import type { FontKey } from './font-bytes.js';

// Families are tried in CSS order; the first one we can classify decides. Unknown names
// ("Menlo", "Georgia") fall through to the next family, so "Menlo, monospace" is mono.
const MONO = /mono|code|courier|consol|menlo|monaco/;
const HAND = /comic|hand|sketch|marker|cursive|script/;
const SANS = /sans|serif|inter|arial|helvetica|roboto|system-ui|segoe|verdana|tahoma|georgia|times/;

/** Maps a CSS font-family list (e.g. "JetBrains Mono, monospace") onto a bundled font; sans when nothing matches. */
export function fontKeyFor(fontFamily?: string): FontKey {
  if (fontFamily === undefined) return 'sans';
  for (const raw of fontFamily.split(',')) {
    const family = raw.trim().replace(/^["']|["']$/g, '').toLowerCase();
    if (MONO.test(family)) return 'mono';
    if (HAND.test(family)) return 'hand';
    if (SANS.test(family)) return 'sans';
  }
  return 'sans';
}

/** Maps a style fontWeight ('normal', 'bold' or 100-900) onto the two bundled weights: 600 and above is bold. */
export function fontWeightFor(fontWeight?: 'normal' | 'bold' | number): 'normal' | 'bold' {
  if (fontWeight === undefined || fontWeight === 'normal') return 'normal';
  if (fontWeight === 'bold') return 'bold';
  return fontWeight >= 600 ? 'bold' : 'normal';
}
