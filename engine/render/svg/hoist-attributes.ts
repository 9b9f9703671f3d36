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
 */

// Inherited properties worth moving, in the order the group writes them.
const HOISTABLE = ['fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'font-family', 'font-size', 'font-weight', 'text-anchor'] as const;
// Elements that draw with their own paint; each must carry a hoisted attribute itself.
const DRAWING = new Set(['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text']);
// Elements that pass inherited values through: a <g> must not set a hoisted attribute,
// a <tspan> may (it overrode its <text> before and still does).
const PASS_THROUGH = new Set(['g', 'tspan', 'title', 'desc']);

// The writer's start tags: a name, then ` name="value"` pairs (values escaped, no raw quotes).
const START_TAG = /<([A-Za-z][\w:-]*)((?: [^\s="]+="[^"]*")*)(\/?)>/g;
const ATTRIBUTE = / ([^\s="]+)="([^"]*)"/g;

type Shared = ReadonlyMap<string, string>;

/** The hoistable attributes every drawing element of `markup` carries with one value; empty when there are none. */
function sharedAttributes(markup: string): Shared {
  let shared: Map<string, string> | null = null;
  const setByGroup = new Set<string>();
  for (const [, name, attrs] of markup.matchAll(START_TAG)) {
    if (name === undefined) continue;
    const own = new Map<string, string>();
    for (const [, key, value] of (attrs ?? '').matchAll(ATTRIBUTE)) if (key !== undefined && value !== undefined) own.set(key, value);
    if (PASS_THROUGH.has(name)) {
      if (name === 'g') for (const key of HOISTABLE) if (own.has(key)) setByGroup.add(key);
      continue;
    }
    if (!DRAWING.has(name)) return new Map();
    if (shared === null) {
      shared = new Map();
      for (const key of HOISTABLE) {
        const value = own.get(key);
        if (value !== undefined) shared.set(key, value);
      }
    } else {
      for (const [key, value] of shared) if (own.get(key) !== value) shared.delete(key);
    }
  }
  if (shared === null) return new Map();
  for (const key of setByGroup) shared.delete(key);
  return shared;
}

function sameShared(a: Shared, b: Shared): boolean {
  if (a.size !== b.size) return false;
  for (const [key, value] of a) if (b.get(key) !== value) return false;
  return true;
}

/** `markup` with the shared attributes taken off its drawing elements. */
function withoutShared(markup: string, shared: Shared): string {
  return markup.replace(START_TAG, (tag: string, name: string, attrs: string, close: string) => {
    if (!DRAWING.has(name)) return tag;
    const kept = attrs.replace(ATTRIBUTE, (pair: string, key: string, value: string) => (shared.get(key) === value ? '' : pair));
    return `<${name}${kept}${close}>`;
  });
}

function groupTag(shared: Shared): string {
  let attrs = '';
  for (const key of HOISTABLE) {
    const value = shared.get(key);
    if (value !== undefined) attrs += ` ${key}="${value}"`;
  }
  return `<g${attrs}>`;
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
  let runShared: Shared = new Map();
  const flush = (): void => {
    if (run.length >= 2 && runShared.size > 0) {
      out += `${groupTag(runShared)}${run.map((piece) => withoutShared(piece, runShared)).join('')}</g>`;
    } else {
      out += run.join('');
    }
    run = [];
  };
  for (const piece of pieces) {
    if (piece === '') continue;
    const shared = sharedAttributes(piece);
    if (run.length > 0 && !sameShared(shared, runShared)) flush();
    if (run.length === 0) runShared = shared;
    run.push(piece);
  }
  flush();
  return out;
}
