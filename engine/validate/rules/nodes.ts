import { diagnostic, formatPath, type Diagnostic } from '../../model/index.js';
import type { RuleContext } from '../context.js';

const NOTE_ANCHOR_TYPES = new Set(['sequence.lifeline', 'sequence.actor']);

/** Node rules: port ids are unique per node; sequence notes anchor to lifelines or actors. */
export function checkNodes(context: RuleContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const { element, index } of context.elements) {
    if (element.kind !== 'node') continue;
    const seenPorts = new Set<string>();
    element.ports.forEach((port, portIndex) => {
      if (seenPorts.has(port.id)) {
        const path = formatPath(['elements', index, 'ports', portIndex, 'id']);
        out.push(diagnostic('DUPLICATE_PORT_ID', `${path}: node "${element.id}" already has a port "${port.id}"; give each port its own id`, {
          elementId: element.id, path,
        }));
      }
      seenPorts.add(port.id);
    });
    if (element.nodeType !== 'sequence.note') continue;
    const anchor = element.extensions?.anchor;
    if (anchor === undefined) continue;
    const anchors = typeof anchor === 'string' ? [anchor] : anchor;
    anchors.forEach((anchorId, anchorIndex) => {
      const path = formatPath(typeof anchor === 'string' ? ['elements', index, 'extensions', 'anchor'] : ['elements', index, 'extensions', 'anchor', anchorIndex]);
      const target = context.byId.get(anchorId);
      if (!target && context.declaredIds.has(anchorId)) return;
      if (!target) {
        out.push(diagnostic('NOTE_ANCHOR_NOT_FOUND', `${path} names "${anchorId}", which is not an element of this scene; anchor the note to a lifeline id`, {
          elementId: element.id, path, data: { missingId: anchorId },
        }));
      } else if (target.element.kind !== 'node' || !NOTE_ANCHOR_TYPES.has(target.element.nodeType)) {
        out.push(diagnostic('NOTE_ANCHOR_KIND_INVALID', `${path} names "${anchorId}", which is not a sequence.lifeline or sequence.actor; anchor the note to a lifeline`, {
          elementId: element.id, path, data: { anchorId },
        }));
      }
    });
  }
  return out;
}
