import type { NodeValue } from '../../schema/index.js';
import { iconBoxOf, measuredNode, shapeOf } from '../measure/index.js';
import type { ComputedElement, ComputedNode, TextLayout } from '../model/index.js';
import { pointOnSide, px, roundBox, translateTable, translateText, type Box } from '../geometry/index.js';
import { computedFrame } from './frames/frame-titles.js';
import { nodeLabel, textElementLabel, type LabelContext } from './labels/node-labels.js';
import type { EdgeRoute, ErEdge, Geometry, SceneIndex } from './types.js';

/** Every node as drawn (box, shape, label, icon, ports, ER table), by id in document order; routing needs them first. */
export function computedNodes(index: SceneIndex, geometry: Geometry, ctx: LabelContext): Map<string, ComputedNode> {
  const nodes = new Map<string, ComputedNode>();
  for (const node of index.nodes) {
    const box = geometry.boxes.get(node.id);
    if (box !== undefined) nodes.set(node.id, computedNode(node, roundBox(box), ctx));
  }
  return nodes;
}

function computedNode(node: NodeValue, box: Box, ctx: LabelContext): ComputedNode {
  const computed: ComputedNode = { kind: 'node', box, shape: shapeOf(node), ports: [] };
  const entity = measuredNode(ctx.measured, node.id)?.table;
  const label = entity !== undefined ? translateText(entity.label, box.x, box.y) : nodeLabel(node, box, ctx);
  if (label !== undefined) computed.label = label;
  const icon = iconBoxOf(node, box);
  if (icon !== undefined && node.icon !== undefined) computed.icon = { key: node.icon, box: roundBox(icon) };
  computed.ports = node.ports.map((port) => {
    const at = pointOnSide(box, port.side, port.offset);
    return { id: port.id, side: port.side, x: px(at.x), y: px(at.y) };
  });
  if (entity !== undefined) computed.table = translateTable(entity.table, box.x, box.y);
  return computed;
}

/** What the other stages produced, for assembling `computed.elements`. */
export interface StageResults {
  nodes: ReadonlyMap<string, ComputedNode>;
  routes: ReadonlyMap<string, EdgeRoute>;
  edgeLabels: ReadonlyMap<string, TextLayout>;
  erEdges: ReadonlyMap<string, ErEdge>;
}

/** `computed.elements`: every element with a box or a route, in document order. */
export function computedElements(index: SceneIndex, geometry: Geometry, results: StageResults, ctx: LabelContext): Record<string, ComputedElement> {
  const elements: Record<string, ComputedElement> = {};
  for (const element of index.scene.elements) {
    if (Object.prototype.hasOwnProperty.call(elements, element.id)) continue;
    const box = geometry.boxes.get(element.id);
    const rounded = box === undefined ? undefined : roundBox(box);
    switch (element.kind) {
      case 'node': {
        const node = results.nodes.get(element.id);
        if (node !== undefined) elements[element.id] = node;
        break;
      }
      case 'edge': {
        const route = results.routes.get(element.id);
        if (route === undefined) break;
        const edge: ComputedElement = { kind: 'edge', from: element.from.elementId, to: element.to.elementId, router: route.router, points: route.points, selfLoop: route.selfLoop };
        const label = results.edgeLabels.get(element.id);
        if (label !== undefined) edge.label = label;
        const er = results.erEdges.get(element.id);
        if (er !== undefined && !route.selfLoop) {
          if (er.from.cardinality !== undefined) edge.startCardinality = er.from.cardinality;
          if (er.to.cardinality !== undefined) edge.endCardinality = er.to.cardinality;
        }
        elements[element.id] = edge;
        break;
      }
      case 'frame':
        if (rounded !== undefined) elements[element.id] = computedFrame(element, rounded, index.strategy, ctx);
        break;
      case 'group':
        if (rounded !== undefined) elements[element.id] = { kind: 'group', box: rounded };
        break;
      case 'text': {
        if (rounded === undefined) break;
        const text: ComputedElement = { kind: 'text', box: rounded };
        const label = textElementLabel(element, rounded, ctx);
        if (label !== undefined) text.label = label;
        elements[element.id] = text;
        break;
      }
      case 'image':
        if (rounded !== undefined) elements[element.id] = { kind: 'image', box: rounded };
        break;
      case 'guide':
        elements[element.id] = { kind: 'guide', orientation: element.orientation, position: element.position };
        break;
    }
  }
  return elements;
}
