import type { SceneDocumentValue } from '../../../schema/index.js';
import type { ComputedBand, ComputedElement } from '../../model/index.js';
import { translateBand, translateBox, translateElement, type Box } from '../../geometry/index.js';
import type { Geometry } from '../types.js';

/** What a layout has drawn, before it is written back. */
export interface LaidOut {
  canvas: Box;
  elements: Record<string, ComputedElement>;
  bands: ComputedBand[];
  geometry: Geometry;
}

/**
 * Makes a tightened canvas (CANVAS_AUTO_TIGHTENED) the one later layouts get too.
 *
 * A tightened axis is centred on the content, so it may start away from 0; the positions
 * written back are then the engine's, and the next layout of the stored scene treats them
 * as placed, which never tightens. Without this the canvas of a saved diagram jumped back
 * to the declared size (3000 x 3000 around a 230 px column, say) on its first edit. So the
 * whole drawing moves to put each tightened axis at 0, and the tightened size replaces the
 * declared one in the document: the next layout finds the content centred in a canvas of
 * exactly that size and keeps it.
 */
export function settleTightenedCanvas(scene: SceneDocumentValue, laidOut: LaidOut, tightened: { x: boolean; y: boolean }): { scene: SceneDocumentValue; laidOut: LaidOut } {
  const declared = scene.scene.canvas;
  if (declared === undefined || (!tightened.x && !tightened.y)) return { scene, laidOut };
  const dx = tightened.x ? -laidOut.canvas.x : 0;
  const dy = tightened.y ? -laidOut.canvas.y : 0;
  const elements: Record<string, ComputedElement> = {};
  for (const [id, element] of Object.entries(laidOut.elements)) elements[id] = dx === 0 && dy === 0 ? element : translateElement(element, dx, dy);
  const boxes = new Map([...laidOut.geometry.boxes].map(([id, box]) => [id, translateBox(box, dx, dy)] as const));
  const canvas = { ...laidOut.canvas, x: laidOut.canvas.x + dx, y: laidOut.canvas.y + dy };
  const settledCanvas = { ...declared, ...(tightened.x ? { width: canvas.width } : {}), ...(tightened.y ? { height: canvas.height } : {}) };
  return {
    scene: { ...scene, scene: { ...scene.scene, canvas: settledCanvas } },
    laidOut: {
      canvas,
      elements,
      bands: laidOut.bands.map((band) => translateBand(band, dx, dy)),
      geometry: { ...laidOut.geometry, boxes },
    },
  };
}
