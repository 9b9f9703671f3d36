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
/** How much wider that tie grows with each attempt after the first (a text swapped again because its box moved). */
const LOOSER_PX = 0.02;
/** A line's last word: this many of the spellings nearest in width are measured in the line as written. */
const IN_PLACE = 16;
/** Width tables (a casing in a face, weight and size) kept for the next copy; each holds about a thousand words. */
const TABLES_KEPT = 64;
/** Random spellings tried for a number (its digits are replaced, its length kept). */
const NUMBER_TRIES = 40;
/**
 * Pairs of words whose widths add up to within this of the width wanted are measured as
 * written (kerning where they meet moves the sum by a few hundredths; tails, pairs of
 * letters among them, lie closer than this apart).
 */
const JOIN_PX = 0.1;

type Casing = 'lower' | 'capital' | 'upper';
/** A word or number of a text, where it starts, and what it is swapped for so far. */
interface Token {
  word: string;
  at: number;
  swapped: string;
}

const LETTERS = [...'abcdefghijklmnopqrstuvwxyz'];
const LETTER_PAIRS: readonly string[] = LETTERS.flatMap((a) => LETTERS.map((b) => a + b));
/**
 * A text swapped again because its copy did not keep its box (swap-labels.ts): how many
 * times it was swapped before, and how far each line's last word aims wider (negative:
 * narrower) than the original line, towards the size the box turns on.
 */
export interface Retry {
  attempt: number;
  nudge: number;
}

export const FIRST_TRY: Retry = { attempt: 0, nudge: 0 };

/** A word and its width in one font. */
export interface Measured {
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
  private readonly permitted = new Map<string, Measured[]>();

  /**
   * `forbidden`: words (lower case) never written into the copy: every word of the
   * original, so none appears even where another word stood. `widths`: the vocabulary's
   * widths by casing and font, measured once for the fonts (widthTables).
   */
  constructor(
    private readonly random: Random,
    private readonly forbidden: ReadonlySet<string>,
    private readonly widths: Map<string, Measured[]> = new Map(),
  ) {}

