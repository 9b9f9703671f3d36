import type { EndpointValue } from '../../../schema/index.js';
import type { ComputedNode } from '../../model/index.js';
import { pointOnSide, type Box } from '../../geometry/index.js';
import type { ErEnd } from '../types.js';
import type { EndElement } from './route-types.js';

/**
 * What an edge end attaches to: the element's box and shape, and a point the document
 * fixes (portId → the computed port, anchor → that point of the box, ER column → the row).
 * A portId naming no port, or a column with no row, falls back to the free side choice
 * (the validator reports those).
 */
export function endElement(
  endpoint: EndpointValue,
  boxes: ReadonlyMap<string, Box>,
  nodes: ReadonlyMap<string, ComputedNode>,
  erEnd: ErEnd | undefined,
): EndElement | undefined {
  const box = boxes.get(endpoint.elementId);
  if (box === undefined) return undefined;
  const node = nodes.get(endpoint.elementId);
  const end: EndElement = { elementId: endpoint.elementId, box, shape: node?.shape ?? 'rect' };

  const port = endpoint.portId === undefined ? undefined : node?.ports.find((p) => p.id === endpoint.portId);
  if (port !== undefined) {
    end.fixed = { point: { x: port.x, y: port.y }, side: port.side };
  } else if (endpoint.anchor !== undefined) {
    end.fixed = { point: pointOnSide(box, endpoint.anchor.side, endpoint.anchor.offset), side: endpoint.anchor.side };
  } else if (erEnd?.column !== undefined) {
    const row = node?.table?.rows.find((r) => r.name === erEnd.column);
    if (row !== undefined) end.columnRow = row.box;
  }
  return end;
}
