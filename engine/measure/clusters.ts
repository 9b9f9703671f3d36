import { extendsCluster, isRegionalIndicator, ZERO_WIDTH_JOINER } from '../fonts/index.js';

/**
 * Splits text into the units a line may be broken between: a base code point with its
 * combining marks, variation selectors and skin tones, emoji joined by ZWJ, and flag pairs.
 * An approximation of Unicode grapheme clusters without Intl.Segmenter, whose ICU data
 * differs between Node and browsers; surrogate pairs are never split.
 */
export function clusters(text: string): string[] {
  const out: string[] = [];
  let previous = -1;
  let openFlag = false;
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    const flagHalf = isRegionalIndicator(cp);
    const joins: boolean = out.length > 0 && (extendsCluster(cp) || previous === ZERO_WIDTH_JOINER || (flagHalf && openFlag));
    if (joins) out[out.length - 1] += ch;
    else out.push(ch);
    openFlag = flagHalf && !(joins && openFlag);
    previous = cp;
  }
  return out;
}
