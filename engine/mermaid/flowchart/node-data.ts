import { decodeLabel } from '../text.js';
import { mermaidShapeNamed, type MermaidShape } from '../shapes.js';
import type { Warnings } from '../warnings.js';
import type { VertexUpdate } from './records.js';
import { routerForCurve } from './statements.js';

/** What the updates of one node add up to. */
export interface NodeLook {
  label: string;
  entry: MermaidShape;
}

const ICON_KEYS = new Set(['icon', 'img']);
const ICON_OPTIONS = new Set(['form', 'pos', 'h', 'w', 'constraint']);

/** A data label: quoted, raw or "`markdown`". */
function dataLabel(value: string, rawId: string, line: number, warnings: Warnings): string {
  const markdown = value.length >= 2 && value.startsWith('`') && value.endsWith('`');
  const decoded = decodeLabel(markdown ? value.slice(1, -1) : value, markdown ? 'markdown' : 'quoted');
  for (const loss of decoded.losses) {
    warnings.add('MERMAID_APPROXIMATED', line, `node ${rawId}: ${loss} cannot be shown; the label keeps the plain text`, { mermaidId: rawId, data: { construct: 'text', loss } });
  }
  return decoded.text;
}

/**
 * Applies a node's bracket shapes and `@{}` data in the order written (the last label and
 * shape win, as in Mermaid). Starts from a rect labelled with the Mermaid id.
 */
export function nodeLook(rawId: string, updates: readonly VertexUpdate[], warnings: Warnings): NodeLook {
  const look: NodeLook = { label: rawId, entry: mermaidShapeNamed('rect') as MermaidShape };
  for (const update of updates) {
    if (update.kind === 'shape') {
      look.entry = update.entry;
      look.label = update.label;
      continue;
    }
    const keys = new Set(update.entries.map((entry) => entry.key));
    const hasIcon = [...keys].some((key) => ICON_KEYS.has(key));
    for (const entry of update.entries) {
      if (entry.key === 'shape') {
        const named = mermaidShapeNamed(entry.value);
        if (named) look.entry = named;
        else {
          look.entry = mermaidShapeNamed('rect') as MermaidShape;
          warnings.add('MERMAID_APPROXIMATED', entry.line, `node ${rawId}: the shape "${entry.value}" has no DSP form; drawn as a rect`, { mermaidId: rawId, data: { construct: 'shape', shape: entry.value } });
        }
      } else if (entry.key === 'label') {
        look.label = dataLabel(entry.value, rawId, entry.line, warnings);
      } else if (ICON_KEYS.has(entry.key)) {
        warnings.add('MERMAID_UNSUPPORTED', entry.line, `node ${rawId}: the ${entry.key === 'img' ? 'image' : 'icon'} "${entry.value}" is not shown; the node is drawn as a plain shape`, { mermaidId: rawId, data: { construct: entry.key } });
      } else if (!(hasIcon && ICON_OPTIONS.has(entry.key))) {
        warnings.add('MERMAID_UNSUPPORTED', entry.line, `node ${rawId}: the @{ } key "${entry.key}" is not kept`, { mermaidId: rawId, data: { construct: 'shapeData', key: entry.key } });
      }
    }
  }
  return look;
}

/** What `e1@{ ... }` says about a named edge: a curve becomes a router; animation is dropped. */
export function edgeData(rawId: string, updates: readonly VertexUpdate[], warnings: Warnings): { router?: 'straight' | 'orthogonal' | 'curved' } {
  const out: { router?: 'straight' | 'orthogonal' | 'curved' } = {};
  for (const update of updates) {
    if (update.kind !== 'data') continue;
    for (const entry of update.entries) {
      const router = entry.key === 'curve' ? routerForCurve(entry.value) : undefined;
      if (router) out.router = router;
      else warnings.add('MERMAID_UNSUPPORTED', entry.line, `link ${rawId}: "${entry.key}: ${entry.value}" is not kept (DSP links have no animation)`, { mermaidId: rawId, data: { construct: 'edgeData', key: entry.key } });
    }
  }
  return out;
}