  /**
   * The text with its words swapped; `widthOf` measures in the text's own font. Numbers are
   * swapped first and words after, so the last word (the nearest width, not a near one)
   * settles what all the others missed by: a number's digits have few widths to choose from.
   * A `retry` loosens the choice (the last word may miss by a little more, a lone digit may
   * stay itself) and leans each line by its nudge, so a text with few spellings of its width
   * ("f1") still finds one that keeps its box. A line of lone letters and digits never
   * comes back whole: its last word, when all the others stayed, may not.
   */
  swapText(text: string, widthOf: WidthOf, fontKey: string, avoid: ReadonlySet<string> = new Set(), { attempt, nudge }: Retry = FIRST_TRY): string {
    const tokens: Token[] = [...text.matchAll(WORD)].map((match) => ({ word: match[0], at: match.index, swapped: match[0] }));
    // Each line keeps its own width (a label's box is its widest line), so misses carry within a line only.
    const lines = new Map<number, Token[]>();
    for (const token of tokens) {
      const start = text.lastIndexOf('\n', token.at - 1) + 1;
      lines.set(start, [...(lines.get(start) ?? []), token]);
    }
    for (const [start, line] of lines) {
      const end = text.includes('\n', start) ? text.indexOf('\n', start) : text.length;
      const order = [...line.filter((t) => isNumber(t.word)), ...line.filter((t) => !isNumber(t.word))];
      let carried = 0;
      order.forEach((token, k) => {
        if (k < order.length - 1) {
          const target = widthOf(token.word) - carried;
          token.swapped = this.closest(this.candidates(token.word, target, widthOf, fontKey, avoid, attempt, false), target, TIE_PX);
          carried += widthOf(token.swapped) - widthOf(token.word);
          return;
        }
        // The last settles the line, measured in place: what the others missed by, kerning with its neighbours and all.
        const spell = (swapped: string): string => spellLine(text, start, end, line, token, swapped);
        const want = widthOf(text.slice(start, end)) + nudge;
        const target = widthOf(token.word) + want - widthOf(spell(token.word));
        // A line of lone letters and digits never comes back whole: its last word, when all the others stayed, may not.
        const whole = order.every((t) => t === token || t.swapped === t.word);
        const candidates = this.candidates(token.word, target, widthOf, fontKey, whole && k > 0 ? new Set([...avoid, token.word]) : avoid, attempt, true);
        const nearest = candidates
          .map((c) => ({ text: c.text, miss: Math.abs(c.width - target) }))
          .sort((x, y) => x.miss - y.miss)
          .slice(0, IN_PLACE);
        token.swapped = this.closest(measured(nearest.map((c) => c.text), (c) => widthOf(spell(c))), want, LAST_TIE_PX + attempt * LOOSER_PX);
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

  /** What a word or number may become, about `target` px wide (a line's last, from far more spellings). */
  private candidates(word: string, target: number, widthOf: WidthOf, fontKey: string, avoid: ReadonlySet<string>, attempt: number, last: boolean): Measured[] {
    return isNumber(word) ? measured(this.numbers(word, avoid, attempt > 0), widthOf) : this.words(word, target, widthOf, fontKey, avoid, last);
  }

  private numbers(word: string, avoid: ReadonlySet<string>, keepLone: boolean): string[] {
    // A single digit may become any other (digits differ in width: a "1" has no other as narrow),
    // or, once a copy did not keep its box, stay itself: alone it tells nothing. A longer number tries random spellings.
    const tries: string[] = word.length === 1 ? [...'0123456789'].filter((d) => (d !== word || keepLone) && !avoid.has(d)) : [];
    for (let k = 0; word.length > 1 && k < NUMBER_TRIES; k++) {
      let digits = '';
      for (let i = 0; i < word.length; i++) digits += String(Math.floor(this.random() * 10));
      if (digits !== word && !avoid.has(digits)) tries.push(digits);
    }
    return tries.length > 0 ? tries : [word === '0'.repeat(word.length) ? '1'.repeat(word.length) : '0'.repeat(word.length)];
  }

  private words(word: string, target: number, widthOf: WidthOf, fontKey: string, avoid: ReadonlySet<string>, last: boolean): Measured[] {
    const casing = casingOf(word);
    const allowed = (candidate: string): boolean => !this.forbidden.has(candidate.toLowerCase()) && !avoid.has(candidate);
    const permitted = this.permittedWidths(casing, widthOf, fontKey);
    const singles = avoid.size === 0 ? permitted : permitted.filter((w) => !avoid.has(w.text));
    const widest = singles[singles.length - 1]?.width ?? 0;
    // A line's last word, or a word wider than any single one: two (or more) words joined as one, far more widths to choose from.
    if (!last && target <= widest) return singles;
    const tails = this.tailWidths(casing === 'upper' ? 'upper' : 'lower', widthOf, fontKey);
    // Their widths are the sums of their parts', which miss the whole's by the kerning where they meet:
    // the few that are kept get measured as written (the last word's in its line, the others' by the carry).
    return [...singles, ...this.joined(singles, tails, target).filter((joined) => allowed(joined.text))];
  }

  /**
   * Words joined to about `target` px: random ones while what is left is wider than half
   * again the widest word, then every pair whose widths add up to the rest within JOIN_PX.
   */
  private joined(firsts: readonly Measured[], tails: readonly Measured[], target: number): Measured[] {
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
    const made: Measured[] = [];
    for (const first of pool) {
      // Narrowest first: past the width wanted, no tail can make up the rest.
      if (first.width > left) break;
      const rest = left - first.width;
      const k = nearestIndex(tails, rest);
      for (let j = Math.max(0, k - 1); j <= Math.min(tails.length - 1, k + 1); j++) {
        const width = first.width + tails[j]!.width;
        if (Math.abs(width - left) <= JOIN_PX) made.push({ text: prefix + first.text + tails[j]!.text, width: target - left + width });
      }
    }
    return made;
  }

  /** The candidate nearest `target` in width; among those within `tie` px of it, the seed's pick. */
  private closest(candidates: readonly Measured[], target: number, tie: number): string {
    let best = Infinity;
    for (const candidate of candidates) best = Math.min(best, Math.abs(candidate.width - target));
    const near = candidates.filter((candidate) => Math.abs(candidate.width - target) <= best + tie);
    return near[Math.floor(this.random() * near.length)]!.text;
  }

  /** The vocabulary in one casing with its widths in one font, narrowest first, measured once. */
  private vocabularyWidths(casing: Casing, widthOf: WidthOf, fontKey: string): Measured[] {
    return this.measuredOnce(`${casing} ${fontKey}`, VOCABULARY, casing, widthOf);
  }

  /** The vocabulary in one casing and font without the original's words (the same all through a copy). */
  private permittedWidths(casing: Casing, widthOf: WidthOf, fontKey: string): Measured[] {
    const key = `${casing} ${fontKey}`;
    let permitted = this.permitted.get(key);
    if (permitted === undefined) {
      permitted = this.vocabularyWidths(casing, widthOf, fontKey).filter((w) => !this.forbidden.has(w.text.toLowerCase()));
      this.permitted.set(key, permitted);
    }
    return permitted;
  }

  /**
   * What may end a joined word: the vocabulary and every pair of letters, so that the
   * widths a word and its tail add up to lie a hundredth of a px apart, not a few tenths:
   * a short text's last word has few words to choose from, and its box may turn on less.
   */
  private tailWidths(casing: 'lower' | 'upper', widthOf: WidthOf, fontKey: string): Measured[] {
    return this.measuredOnce(`tails ${casing} ${fontKey}`, [...VOCABULARY, ...LETTER_PAIRS], casing, widthOf);
  }

  private measuredOnce(key: string, words: readonly string[], casing: Casing, widthOf: WidthOf): Measured[] {
    let measured = this.widths.get(key);
    if (measured === undefined) {
      // Kept across copies: the oldest goes first, so scenes styled in ever new sizes cannot grow it without end.
      if (this.widths.size >= TABLES_KEPT) this.widths.delete(this.widths.keys().next().value!);
      measured = words
        .map((w) => {
          const text = casedAs(w, casing);
          return { text, width: widthOf(text) };
        })
        .sort((a, b) => a.width - b.width || (a.text < b.text ? -1 : 1));
      this.widths.set(key, measured);
    }
    return measured;
  }
}

const measured = (texts: readonly string[], widthOf: WidthOf): Measured[] => texts.map((text) => ({ text, width: widthOf(text) }));

/** The line from `start` to `end` of `text` with its words swapped as they are so far, and `token` as `swapped`. */
function spellLine(text: string, start: number, end: number, line: readonly Token[], token: Token, swapped: string): string {
  let out = '';
  let from = start;
  for (const t of line) {
    out += text.slice(from, t.at) + (t === token ? swapped : t.swapped);
    from = t.at + t.word.length;
  }
  return out + text.slice(from, end);
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
