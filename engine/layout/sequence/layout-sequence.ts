import type { MeasuredSceneData } from '../../measure/index.js';
import { COMPUTED_VERSION, type ComputedElement } from '../../model/index.js';
import { bottom, translateElement, unionBoxes, type Box } from '../../geometry/index.js';
import { CANVAS_MARGIN, computeCanvas } from '../canvas/canvas.js';
import { contentBounds } from '../canvas/content-bounds.js';
import type { LayoutOutput, SceneIndex } from '../types.js';
import { freeBoxContext, freeElements, isUserPositioned, strayRow } from './free-elements.js';
import { SEQUENCE_METRICS as M } from './metrics.js';
import { sequenceParts } from './sequence-parts.js';


/**
 * Lays out a whole sequence diagram (diagramFamily sequence): the pipeline calls this
 * instead of placement, routing, labels and canvas (stages 5-11), after buildIndex.
 * Lifelines (sequence.lifeline, sequence.actor) run left to right in document order;
 * messages (edges between lifelines) and notes run top to bottom in `elements` order;
 * activation bars (sequence.activation) and fragments (frames with containerType fragment)
 * are placed around them. README.md in this folder has the DSP conventions and metrics.
 *
 * `computed.elements` holds every element drawn, in document order: a lifeline's box is its
 * header, with `lifeline` {x, top, bottom, foot}; notes have box and label; activation bars
 * box and `activationOf`; messages `points` (straight and horizontal, or a U loop with
 * `selfLoop`) and label; fragments box, `tab` and title. Other elements keep their document
 * positions. The engine's content starts 40 px in from the origin, and the canvas comes
 * from canvas/canvas.ts (content plus a 40 px margin, declared sizes as minimums) with its
 * diagnostics. Sequence nodes keep x 0, y 0 in the document: write-back must skip them.
 * Deterministic: the same scene and fonts give the same JSON.
 */
export function layoutSequence(index: SceneIndex, measured: MeasuredSceneData): LayoutOutput {
  const { parts, diagnostics } = sequenceParts(index, measured);
  const free = freeBoxContext(index, measured);
  diagnostics.push(...free.diagnostics);
  const sequenceBounds = boundsOf(index, parts);
  const stray = strayRow(free.context, sequenceBounds?.x ?? 0, sequenceBounds === null ? 0 : bottom(sequenceBounds) + M.strayRowGap);

  // The engine's content moves to one margin in from the origin; what the author positioned
  // then joins it at the document's coordinates, and the canvas holds them all.
  const laidOut = unionBoxes([...(sequenceBounds === null ? [] : [sequenceBounds]), ...stray.values()]);
  const dx = CANVAS_MARGIN - (laidOut?.x ?? 0);
  const dy = CANVAS_MARGIN - (laidOut?.y ?? 0);
  const sequence = new Map<string, ComputedElement>();
  for (const [id, element] of parts) sequence.set(id, translateElement(element, dx, dy));
  const boxes = new Map<string, Box>();
  for (const [id, box] of stray) boxes.set(id, { ...box, x: box.x + dx, y: box.y + dy });
  const others = freeElements(free.context, sequence, { boxes, anchored: new Set() });

  const computed = { elements: inDocumentOrder(index, [sequence, others]), bands: [] };
  const canvas = computeCanvas(index, computed, { allAutoLaidOut: !index.nodes.some(isUserPositioned) });
  diagnostics.push(...canvas.diagnostics);
  return { computed: { version: COMPUTED_VERSION, canvas: canvas.canvas, ...computed }, diagnostics };
}

function boundsOf(index: SceneIndex, elements: ReadonlyMap<string, ComputedElement>): Box | null {
  return contentBounds(index, { elements: Object.fromEntries(elements), bands: [] });
}

/** `computed.elements` keyed in document order, whatever order they were laid out in. */
function inDocumentOrder(index: SceneIndex, parts: ReadonlyArray<ReadonlyMap<string, ComputedElement>>): Record<string, ComputedElement> {
  const ordered: Record<string, ComputedElement> = {};
  for (const element of index.scene.elements) {
    const computed = parts.map((part) => part.get(element.id)).find((found) => found !== undefined);
    if (computed !== undefined) ordered[element.id] = computed;
  }
  return ordered;
}
