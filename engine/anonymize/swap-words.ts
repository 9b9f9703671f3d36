import type { Random } from './seeded-random.js';
import { VOCABULARY } from './vocabulary.js';

/** The width in px a piece of text takes in the font it is drawn in. */
export type WidthOf = (text: string) => number;

/**
 * Letters (with their marks and inner apostrophes), or digits: what is swapped. Everything
 * between (spaces, punctuation, symbols, line breaks) is kept, so lines, lists and wrapping
 * points stay where they were.
 */
const WORD = /\p{L}[\p{L}\p{M}'’]*|\p{N}+/gu;

/** Candidates within this many px of the best are equally good; the seed picks among them. */
const TIE_PX = 0.5;
/** The same for a text's last word, which leaves no one to carry its miss to. */
const LAST_TIE_PX = 0.02;
/** Random spellings tried for a number (its digits are replaced, its length kept). */
const NUMBER_TRIES = 40;
/** Pairs of words whose widths add up to within this of the width wanted are measured as written. */
const JOIN_PX = 0.3;

type Casing = 'lower' | 'capital' | 'upper';
interface Measured {
  text: string;
  width: number;
}

/**
 * Swaps every word of a text for a word of the vocabulary about as wide in its font, and
 * every number for as many other digits. The choice depends on the seed's stream and on
 * each word's width alone, never on its letters, so the copy and the seed tell nothing
 * about the original but the widths its layout needs. The width each swap misses by is
 * carried to the next word of the same text, so a line's words add up to its width.
 */
export class WordSwapper {
  private readonly widths = new Map<string, Measured[]>();

  /**
   * `forbidden`: words (lower case) never written into the copy: every word of the
   * original, so none appears even where another word stood.
   */
  constructor(
    private readonly random: Random,
    private readonly forbidden: ReadonlySet<string>,
  ) {}

  /**
   * The text with its words swapped; `widthOf` measures in the text's own font. Numbers are
   * swapped first and words after, so the last word (the nearest width, not a near one)
   * settles what all the others missed by: a number's digits have few widths to choose from.
   */
  swapText(text: string, widthOf: WidthOf, fontKey: string, avoid: ReadonlySet<string> = new Set()): string {
    const tokens = [...text.matchAll(WORD)].map((match) => ({ word: match[0], at: match.index, swapped: match[0] }));
    // Each line keeps its own width (a label's box is its widest line), so misses carry within a line only.
    const lines = new Map<number, typeof tokens>();
    for (const token of tokens) {
      const line = text.slice(0, token.at).split('\n').length;
      lines.set(line, [...(lines.get(line) ?? []), token]);
    }
    for (const line of lines.values()) {
      const order = [...line.filter((t) => isNumber(t.word)), ...line.filter((t) => !isNumber(t.word))];
      let carried = 0;
      order.forEach((token, k) => {
        const target = widthOf(token.word) - carried;
        const tie = k === order.length - 1 ? LAST_TIE_PX : TIE_PX;
        token.swapped = isNumber(token.word) ? this.number(token.word, target, widthOf, avoid, tie) : this.word(token.word, target, widthOf, fontKey, avoid, tie);
        carried += widthOf(token.swapped) - widthOf(token.word);
      });
    }
    let out = '';
    let from = 0;
    for (const token of tokens) {
      out += text.slice(from, token.at) + token.swapped;
      from = token.at + token.word.length;
    }
    return out + text.slice(from);
  }

  private number(word: string, target: number, widthOf: WidthOf, avoid: ReadonlySet<string>, tie: number): string {
    // A single digit may become any other (digits differ in width); a longer number tries random spellings.
    const tries: string[] = word.length === 1 ? [...'0123456789'].filter((d) => d !== word && !avoid.has(d)) : [];
    for (let k = 0; word.length > 1 && k < NUMBER_TRIES; k++) {
      let digits = '';
      for (let i = 0; i < word.length; i++) digits += String(Math.floor(this.random() * 10));
      if (digits !== word && !avoid.has(digits)) tries.push(digits);
    }
    return this.closest(tries.length > 0 ? tries : [word === '0'.repeat(word.length) ? '1'.repeat(word.length) : '0'.repeat(word.length)], target, widthOf, tie);
  }

  private word(word: string, target: number, widthOf: WidthOf, fontKey: string, avoid: ReadonlySet<string>, tie: number): string {
    const casing = casingOf(word);
    const allowed = (candidate: string): boolean => !this.forbidden.has(candidate.toLowerCase()) && !avoid.has(candidate);
    const singles = this.vocabularyWidths(casing, widthOf, fontKey).filter((w) => allowed(w.text));
    let best = Infinity;
    for (const single of singles) best = Math.min(best, Math.abs(single.width - target));
    const candidates = singles.filter((single) => Math.abs(single.width - target) <= best + tie).map((single) => single.text);
    const widest = singles[singles.length - 1]?.width ?? 0;
    // A text's last word, or a word wider than any single one: two (or more) words joined as one, far more widths to choose from.
    if (tie < TIE_PX || target > widest) {
      const tails = casing === 'capital' ? this.vocabularyWidths('lower', widthOf, fontKey) : singles;
      candidates.push(...this.joined(singles, tails, target).filter(allowed));
    }
    return this.closest(candidates, target, widthOf, tie);
  }

  /**
   * Words joined to about `target` px: random ones while what is left is wider than half
   * again the widest word, then every pair whose widths add up to the rest within JOIN_PX.
   */
  private joined(firsts: readonly Measured[], tails: readonly Measured[], target: number): string[] {
    if (firsts.length === 0 || tails.length === 0) return [];
    const widest = tails[tails.length - 1]!.width;
    let prefix = '';
    let left = target;
    let pool = firsts;
    while (left > widest * 1.5) {
      const part = pool[Math.floor(this.random() * pool.length)]!;
      prefix += part.text;
      left -= part.width;
      pool = tails;
    }
    const made: string[] = [];
    for (const first of pool) {
      const rest = left - first.width;
      const k = nearestIndex(tails, rest);
      for (let j = Math.max(0, k - 1); j <= Math.min(tails.length - 1, k + 1); j++) {
        if (Math.abs(first.width + tails[j]!.width - left) <= JOIN_PX) made.push(prefix + first.text + tails[j]!.text);
      }
    }
    return made;
  }

  /** The candidate nearest `target` in width; among those within `tie` px of it, the seed's pick. */
  private closest(candidates: readonly string[], target: number, widthOf: WidthOf, tie: number): string {
    const scored = candidates.map((candidate) => ({ candidate, miss: Math.abs(widthOf(candidate) - target) }));
    const best = Math.min(...scored.map((s) => s.miss));
    const near = scored.filter((s) => s.miss <= best + tie);
    return near[Math.floor(this.random() * near.length)]!.candidate;
  }

  /** The vocabulary in one casing with its widths in one font, narrowest first, measured once. */
  private vocabularyWidths(casing: Casing, widthOf: WidthOf, fontKey: string): Measured[] {
    const key = `${casing} ${fontKey}`;
    let measured = this.widths.get(key);
    if (measured === undefined) {
      measured = VOCABULARY.map((w) => {
        const text = casedAs(w, casing);
        return { text, width: widthOf(text) };
      }).sort((a, b) => a.width - b.width || (a.text < b.text ? -1 : 1));
      this.widths.set(key, measured);
    }
    return measured;
  }
}

/** Every word of a text, lower case (what the copy must not contain). */
export function wordsOf(text: string): string[] {
  return (text.match(WORD) ?? []).map((word) => word.toLowerCase());
}

/** The index of the entry of `sorted` (by width) nearest `width`. */
function nearestIndex(sorted: readonly Measured[], width: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]!.width < width) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 && Math.abs(sorted[lo - 1]!.width - width) <= Math.abs(sorted[lo]!.width - width) ? lo - 1 : lo;
}

const isNumber = (word: string): boolean => /^\p{N}/u.test(word);

function casingOf(word: string): Casing {
  if (word.length > 1 && word === word.toUpperCase() && word !== word.toLowerCase()) return 'upper';
  return word[0] !== word[0]!.toLowerCase() ? 'capital' : 'lower';
}

function casedAs(word: string, casing: Casing): string {
  if (casing === 'upper') return word.toUpperCase();
  return casing === 'capital' ? word[0]!.toUpperCase() + word.slice(1) : word;
}
