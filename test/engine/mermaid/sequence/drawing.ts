import { INSET, segmentEntersBox } from '../../../../harness/drawing-metrics/through-nodes.js';
import { normalizeScene, validateScene } from '../../../../engine/index.js';
import { layoutScene } from '../../../../engine/layout/index.js';
import { measureScene, type FontBytes } from '../../../../engine/measure/index.js';
import type { Computed } from '../../../../engine/model/computed.js';
import type { Box } from '../../../../engine/model/plane.js';
import type { SceneDocumentInput } from '../../../../schema/index.js';

/** A scene read from Mermaid, laid out as every entry point lays it out. */
export async function layOut(scene: SceneDocumentInput, fonts: FontBytes): Promise<Computed> {
  const checked = validateScene(scene);
  if (checked.scene === undefined) throw new Error(`invalid scene: ${JSON.stringify(checked.diagnostics.filter((d) => d.severity === 'error'))}`);
  const laid = await layoutScene(measureScene(normalizeScene(checked.scene), fonts));
  return laid.computed;
}

/**
 * What a reader sees as a box in a sequence drawing: lifeline headers and feet, notes,
 * message labels, fragment tabs and the titles of frames (boxes around participants).
 */
export function drawnBoxes(computed: Computed): Array<{ what: string; box: Box }> {
  const boxes: Array<{ what: string; box: Box }> = [];
  for (const [id, element] of Object.entries(computed.elements)) {
    if (element.kind === 'node' && element.activationOf === undefined) {
      boxes.push({ what: `node ${id}`, box: element.box });
      if (element.lifeline?.foot !== undefined) boxes.push({ what: `foot ${id}`, box: element.lifeline.foot });
    }
    if (element.kind === 'edge' && element.label !== undefined) boxes.push({ what: `label of ${id}`, box: element.label.box });
    if (element.kind === 'frame' && element.tab !== undefined) boxes.push({ what: `tab of ${id}`, box: element.tab });
    else if (element.kind === 'frame' && element.title !== undefined) boxes.push({ what: `title of ${id}`, box: element.title.box });
  }
  return boxes;
}

/** Pairs of drawn boxes that overlap by more than half a pixel each way. */
export function overlaps(computed: Computed): string[] {
  const boxes = drawnBoxes(computed);
  const found: string[] = [];
  const cut = (a: Box, b: Box): boolean =>
    Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0.5 && Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 0.5;
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i]!, boxes[j]!];
      if (cut(a.box, b.box)) found.push(`${a.what} × ${b.what}`);
    }
  }
  return found;
}

/**
 * Messages drawn through a box a reader reads: a lifeline's header or foot, a note, or
 * another message's label (each message's own ends and label do not count; activation bars
 * sit on lifelines and messages cross them by design, as in Mermaid).
 */
export function messagesThroughBoxes(computed: Computed): string[] {
  const boxes: Array<{ what: string; owner: string; box: Box }> = [];
  for (const [id, element] of Object.entries(computed.elements)) {
    if (element.kind === 'node' && element.activationOf === undefined) {
      boxes.push({ what: `node ${id}`, owner: id, box: element.box });
      if (element.lifeline?.foot !== undefined) boxes.push({ what: `foot ${id}`, owner: id, box: element.lifeline.foot });
    }
    if (element.kind === 'edge' && element.label !== undefined) boxes.push({ what: `label of ${id}`, owner: id, box: element.label.box });
  }
  const found: string[] = [];
  for (const [id, element] of Object.entries(computed.elements)) {
    if (element.kind !== 'edge') continue;
    const own = new Set([id, element.from, element.to]);
    for (const { what, owner, box } of boxes) {
      if (own.has(owner) && !what.startsWith('foot')) continue;
      const inner = { x: box.x + INSET, y: box.y + INSET, width: box.width - 2 * INSET, height: box.height - 2 * INSET };
      const points = element.points;
      if (points.some((point, i) => i > 0 && segmentEntersBox(points[i - 1]!, point, inner))) found.push(`${id} through ${what}`);
    }
  }
  return found;
}
