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
 * indexOf and checked by one sticky regular expression (START_TAG), pairs read by indexOf,
 * names, keys and values compared where they stand in the markup rather than cut out, and
 * the shared values kept in an array indexed like HOISTABLE rather than in Maps (the Maps,
 * match iterators, per-tag closures and cut-out strings were most of its cost).
 */

// Inherited properties worth moving, in the order the group writes them.
const HOISTABLE = ['fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'font-family', 'font-size', 'font-weight', 'text-anchor'] as const;
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
const OTHER = 0;
const DRAWING = 1;
const PASS_THROUGH = 2;
const GROUP = 3;
const ELEMENT_KINDS: ReadonlyArray<readonly [string, number]> = [
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

// The writer's start tags: a name, then ` name="value"` pairs (values escaped, no raw
// quotes), then `>` or `/>`. Tags are found by indexOf('<') and checked with this sticky
// expression's test(), which builds no match array: the arrays and the name and attribute
// strings that exec() cut out for every tag were most of hoisting's time. Where the name
// and the pairs end is read from the characters (a name holds no space, `/` or `>`; a pair
// ends with its quote). Shared between walks: each runs to its end synchronously.
const START_TAG = /<[A-Za-z][\w:-]*(?: [^\s="]+="[^"]*")*\/?>/y;

/** Where the start tag opening at `lt` (a `<`) ends, just past its `>`; -1 when no start tag opens there. */
function startTagEnd(markup: string, lt: number): number {
  START_TAG.lastIndex = lt;
  return START_TAG.test(markup) ? START_TAG.lastIndex : -1;
}

/** Where the name of the start tag opening at `lt` ends: at the first space, `/` or `>`. */
function nameEnd(markup: string, lt: number): number {
  let at = lt + 2;
  for (let ch = markup.charCodeAt(at); ch !== 32 && ch !== 47 && ch !== 62; ch = markup.charCodeAt(at)) at += 1;
  return at;
}

/** Where the attribute pairs of a start tag ending at `end` stop: before its `/>` or `>`. */
function pairsEnd(markup: string, end: number): number {
  return markup.charCodeAt(end - 2) === 47 ? end - 2 : end - 1;
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

/** Whether the value of a pair, between `equals + 2` and `end`, is `value`; compared in place, nothing cut out. */
function valueIs(markup: string, equals: number, end: number, value: string | undefined): boolean {
  return value !== undefined && end - equals - 2 === value.length && holdsAt(markup, equals + 2, value);
}

/**
 * The hoistable attributes of the pairs (` key="value"`) from `from` to `to` into `into`,
 * by HOISTABLE index; a repeated key keeps its last value.
 */
function readHoistable(markup: string, from: number, to: number, into: Array<string | undefined>): void {
  let at = from;
  while (at < to) {
    // A pair is ` key="value"`: keys hold no `=` and values no `"`, so indexOf finds its
    // ends (one character sought, not `="`: the faster search).
    const equals = markup.indexOf('=', at);
    const end = markup.indexOf('"', equals + 2);
    const index = hoistableIndex(markup, at, equals);
    if (index >= 0) into[index] = markup.slice(equals + 2, end);
    at = end + 1;
  }
}

/**
 * Takes out of `shared` every value the pairs from `from` to `to` do not carry (the last
 * pair of a key decides, as in readHoistable); whether anything is still shared. Pairs are
 * compared where they stand: most elements after the first only confirm the shared values.
 */
function keepCarried(markup: string, from: number, to: number, shared: Array<string | undefined>): boolean {
  let carried = 0;
  let at = from;
  while (at < to) {
    const equals = markup.indexOf('=', at);
    const end = markup.indexOf('"', equals + 2);
    const index = hoistableIndex(markup, at, equals);
    if (index >= 0) carried = valueIs(markup, equals, end, shared[index]) ? carried | (1 << index) : carried & ~(1 << index);
    at = end + 1;
  }
  let any = false;
  for (let i = 0; i < HOISTABLE.length; i++) {
    if ((carried & (1 << i)) === 0) shared[i] = undefined;
    else any = true;
  }
  return any;
}

/**
 * Calls `visit` with each start tag of `markup` in order (its `<`, the index past its end,
 * and where its attribute pairs begin) until `visit` returns false. Text holding a `<` that
 * starts no tag is stepped over.
 */
function eachStartTag(markup: string, visit: (lt: number, end: number, pairsFrom: number) => boolean): void {
  let next = 0;
  for (let lt = markup.indexOf('<'); lt !== -1; lt = markup.indexOf('<', next)) {
    const end = startTagEnd(markup, lt);
    if (end < 0) {
      next = lt + 1;
      continue;
    }
    next = end;
    if (!visit(lt, end, nameEnd(markup, lt))) return;
  }
}

/** The hoistable attributes every drawing element of `markup` carries with one value; NOTHING_SHARED when there are none. */
function sharedAttributes(markup: string): Shared {
  let shared: Array<string | undefined> | null = null;
  let nothing = false;
  const setByGroup: Array<string | undefined> = [];
  eachStartTag(markup, (lt, end, pairsFrom) => {
    const kind = elementKind(markup, lt + 1, pairsFrom);
    if (kind === GROUP) readHoistable(markup, pairsFrom, pairsEnd(markup, end), setByGroup);
    if (kind === GROUP || kind === PASS_THROUGH) return true;
    if (kind === OTHER) {
      nothing = true;
      return false;
    }
    if (shared === null) {
      shared = HOISTABLE.map(() => undefined);
      readHoistable(markup, pairsFrom, pairsEnd(markup, end), shared);
      return true;
    }
    // Once nothing is shared, nothing later can be (a group only takes keys away, and
    // anything else gives NOTHING_SHARED too): the rest of a big piece, such as an ER
    // table's many cells, need not be read.
    nothing = !keepCarried(markup, pairsFrom, pairsEnd(markup, end), shared);
    return !nothing;
  });
  if (nothing || shared === null) return NOTHING_SHARED;
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

/** The pairs from `from` to `to` less those whose value is the shared one. */
function withoutSharedPairs(markup: string, from: number, to: number, shared: Shared): string {
  let kept = '';
  let at = from;
  while (at < to) {
    const equals = markup.indexOf('=', at);
    const end = markup.indexOf('"', equals + 2);
    const index = hoistableIndex(markup, at, equals);
    if (index < 0 || !valueIs(markup, equals, end, shared[index])) kept += markup.slice(at, end + 1);
    at = end + 1;
  }
  return kept;
}

/** `markup` with the shared attributes taken off its drawing elements. */
function withoutShared(markup: string, shared: Shared): string {
  let out = '';
  let copied = 0;
  eachStartTag(markup, (lt, end, pairsFrom) => {
    if (elementKind(markup, lt + 1, pairsFrom) !== DRAWING) return true;
    const pairsTo = pairsEnd(markup, end);
    // Everything up to the pairs as it was, the pairs less the shared ones, then `>` or `/>`.
    out += markup.slice(copied, pairsFrom) + withoutSharedPairs(markup, pairsFrom, pairsTo, shared);
    copied = pairsTo;
    return true;
  });
  return out + markup.slice(copied);
}

function groupTag(shared: Shared): string {
  let attrs = '';
  for (let i = 0; i < HOISTABLE.length; i++) {
    const value = shared[i];
    if (value !== undefined) attrs += ` ${HOISTABLE[i]}="${value}"`;
  }
  return `<g${attrs}>`;
}

/** A run of neighbouring pieces, written in one group when they share paint. */
function writeRun(run: readonly string[], shared: Shared): string {
  if (run.length < 2 || !sharesAnything(shared)) return run.join('');
  let out = groupTag(shared);
  for (const piece of run) out += withoutShared(piece, shared);
  return `${out}</g>`;
}

/**
 * The pieces of markup (one per drawing step, in paint order) joined, with every run of
 * consecutive pieces sharing the same hoistable attributes wrapped in one `<g>` carrying
 * them (always shorter for two pieces or more: the group writes the attributes once and
 * costs 7 bytes). Paint order is unchanged: a group only wraps neighbours.
 */
export function hoistSharedAttributes(pieces: readonly string[]): string {
  let out = '';
  let run: string[] = [];
  let runShared: Shared = NOTHING_SHARED;
  for (const piece of pieces) {
    if (piece === '') continue;
    const shared = sharedAttributes(piece);
    if (run.length > 0 && !sameShared(shared, runShared)) {
      out += writeRun(run, runShared);
      run = [];
    }
    if (run.length === 0) runShared = shared;
    run.push(piece);
  }
  return out + writeRun(run, runShared);
}
