/**
 * Shared presentation attributes moved onto a group. A diagram draws hundreds of elements
 * with the same paint (every label `text-anchor="middle" font-family="Inter" font-size="14"
 * fill="#1f2937"`, every plain box the same fill and stroke); written once on a `<g>`
 * around a run of them, the same picture takes a fraction of the bytes.
 *
 * Exact by construction: only inherited properties move, only from a run where every
 * drawing element carries the very same value, and never past a group that sets its own
 * (which a child would then inherit instead). Markup holding anything that draws from
 * elsewhere (`use`, patterns, gradients, clip paths, masks, images) is left as it is.
 *
 * This reads every start tag of a drawing, so it is written for speed: tags are found by
 * indexOf and checked and read in one walk (readStartTag), values skipped by indexOf,
 * names, keys and values compared where they stand in the markup rather than cut out, and
 * the shared values kept in an array indexed like HOISTABLE rather than in Maps (the Maps,
 * match iterators, per-tag closures, cut-out strings and a regular expression per tag were
 * most of its cost).
 */

// Inherited properties worth moving, in the order the group writes them.
export const HOISTABLE = ['fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'font-family', 'font-size', 'font-weight', 'text-anchor'] as const;
// HOISTABLE indices by the length of their key: a key is recognised where it stands in the
// markup (holdsAt), so no key string is cut out and looked up for every pair.
const BY_KEY_LENGTH: ReadonlyArray<readonly number[]> = Array.from({ length: 1 + Math.max(...HOISTABLE.map((key) => key.length)) }, (_, length) =>
  HOISTABLE.flatMap((key, index) => (key.length === length ? [index] : [])),
);
// What an element does with inherited paint. DRAWING elements draw with their own paint;
// each must carry a hoisted attribute itself. PASS_THROUGH elements pass inherited values
// on (a <tspan> may still set one: it overrode its <text> before and still does); a GROUP
// also passes them on but must not set a hoisted attribute. Anything else (use, image,
// clipPath...) draws from elsewhere: OTHER.
export const OTHER = 0;
export const DRAWING = 1;
export const PASS_THROUGH = 2;
export const GROUP = 3;
export const ELEMENT_KINDS: ReadonlyArray<readonly [string, number]> = [
  ['path', DRAWING], ['rect', DRAWING], ['circle', DRAWING], ['ellipse', DRAWING], ['line', DRAWING],
  ['polyline', DRAWING], ['polygon', DRAWING], ['text', DRAWING],
  ['g', GROUP], ['tspan', PASS_THROUGH], ['title', PASS_THROUGH], ['desc', PASS_THROUGH],
];
// ELEMENT_KINDS by name length, recognised in place like the keys above.
const KINDS_BY_NAME_LENGTH: ReadonlyArray<ReadonlyArray<readonly [string, number]>> = Array.from(
  { length: 1 + Math.max(...ELEMENT_KINDS.map(([name]) => name.length)) },
  (_, length) => ELEMENT_KINDS.filter(([name]) => name.length === length),
);

/**
 * Whether `markup` holds `text` at `at`. A loop over character codes rather than
 * startsWith(text, at): this runs for every name, key and shared value hoisting reads, and
 * startsWith (a call into a generic builtin each time) was the largest line of its profile.
 */
function holdsAt(markup: string, at: number, text: string): boolean {
  for (let i = 0; i < text.length; i++) if (markup.charCodeAt(at + i) !== text.charCodeAt(i)) return false;
  return true;
}

/** The kind of the element whose name is `markup` from `from` to `to`. */
function elementKind(markup: string, from: number, to: number): number {
  const candidates = KINDS_BY_NAME_LENGTH[to - from];
  if (candidates === undefined) return OTHER;
  for (let i = 0; i < candidates.length; i++) {
    const [name, kind] = candidates[i]!;
    if (holdsAt(markup, from, name)) return kind;
  }
  return OTHER;
}

// The writer's start tags: a name (a letter, then [A-Za-z0-9_:-]), then ` key="value"`
// pairs (a key holds no white space, `=` or `"`; values are escaped, no raw quotes), then
// `>` or `/>`; text holding a `<` that starts no such tag is stepped over. readStartTag
// checks a tag and reads its hoistable pairs in one walk: a value is skipped by indexOf,
// never read character by character (a path's `d` is most of a drawing's bytes), and
// nothing is cut out unless it is kept. It used to take a sticky regular expression to
// find a tag's end and then a second walk over its pairs; that was most of hoisting's time.

/** Where the name of the tag readStartTag last read ends (where its pairs begin). */
let tagNameEnd = 0;
/**
 * Its hoistable pairs, four numbers each: the HOISTABLE index, where the pair starts (its
 * space), where its value starts and where it ends (at its closing quote). Shared between
 * walks: each reads one tag and is done with it before it reads the next, synchronously.
 */
const found: number[] = [];
let foundCount = 0;

/** Whether `code` is a character of a tag name after its first: \w, `:` or `-`. */
function isNameCode(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 95 || code === 58 || code === 45;
}

/** Whether `code` is white space as a regular expression's \s means it (no key holds one). */
function isSpaceCode(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  if (code < 0xa0) return false;
  return code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029
    || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff;
}

/**
 * Reads the start tag opening at `lt` (a `<`): the index just past its `>`, or -1 when no
 * start tag opens there. Sets tagNameEnd and the found pairs.
 */
function readStartTag(markup: string, lt: number): number {
  const first = markup.charCodeAt(lt + 1);
  if (!((first >= 97 && first <= 122) || (first >= 65 && first <= 90))) return -1;
  let at = lt + 2;
  while (isNameCode(markup.charCodeAt(at))) at += 1;
  tagNameEnd = at;
  foundCount = 0;
  for (;;) {
    const code = markup.charCodeAt(at);
    if (code === 62) {
      return at + 1;
    }
    if (code === 47) {
      return markup.charCodeAt(at + 1) === 62 ? at + 2 : -1;
    }
    if (code !== 32) return -1;
    // A pair: ` key="value"`.
    let equals = at + 1;
    for (let ch = markup.charCodeAt(equals); ch !== 61; ch = markup.charCodeAt(equals)) {
      if (ch !== ch || ch === 34 || isSpaceCode(ch)) return -1;
      equals += 1;
    }
    if (equals === at + 1 || markup.charCodeAt(equals + 1) !== 34) return -1;
    const close = markup.indexOf('"', equals + 2);
    if (close < 0) return -1;
    const index = hoistableIndex(markup, at, equals);
    if (index >= 0) {
      found[foundCount] = index;
      found[foundCount + 1] = at;
      found[foundCount + 2] = equals + 2;
      found[foundCount + 3] = close;
      foundCount += 4;
    }
    at = close + 1;
  }
}

/** Value per HOISTABLE index; undefined where the attribute is not shared (or not set). */
type Shared = ReadonlyArray<string | undefined>;

const NOTHING_SHARED: Shared = HOISTABLE.map(() => undefined);

/** The HOISTABLE index of the key of the pair ` key="value"` starting at `at`, its `="` at `equals`; -1 when not hoistable. */
function hoistableIndex(markup: string, at: number, equals: number): number {
  const candidates = BY_KEY_LENGTH[equals - at - 1];
  if (candidates === undefined) return -1;
  for (let i = 0; i < candidates.length; i++) {
    const index = candidates[i]!;
    if (holdsAt(markup, at + 1, HOISTABLE[index]!)) return index;
  }
  return -1;
}

/** Whether the found pair at `f` has the value `value`; compared in place, nothing cut out. */
function foundValueIs(markup: string, f: number, value: string | undefined): boolean {
  const from = found[f + 2]!;
  return value !== undefined && found[f + 3]! - from === value.length && holdsAt(markup, from, value);
}

/** The found pairs' values into `into`, by HOISTABLE index; a repeated key keeps its last value. */
function readFound(markup: string, into: Array<string | undefined>): void {
  for (let f = 0; f < foundCount; f += 4) into[found[f]!] = markup.slice(found[f + 2]!, found[f + 3]!);
}

/**
 * Takes out of `shared` every value the found pairs do not carry (the last pair of a key
 * decides, as in readFound); whether anything is still shared. Pairs are compared where
 * they stand: most elements after the first only confirm the shared values.
 */
function keepCarried(markup: string, shared: Array<string | undefined>): boolean {
  let carried = 0;
  for (let f = 0; f < foundCount; f += 4) {
    const index = found[f]!;
    carried = foundValueIs(markup, f, shared[index]) ? carried | (1 << index) : carried & ~(1 << index);
  }
  let any = false;
  for (let i = 0; i < HOISTABLE.length; i++) {
    if ((carried & (1 << i)) === 0) shared[i] = undefined;
    else any = true;
  }
  return any;
}

/** Where the start tag nextStartTag last found ends (just past its `>`). */
let startTagEnd = 0;

/**
 * The `<` of the first start tag at or after `from` (read by readStartTag: tagNameEnd,
 * the found pairs and startTagEnd set), or -1 when there is none; a `<` that opens no
 * start tag is stepped over.
 */
function nextStartTag(markup: string, from: number): number {
  for (let lt = markup.indexOf('<', from); lt !== -1; lt = markup.indexOf('<', lt + 1)) {
    const end = readStartTag(markup, lt);
    if (end >= 0) {
      startTagEnd = end;
      return lt;
    }
  }
  return -1;
}

/** The hoistable attributes every drawing element of `markup` carries with one value; NOTHING_SHARED when there are none. */
function sharedAttributes(markup: string): Shared {
  let shared: Array<string | undefined> | null = null;
  const setByGroup: Array<string | undefined> = [];
  for (let lt = nextStartTag(markup, 0); lt !== -1; lt = nextStartTag(markup, startTagEnd)) {
    const kind = elementKind(markup, lt + 1, tagNameEnd);
    if (kind === GROUP) readFound(markup, setByGroup);
    if (kind === GROUP || kind === PASS_THROUGH) continue;
    if (kind === OTHER) return NOTHING_SHARED;
    if (shared === null) {
      shared = HOISTABLE.map(() => undefined);
      readFound(markup, shared);
      continue;
    }
    // Once nothing is shared, nothing later can be (a group only takes keys away, and
    // anything else gives NOTHING_SHARED too): the rest of a big piece, such as an ER
    // table's many cells, need not be read.
    if (!keepCarried(markup, shared)) return NOTHING_SHARED;
  }
  if (shared === null) return NOTHING_SHARED;
  const result: Array<string | undefined> = [];
  for (let i = 0; i < HOISTABLE.length; i++) result.push(setByGroup[i] === undefined ? shared[i] : undefined);
  return result;
}

function sameShared(a: Shared, b: Shared): boolean {
  for (let i = 0; i < HOISTABLE.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function sharesAnything(shared: Shared): boolean {
  for (const value of shared) if (value !== undefined) return true;
  return false;
}

/** `markup` with the shared attributes taken off its drawing elements: each such pair cut out, the rest copied as it is. */
function withoutShared(markup: string, shared: Shared): string {
  let out = '';
  let copied = 0;
  for (let lt = nextStartTag(markup, 0); lt !== -1; lt = nextStartTag(markup, startTagEnd)) {
    if (elementKind(markup, lt + 1, tagNameEnd) !== DRAWING) continue;
    for (let f = 0; f < foundCount; f += 4) {
      if (!foundValueIs(markup, f, shared[found[f]!])) continue;
      out += markup.slice(copied, found[f + 1]!);
      copied = found[f + 3]! + 1;
    }
  }
  return copied === 0 ? markup : out + markup.slice(copied);
}

function groupTag(shared: Shared): string {
  let attrs = '';
  for (let i = 0; i < HOISTABLE.length; i++) {
    const value = shared[i];
    if (value !== undefined) attrs += ` ${HOISTABLE[i]}="${value}"`;
  }
  return `<g${attrs}>`;
}

/**
 * A run of neighbouring pieces, written in one group when they share paint. Pieces are
 * added to the output as they are, not joined: a join copies every character of a run
 * that shares nothing (most of a drawing) into a new string for nothing.
 */
function writeRun(out: string, run: readonly string[], shared: Shared): string {
  if (run.length < 2 || !sharesAnything(shared)) {
    for (const piece of run) out += piece;
    return out;
  }
  out += groupTag(shared);
  for (const piece of run) out += withoutShared(piece, shared);
  return `${out}</g>`;
}

/**
 * The pieces of markup (one per drawing step, in paint order) joined, with every run of
 * consecutive pieces sharing the same hoistable attributes wrapped in one `<g>` carrying
 * them (always shorter for two pieces or more: the group writes the attributes once and
 * costs 7 bytes). Paint order is unchanged: a group only wraps neighbours.
 *
 * `sharesNothing[i]` true says piece i is known to share nothing (piece-record.ts: the
 * writer saw it drawn), so it is not read: reading a piece first flattens its string,
 * which was most of hoisting's time on an ER table.
 */
export function hoistSharedAttributes(pieces: readonly string[], sharesNothing?: readonly boolean[]): string {
  let out = '';
  let run: string[] = [];
  let runShared: Shared = NOTHING_SHARED;
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]!;
    if (piece === '') continue;
    const shared = sharesNothing?.[i] === true ? NOTHING_SHARED : sharedAttributes(piece);
    if (run.length > 0 && !sameShared(shared, runShared)) {
      out = writeRun(out, run, runShared);
      run = [];
    }
    if (run.length === 0) runShared = shared;
    run.push(piece);
  }
  return writeRun(out, run, runShared);
}
