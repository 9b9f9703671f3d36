import type { EndpointValue } from '../../../schema/index.js';
import { columnsOf, diagnostic, formatPath, type Diagnostic } from '../../model/index.js';
import type { RuleContext } from '../context.js';

/**
 * Edge endpoints: the element exists and can be connected (not an edge or guide); a port
 * is named on a node that has it; portId and anchor are not both set; an ER column exists.
 */
export function checkEdges(context: RuleContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const { element, index } of context.elements) {
    if (element.kind !== 'edge') continue;
    for (const end of ['from', 'to'] as const) {
      const endpoint: EndpointValue = element[end];
      const at = (...rest: string[]) => formatPath(['elements', index, end, ...rest]);
      const where = { elementId: element.id };
      if (endpoint.portId !== undefined && endpoint.anchor !== undefined) {
        out.push(diagnostic('ENDPOINT_PORT_AND_ANCHOR', `${at()} has both portId and anchor; keep one of them`, { ...where, path: at() }));
      }
      const target = context.byId.get(endpoint.elementId);
      if (!target && context.declaredIds.has(endpoint.elementId)) continue;
      if (!target) {
        out.push(diagnostic('EDGE_ENDPOINT_NOT_FOUND', `${at('elementId')} names "${endpoint.elementId}", which is not an element of this scene; create it or fix the id`, {
          ...where,
          path: at('elementId'),
          data: { missingId: endpoint.elementId },
        }));
        continue;
      }
      const kind = target.element.kind;
      if (kind === 'edge' || kind === 'guide') {
        out.push(diagnostic('EDGE_ENDPOINT_KIND_INVALID', `${at('elementId')} names the ${kind} "${endpoint.elementId}"; edges connect nodes, frames, groups, text and images`, {
          ...where,
          path: at('elementId'),
          data: { targetKind: kind },
        }));
        continue;
      }
      if (endpoint.portId !== undefined) {
        if (target.element.kind !== 'node') {
          out.push(diagnostic('EDGE_ENDPOINT_KIND_INVALID', `${at('portId')} names a port on the ${kind} "${endpoint.elementId}", but only nodes have ports; use anchor instead`, {
            ...where,
            path: at('portId'),
            data: { targetKind: kind },
          }));
        } else if (!target.element.ports.some((port) => port.id === endpoint.portId)) {
          const known = target.element.ports.map((port) => port.id);
          out.push(diagnostic('PORT_NOT_FOUND', `${at('portId')} names port "${endpoint.portId}", which node "${endpoint.elementId}" does not have; ${known.length ? `use one of: ${known.join(', ')}` : 'add the port to the node or drop portId'}`, {
            ...where,
            path: at('portId'),
            data: { portId: endpoint.portId, ports: known },
          }));
        }
      }
      if (endpoint.column !== undefined) {
        const columns = target.element.kind === 'node' ? columnsOf(target.element) : [];
        if (!columns.some((column) => column.name === endpoint.column)) {
          out.push(diagnostic('EDGE_COLUMN_NOT_FOUND', `${at('column')} names column "${endpoint.column}", which "${endpoint.elementId}" does not declare; the edge anchors at the entity face until you fix the name`, {
            ...where,
            path: at('column'),
            data: { column: endpoint.column, columns: columns.map((column) => column.name) },
          }));
        }
      }
    }
  }
  return out;
}
