import type { FaceStyle } from '../../fonts/index.js';
import { base64 } from './base64.js';

/** A CSS unicode-range for these code points (ascending), consecutive ones as ranges: `U+20,U+30-39`. */
export function unicodeRange(codePoints: readonly number[]): string {
  const parts: string[] = [];
  let i = 0;
  while (i < codePoints.length) {
    const first = codePoints[i] ?? 0;
    let last = first;
    while (codePoints[i + 1] === last + 1) {
      i += 1;
      last += 1;
    }
    const hex = (cp: number): string => cp.toString(16).toUpperCase();
    parts.push(first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`);
    i += 1;
  }
  return parts.join(',');
}

/**
 * An @font-face rule for a subset font embedded as a data: URL. unicode-range lists the
 * characters the subset holds: when several of our SVGs are inlined into one page, their
 * rules for the same face merge into one composite font, and each character is taken from
 * a subset that has it (all subsets of a face draw a character identically).
 */
export function fontFaceRule(family: string, style: FaceStyle, codePoints: readonly number[], font: Uint8Array): string {
  return `@font-face{font-family:"${family}";font-style:${style === 'italic' ? 'italic' : 'normal'};font-weight:${style === 'bold' ? 700 : 400};`
    + `unicode-range:${unicodeRange(codePoints)};src:url(data:font/otf;base64,${base64(font)}) format("opentype")}`;
}
