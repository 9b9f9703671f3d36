/**
 * A placement made elsewhere (ELK with other options, Graphviz dot) drawn by our own
 * engine: every node is given an absolute layout at its box, so layoutScene keeps it
 * where it is (engine/layout/README.md, "Placed positions stay put") and runs everything
 * after placement as usual: frames fitted around their members, our orthogonal router,
 * labels, canvas. This is how the experiments try a placement without changing engine/.
 */
import type { NormalizedScene } from '../../../engine/index.js';
import type { Box, Point } from '../../../harness/drawing-metrics/drawing.js';

/** Where the placement's top-left corner goes (the engine's LAYOUT_ORIGIN): never 0, 0, which means "not placed". */
const ORIGIN = 40;

/** The scene with each node of `boxes` placed at its box (moved so the placement starts at ORIGIN, ORIGIN). */
export function placedScene(scene: NormalizedScene, boxes: ReadonlyMap<string, Box>): NormalizedScene {
  const { minX, minY } = cornerOf(boxes);
  const elements = scene.elements.map((element) => {
    const box = element.kind === 'node' ? boxes.get(element.id) : undefined;
    if (element.kind !== 'node' || box === undefined) return element;
    const layout = {
      mode: 'absolute' as const,
      x: round(box.x - minX + ORIGIN),
      y: round(box.y - minY + ORIGIN),
      width: round(box.width),
      height: round(box.height),
      rotation: 0,
      autoSize: 'none' as const,
    };
    return { ...element, layout };
  });
  return { ...scene, elements };
}

/** Via points (edge id → points, in the placement's coordinates) moved as placedScene moves the boxes. */
export function placedVia(via: ReadonlyMap<string, readonly Point[]>, boxes: ReadonlyMap<string, Box>): Map<string, Point[]> {
  const { minX, minY } = cornerOf(boxes);
  return new Map([...via].map(([id, points]) => [id, points.map((p) => ({ x: round(p.x - minX + ORIGIN), y: round(p.y - minY + ORIGIN) }))]));
}

const round = (value: number): number => Math.round(value * 100) / 100;

/** The placement's top-left corner. */
function cornerOf(boxes: ReadonlyMap<string, Box>): { minX: number; minY: number } {
  let minX = Infinity;
  let minY = Infinity;
  for (const box of boxes.values()) {
    minX = Math.min(minX, box.x);
    minY = Math.min(minY, box.y);
  }
  return { minX, minY };
}
