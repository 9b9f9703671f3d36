import type { EndpointValue } from '../../../schema/index.js';
import { columnsOf, diagnostic, formatPath, type Diagnostic } from '../../model/index.js';
import type { RuleContext } from '../context.js';

const ENDS = ['from', 'to'] as const;

/** The path of an endpoint's field (a module function: a closure per endpoint was garbage). */
function at(index: number, end: string, ...rest: string[]): string {
  return formatPath(['elements', index, end, ...rest]);
}

/**
 * Edge endpoints: the element exists and can be connected (not an edge or guide); a port
 * is named on a node that has it; portId and anchor are not both set; an ER column exists.
 */
export function checkEdges(context: RuleContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const { element, index } of context.elements) {
    if (element.kind !== 'edge') continue;
    for (const end of ENDS) {
      const endpoint: EndpointValue = element[end];
      if (endpoint.portId !== undefined && endpoint.anchor !== undefined) {
        out.push(diagnostic('ENDPOINT_PORT_AND_ANCHOR', `${at(index, end)} has both portId and anchor; keep one of them`, { elementId: element.id, path: at(index, end) }));
      }
      const target = context.byId.get(endpoint.elementId);
      if (!target && context.declaredIds.has(endpoint.elementId)) continue;
      if (!target) {
        out.push(diagnostic('EDGE_ENDPOINT_NOT_FOUND', `${at(index, end, 'elementId')} names "${endpoint.elementId}", which is not an element of this scene; create it or fix the id`, {
          elementId: element.id,
          path: at(index, end, 'elementId'),
          data: { missingId: endpoint.elementId },
        }));
        continue;
      }
      const kind = target.element.kind;
      if (kind === 'edge' || kind === 'guide') {
        out.push(diagnostic('EDGE_ENDPOINT_KIND_INVALID', `${at(index, end, 'elementId')} names the ${kind} "${endpoint.elementId}"; edges connect nodes, frames, groups, text and images`, {
          elementId: element.id,
          path: at(index, end, 'elementId'),
          data: { targetKind: kind },
        }));
        continue;
      }
      if (endpoint.portId !== undefined) {
        if (target.element.kind !== 'node') {
          out.push(diagnostic('EDGE_ENDPOINT_KIND_INVALID', `${at(index, end, 'portId')} names a port on the ${kind} "${endpoint.elementId}", but only nodes have ports; use anchor instead`, {
            elementId: element.id,
            path: at(index, end, 'portId'),
            data: { targetKind: kind },
          }));
        } else if (!target.element.ports.some((port) => port.id === endpoint.portId)) {
          const known = target.element.ports.map((port) => port.id);
          out.push(diagnostic('PORT_NOT_FOUND', `${at(index, end, 'portId')} names port "${endpoint.portId}", which node "${endpoint.elementId}" does not have; ${known.length ? `use one of: ${known.join(', ')}` : 'add the port to the node or drop portId'}`, {
            elementId: element.id,
            path: at(index, end, 'portId'),
            data: { portId: endpoint.portId, ports: known },
          }));
        }
      }
      if (endpoint.column !== undefined) {
        const columns = target.element.kind === 'node' ? columnsOf(target.element) : [];
        if (!columns.some((column) => column.name === endpoint.column)) {
          out.push(diagnostic('EDGE_COLUMN_NOT_FOUND', `${at(index, end, 'column')} names column "${endpoint.column}", which "${endpoint.elementId}" does not declare; the edge anchors at the entity face until you fix the name`, {
            elementId: element.id,
            path: at(index, end, 'column'),
            data: { column: endpoint.column, columns: columns.map((column) => column.name) },
          }));
        }
      }
    }
  }
  return out;
}
