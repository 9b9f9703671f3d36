import { drawnBoxes, inflate, unionBoxes, type Box } from '../geometry/index.js';
import type { LaidOutScene } from './types.js';

/**
 * The box a drawing spans before its footer. Without `pad`: the layout's canvas (with a
 * diff, the union of both versions' canvases, since removed elements are drawn from the
 * older one). With `pad`: everything drawn (every visible element's boxes and the bands)
 * plus `pad` px on each side, whole pixels outward so the SVG's size and the PNG's agree;
 * a drawing with nothing in it keeps the canvas.
 */
export function drawingFrame(versions: ReadonlyArray<Pick<LaidOutScene, 'scene' | 'computed'>>, pad?: number): Box {
  const canvases = unionBoxes(versions.map((version) => version.computed.canvas));
  if (canvases === null) throw new Error('drawingFrame needs at least one laid-out scene');
  if (pad === undefined) return canvases;
  const content = unionBoxes(versions.flatMap(drawnContent));
  return content === null ? canvases : wholePixels(inflate(content, pad));
}

function drawnContent({ scene, computed }: Pick<LaidOutScene, 'scene' | 'computed'>): Box[] {
  const hidden = new Set(scene.elements.filter((element) => element.visible === false).map((element) => element.id));
  const boxes: Box[] = [];
  for (const [id, element] of Object.entries(computed.elements)) if (!hidden.has(id)) boxes.push(...drawnBoxes(element));
  for (const band of computed.bands) boxes.push(band.box, band.title.box);
  return boxes;
}

function wholePixels(box: Box): Box {
  const x = Math.floor(box.x);
  const y = Math.floor(box.y);
  return { x, y, width: Math.ceil(box.x + box.width) - x, height: Math.ceil(box.y + box.height) - y };
}
