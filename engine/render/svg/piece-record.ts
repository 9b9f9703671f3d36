import { boundedMemo } from '../memo.js';
import { DRAWING, ELEMENT_KINDS, GROUP, HOISTABLE, OTHER } from './hoist-attributes.js';

/**
 * What the writer saw written while one piece of a drawing (one paint step) was drawn,
 * kept so that hoisting (hoist-attributes.ts) need not read a piece that shares nothing.
 * Reading a piece means flattening its string first (it is a rope of thousands of short
 * strings), and on an ER diagram that flattening was most of hoisting's time, spent on
 * tables whose rows differ in fill after their second element.
 *
 * It gives one answer only: "shares nothing", when the elements written already disprove
 * sharing (an element that draws from elsewhere, or drawing elements with no hoistable
 * value in common once group-set keys are out). Sharing only shrinks as elements are
 * added, so that answer holds for any markup holding these elements. A piece is taken to
 * hold them when its length is the length the writer wrote while it was drawn: the
 * drawers put what they draw into their piece (definitions are built unrecorded, see
 * unrecorded()), so a piece holding anything else, or missing anything, shows in its
 * length and is read as before. Anything that might share is always read: a piece
 * that shares keeps exactly the bytes it had.
 */

const KIND: ReadonlyMap<string, number> = new Map(ELEMENT_KINDS);
const INDEX: ReadonlyMap<string, number> = new Map(HOISTABLE.map((key, index) => [key, index]));

let recording = false;
/** The characters the writer wrote for this piece, children counted once. */
let written = 0;
/** Sharing is already disproved: nothing more need be kept. */
let disproved = false;
let drawingSeen = false;
/** The values every drawing element so far carries, by HOISTABLE index. */
const shared: Array<string | undefined> = HOISTABLE.map(() => undefined);
/** Bit per HOISTABLE index: keys some group sets (which its children would inherit instead). */
let setByGroup = 0;
/** The hoistable values of the element being written (its kind in `kind`). */
const values: Array<string | undefined> = HOISTABLE.map(() => undefined);
let kind = OTHER;

/** Starts the record of one piece. */
export function startPiece(): void {
  recording = true;
  written = 0;
  disproved = false;
  drawingSeen = false;
  setByGroup = 0;
  shared.fill(undefined);
}

/** Ends the record: whether `piece` is known to share nothing. */
export function pieceSharesNothing(piece: string): boolean {
  recording = false;
  if (piece.length !== written) return false;
  if (disproved) return true;
  if (!drawingSeen) return false;
  for (let i = 0; i < HOISTABLE.length; i++) if (shared[i] !== undefined && (setByGroup & (1 << i)) === 0) return false;
  return true;
}

/** Runs `build` with nothing it writes counted in the piece (a definition goes to <defs>, not into the piece). */
export function unrecorded<T>(build: () => T): T {
  const was = recording;
  recording = false;
  try {
    return build();
  } finally {
    recording = was;
  }
}

/**
 * Whether the start tag of `name` is to be recorded: then the writer passes each attribute
 * it writes to recordAttribute and ends the tag with recordTag.
 */
export function recordsTag(name: string): boolean {
  if (!recording || disproved) return false;
  kind = KIND.get(name) ?? OTHER;
  values.fill(undefined);
  return true;
}

/** One written ` key="value"` pair of the tag being recorded (a later pair of a key wins, as when read). */
export function recordAttribute(key: string, value: string): void {
  const index = INDEX.get(key);
  if (index !== undefined) values[index] = value;
}

// Pairs written earlier by attributes() (a text painter's font and paint, written once and
// added to hundreds of tags), read once each: the hoistable ones, in order.
const PAIRS = /^(?: [A-Za-z_][A-Za-z0-9_.:-]*="[^"<>]*")*$/;
const PAIR = / ([^=]+)="([^"]*)"/g;
// Anything but well-formed pairs (not from attributes()) gives null: the piece is then read.
// Keys up to WRITTEN_KEY_LENGTH are kept: a painter's font family list, size and fill
// pass the memo's usual bound, and would be read again at every run.
const WRITTEN_KEY_LENGTH = 512;
const writtenPairs = boundedMemo(64, (pairs: string): ReadonlyArray<readonly [number, string]> | null =>
  PAIRS.test(pairs) ? [...pairs.matchAll(PAIR)].flatMap(([, key, value]) => (INDEX.has(key!) ? [[INDEX.get(key!)!, value!] as const] : [])) : null,
WRITTEN_KEY_LENGTH);

/** Pairs written earlier by attributes(), as the tag being recorded carries them after its own. */
export function recordWritten(pairs: string): void {
  const hoistable = writtenPairs(pairs);
  if (hoistable === null) {
    written = Number.NaN;
    return;
  }
  for (const [index, value] of hoistable) values[index] = value;
}

/** The tag being recorded is written. */
export function recordTag(): void {
  if (kind === OTHER) {
    disproved = true;
  } else if (kind === GROUP) {
    for (let i = 0; i < HOISTABLE.length; i++) if (values[i] !== undefined) setByGroup |= 1 << i;
  } else if (kind === DRAWING) {
    let any = false;
    for (let i = 0; i < HOISTABLE.length; i++) {
      const value = drawingSeen ? (shared[i] === values[i] ? shared[i] : undefined) : values[i];
      shared[i] = value;
      if (value !== undefined) any = true;
    }
    drawingSeen = true;
    if (!any) disproved = true;
  }
}

/** Characters written for the piece (an element's own, its children already counted). */
export function recordLength(length: number): void {
  if (recording) written += length;
}
