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
 * This reads every start tag of a drawing, so it is written for speed: tags are walked
 * with one regular expression in an exec loop, attributes by indexOf, and the shared
 * values kept in an array indexed like HOISTABLE rather than in Maps (the Maps, match
 * iterators and per-tag closures were most of its cost).
 */

// Inherited properties worth moving, in the order the group writes them.
const HOISTABLE = ['fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'font-family', 'font-size', 'font-weight', 'text-anchor'] as const;
const HOISTABLE_INDEX: ReadonlyMap<string, number> = new Map(HOISTABLE.map((key, index) => [key, index]));
// Elements that draw with their own paint; each must carry a hoisted attribute itself.
const DRAWING = new Set(['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text']);
// Elements that pass inherited values through: a <g> must not set a hoisted attribute,
// a <tspan> may (it overrode its <text> before and still does).
const PASS_THROUGH = new Set(['g', 'tspan', 'title', 'desc']);

// The writer's start tags: a name, then ` name="value"` pairs (values escaped, no raw quotes).
// One regular expression walked with exec, its lastIndex reset before each walk: a copy
// per walk (or matchAll, which makes one) cost a fifth of hoisting. Sharing it is safe:
// every walk runs to its end synchronously and calls nothing that walks in turn.
const START_TAG = /<([A-Za-z][\w:-]*)((?: [^\s="]+="[^"]*")*)(\/?)>/g;

/** Value per HOISTABLE index; undefined where the attribute is not shared (or not set). */
type Shared = ReadonlyArray<string | undefined>;

const NOTHING_SHARED: Shared = HOISTABLE.map(() => undefined);

/** The HOISTABLE index of the key of the pair ` key="value"` starting at `at`, its `="` at `equals`; undefined when not hoistable. */
function hoistableIndex(attrs: string, at: number, equals: number): number | undefined {
  return HOISTABLE_INDEX.get(attrs.slice(at + 1, equals));
}

/**
 * The hoistable attributes of an attribute list (` key="value"` pairs, as START_TAG
 * matched them) into `into`, by HOISTABLE index; a repeated key keeps its last value.
 */
function readHoistable(attrs: string, into: Array<string | undefined>): void {
  let at = 0;
  while (at < attrs.length) {
    // A pair is ` key="value"`: keys hold no `=` and values no `"`, so indexOf finds its ends.
    const equals = attrs.indexOf('="', at);
    const end = attrs.indexOf('"', equals + 2);
    const index = hoistableIndex(attrs, at, equals);
    if (index !== undefined) into[index] = attrs.slice(equals + 2, end);
    at = end + 1;
  }
}

/** The hoistable attributes every drawing element of `markup` carries with one value; NOTHING_SHARED when there are none. */
function sharedAttributes(markup: string): Shared {
  let shared: Array<string | undefined> | null = null;
  const own: Array<string | undefined> = [];
  const setByGroup: Array<string | undefined> = [];
  START_TAG.lastIndex = 0;
  for (let tag = START_TAG.exec(markup); tag !== null; tag = START_TAG.exec(markup)) {
    const name = tag[1]!;
    const attrs = tag[2]!;
    if (PASS_THROUGH.has(name)) {
      if (name === 'g') readHoistable(attrs, setByGroup);
      continue;
    }
    if (!DRAWING.has(name)) return NOTHING_SHARED;
    if (shared === null) {
      shared = [];
      readHoistable(attrs, shared);
      continue;
    }
    own.length = 0;
    readHoistable(attrs, own);
    for (let i = 0; i < HOISTABLE.length; i++) if (shared[i] !== own[i]) shared[i] = undefined;
    // Once nothing is shared, nothing later can be (a group only takes keys away, and
    // anything else gives NOTHING_SHARED too): the rest of a big piece, such as an ER
    // table's many cells, need not be read.
    if (!sharesAnything(shared)) return NOTHING_SHARED;
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

/** An attribute list less the pairs whose value is the shared one. */
function withoutSharedPairs(attrs: string, shared: Shared): string {
  let kept = '';
  let at = 0;
  while (at < attrs.length) {
    const equals = attrs.indexOf('="', at);
    const end = attrs.indexOf('"', equals + 2);
    const index = hoistableIndex(attrs, at, equals);
    if (index === undefined || shared[index] !== attrs.slice(equals + 2, end)) kept += attrs.slice(at, end + 1);
    at = end + 1;
  }
  return kept;
}

/** `markup` with the shared attributes taken off its drawing elements. */
function withoutShared(markup: string, shared: Shared): string {
  let out = '';
  let copied = 0;
  START_TAG.lastIndex = 0;
  for (let tag = START_TAG.exec(markup); tag !== null; tag = START_TAG.exec(markup)) {
    const name = tag[1]!;
    if (!DRAWING.has(name)) continue;
    out += `${markup.slice(copied, tag.index)}<${name}${withoutSharedPairs(tag[2]!, shared)}${tag[3]!}>`;
    copied = START_TAG.lastIndex;
  }
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
