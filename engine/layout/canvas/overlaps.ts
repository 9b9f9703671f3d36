import { diagnostic, type Diagnostic } from '../../model/index.js';
import { contains, overlaps, right, type Box } from '../../geometry/index.js';
import { isFittedFrame } from '../relative/element-box.js';
import type { Geometry, SceneIndex } from '../types.js';

/** At most this many overlapping pairs are listed one by one; a last diagnostic counts the rest. */
export const MAX_OVERLAP_DIAGNOSTICS = 50;

interface Placed {
  id: string;
  kind: 'node' | 'frame';
  box: Box;
  order: number;
}

/**
 * NODE_OVERLAP_DETECTED for every pair of user-placed boxes that share area (touching
 * edges do not count): anchored nodes, and frames placed by their own layout (not at 0, 0,
 * which fit-frames sizes like a frame without one). Left out: a node
 * and a frame it belongs to (at any depth), two frames where one holds the other (by
 * membership or by drawing one inside the other), and elements with visible false. One
 * warning per pair, in document order of the pair (first element, then second), data
 * `{ elements: [a, b] }`; past MAX_OVERLAP_DIAGNOSTICS pairs, one more warning with
 * `{ elements: [], omittedPairs }`. Run it once boxes are final (frames fitted).
 */
export function detectOverlaps(index: SceneIndex, geometry: Geometry): Diagnostic[] {
  const placed = userPlaced(index, geometry);
  const pairs: Array<[Placed, Placed]> = [];
  // Sweep along x: only boxes whose x-ranges meet can overlap.
  const byX = [...placed].sort((a, b) => a.box.x - b.box.x || a.order - b.order);
  for (let i = 0; i < byX.length; i++) {
    const a = byX[i]!;
    for (let j = i + 1; j < byX.length && byX[j]!.box.x < right(a.box); j++) {
      const b = byX[j]!;
      if (!overlaps(a.box, b.box) || related(index, a, b)) continue;
      pairs.push(a.order < b.order ? [a, b] : [b, a]);
    }
  }
  pairs.sort(([a1, b1], [a2, b2]) => a1.order - a2.order || b1.order - b2.order);

  const diagnostics = pairs.slice(0, MAX_OVERLAP_DIAGNOSTICS).map(([a, b]) => overlapDiagnostic(a, b));
  const omittedPairs = pairs.length - diagnostics.length;
  if (omittedPairs > 0) {
    diagnostics.push(
      diagnostic('NODE_OVERLAP_DETECTED', `${omittedPairs} more overlapping pairs are not listed: run autoLayout on the nodes listed above and check again`, {
        data: { elements: [], omittedPairs },
      }),
    );
  }
  return diagnostics;
}

function userPlaced(index: SceneIndex, geometry: Geometry): Placed[] {
  const result: Placed[] = [];
  index.scene.elements.forEach((element, order) => {
    if (element.visible === false) return;
    const box = geometry.boxes.get(element.id);
    if (box === undefined) return;
    if (element.kind === 'node' && geometry.anchored.has(element.id)) result.push({ id: element.id, kind: 'node', box, order });
    if (element.kind === 'frame' && element.layout?.mode === 'absolute' && !isFittedFrame(element)) result.push({ id: element.id, kind: 'frame', box, order });
  });
  return result;
}

/** A member and its frame, or two frames drawn or declared one inside the other, overlap on purpose. */
function related(index: SceneIndex, a: Placed, b: Placed): boolean {
  if (isInside(index, a.id, b.id) || isInside(index, b.id, a.id)) return true;
  return a.kind === 'frame' && b.kind === 'frame' && (contains(a.box, b.box) || contains(b.box, a.box));
}

/** Whether `id` is a member of frame `frameId`, directly or through nested frames. */
function isInside(index: SceneIndex, id: string, frameId: string): boolean {
  let current = index.frameOf.get(id);
  for (let depth = 0; current !== undefined && depth < 64; depth++) {
    if (current === frameId) return true;
    current = index.frameOf.get(current);
  }
  return false;
}

function overlapDiagnostic(a: Placed, b: Placed): Diagnostic {
  const fix =
    a.kind === 'node' && b.kind === 'node'
      ? `run autoLayout with elements ["${a.id}", "${b.id}"], or move one of them`
      : a.kind === 'frame' && b.kind === 'frame'
        ? 'move or resize one of the frames'
        : `run autoLayout with elements ["${a.kind === 'node' ? a.id : b.id}"], or move the frame`;
  return diagnostic('NODE_OVERLAP_DETECTED', `"${a.id}" and "${b.id}" overlap: ${fix}`, {
    elementId: a.id,
    data: { elements: [a.id, b.id] },
  });
}
