/**
 * Code point classes that decide advances the fonts do not give us, and where a line may
 * not be split. Written as explicit ranges or long-stable Unicode properties so Node and
 * Chromium (different Unicode table versions) classify the same characters the same way.
 */

export const ZERO_WIDTH_JOINER = 0x200d;

const COMBINING_MARK = /^\p{M}$/u;
const PICTOGRAPHIC = /^\p{Extended_Pictographic}$/u;

/** True for combining marks (accents, vowel signs) that attach to the code point before them. */
export function isCombiningMark(cp: number): boolean {
  return cp >= 0x300 && COMBINING_MARK.test(String.fromCodePoint(cp));
}

/** True for emoji and other pictographs. */
export function isPictographic(cp: number): boolean {
  return cp >= 0xa9 && PICTOGRAPHIC.test(String.fromCodePoint(cp));
}

/** True for the regional indicator letters that pair into flags. */
export function isRegionalIndicator(cp: number): boolean {
  return cp >= 0x1f1e6 && cp <= 0x1f1ff;
}

/** True for skin-tone modifiers, which merge into the emoji before them. */
export function isEmojiModifier(cp: number): boolean {
  return cp >= 0x1f3fb && cp <= 0x1f3ff;
}

/** True for code points that never take space: controls, joiners, bidi marks, variation selectors, tags. */
export function isInvisible(cp: number): boolean {
  return (
    cp < 0x20 || (cp >= 0x7f && cp < 0xa0) || cp === 0xad || cp === 0x34f ||
    (cp >= 0x180b && cp <= 0x180f) || (cp >= 0x200b && cp <= 0x200f) || (cp >= 0x202a && cp <= 0x202e) ||
    (cp >= 0x2060 && cp <= 0x206f) || cp === 0xfeff || (cp >= 0xfe00 && cp <= 0xfe0f) ||
    (cp >= 0xe0000 && cp <= 0xe0fff)
  );
}

// East Asian Wide and Fullwidth blocks (UAX #11), as ranges: Hangul Jamo, CJK radicals to
// Yi, Hangul syllables, CJK compatibility, vertical and small forms, fullwidth forms, and
// the supplementary ideograph planes.
const WIDE_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x1100, 0x115f], [0x2e80, 0x303e], [0x3041, 0x33ff], [0x3400, 0x4dbf], [0x4e00, 0x9fff],
  [0xa000, 0xa4cf], [0xa960, 0xa97f], [0xac00, 0xd7a3], [0xf900, 0xfaff], [0xfe10, 0xfe19],
  [0xfe30, 0xfe6f], [0xff00, 0xff60], [0xffe0, 0xffe6], [0x1f300, 0x1f64f], [0x1f900, 0x1f9ff],
  [0x20000, 0x2fffd], [0x30000, 0x3fffd],
];

/** True for East Asian wide or fullwidth characters (drawn one em wide). */
export function isWide(cp: number): boolean {
  if (cp < 0x1100) return false;
  for (const [from, to] of WIDE_RANGES) if (cp >= from && cp <= to) return true;
  return false;
}

/** True when the code point extends the cluster before it (never split from its base). */
export function extendsCluster(cp: number): boolean {
  return cp === ZERO_WIDTH_JOINER || isCombiningMark(cp) || isEmojiModifier(cp) ||
    (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0020 && cp <= 0xe007f) || (cp >= 0xe0100 && cp <= 0xe01ef);
}
