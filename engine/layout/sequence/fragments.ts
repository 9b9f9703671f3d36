import type { FrameValue } from '../../../schema/index.js';
import type { SceneIndex } from '../types.js';

/**
 * A fragment (frame with containerType fragment, e.g. titled "loop [retry]") and the rows
 * it encloses. Its children are message edge ids and note ids, and other fragments for
 * nesting; anything else it lists is ignored here.
 */
export interface Fragment {
  frame: FrameValue;
  /** Positions of the first and last row it encloses, its nested fragments' rows included. */
  first: number;
  last: number;
  /** 0 for an outermost fragment, 1 inside one, and so on. */
  depth: number;
  /** Its own rows (positions) and its nested fragments (ids). */
  rows: number[];
  nested: string[];
}

export interface Fragments {
  /** Fragments that enclose at least one row, in document order. */
  placed: Fragment[];
  /** Fragments with no rows at all: drawn after the last row, across every lifeline. */
  empty: FrameValue[];
}

/** Finds the fragments and the rows each one encloses. */
export function collectFragments(index: SceneIndex, rowIndex: ReadonlyMap<string, number>): Fragments {
  const frames = index.frames.filter((frame) => frame.containerType === 'fragment');
  const byId = new Map(frames.map((frame) => [frame.id, frame]));
  const ranges = new Map<string, { first: number; last: number } | null>();

  const rangeOf = (id: string, visiting: Set<string>): { first: number; last: number } | null => {
    const known = ranges.get(id);
    if (known !== undefined) return known;
    // The validator refuses containment cycles; the guard only keeps this total.
    if (visiting.has(id)) return null;
    visiting.add(id);
    let range: { first: number; last: number } | null = null;
    for (const child of index.childrenOf.get(id) ?? []) {
      const position = rowIndex.get(child);
      const inner = position !== undefined ? { first: position, last: position } : byId.has(child) ? rangeOf(child, visiting) : null;
      if (inner === null) continue;
      range = range === null ? inner : { first: Math.min(range.first, inner.first), last: Math.max(range.last, inner.last) };
    }
    ranges.set(id, range);
    return range;
  };

  const placed: Fragment[] = [];
  const empty: FrameValue[] = [];
  for (const frame of frames) {
    const range = rangeOf(frame.id, new Set());
    if (range === null) {
      empty.push(frame);
      continue;
    }
    const children = index.childrenOf.get(frame.id) ?? [];
    placed.push({
      frame,
      ...range,
      depth: depthOf(frame.id, index, byId),
      rows: children.flatMap((child) => {
        const position = rowIndex.get(child);
        return position === undefined ? [] : [position];
      }),
      nested: children.filter((child) => byId.has(child)),
    });
  }
  return { placed, empty };
}

function depthOf(id: string, index: SceneIndex, fragments: ReadonlyMap<string, FrameValue>): number {
  let depth = 0;
  const seen = new Set([id]);
  for (let parent = index.frameOf.get(id); parent !== undefined && fragments.has(parent) && !seen.has(parent); parent = index.frameOf.get(parent)) {
    seen.add(parent);
    depth += 1;
  }
  return depth;
}
