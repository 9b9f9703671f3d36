import { mappedStyle, restOfStatement } from '../statements.js';
import type { Scanner } from '../scanner.js';
import type { Warnings } from '../warnings.js';
import type { FlowchartRecords, VertexRecord } from './records.js';

// Patterns the scanner matches with are module constants: a literal in a function is a new
// RegExp on every call, and the scanner keeps its sticky twin per pattern object.
/** The links a linkStyle names: `default` or indexes. */
const LINK_TARGETS = /default\b|\d+(?:\s*,\s*\d+)*/;
/** A linkStyle curve (`interpolate basis`). */
const INTERPOLATE = /interpolate\s+([A-Za-z]+)/;
/** The node id after `click`. */
const CLICK_TARGET = /[^\s;]+/;

/**
 * The statements only flowcharts have: linkStyle and click (the shared ones are in
 * ../statements.ts), and the node mention `style` makes.
 */

/** Notes a node named outside a vertex statement (Mermaid's `style X` creates X). */
export function mentionVertex(records: FlowchartRecords, rawId: string, line: number): VertexRecord {
  let record = records.vertices.get(rawId);
  if (!record) {
    record = { rawId, line, strong: false, updates: [], classes: [] };
    records.vertices.set(rawId, record);
    records.order.push({ kind: 'id', rawId });
  }
  return record;
}

/** Mermaid's curve names, by the DSP router that draws closest to them. */
const CURVES: Record<string, 'straight' | 'orthogonal' | 'curved'> = {
  linear: 'straight', step: 'orthogonal', stepafter: 'orthogonal', stepbefore: 'orthogonal',
  basis: 'curved', bumpx: 'curved', bumpy: 'curved', cardinal: 'curved', catmullrom: 'curved',
  monotonex: 'curved', monotoney: 'curved', natural: 'curved',
};

/** A Mermaid curve name as a DSP router (undefined for an unknown name). */
export function routerForCurve(name: string): 'straight' | 'orthogonal' | 'curved' | undefined {
  return CURVES[name.trim().toLowerCase()];
}

/** `linkStyle 0,1 stroke:#f00` / `linkStyle default interpolate basis stroke:#333` */
export function readLinkStyle(sc: Scanner, records: FlowchartRecords, warnings: Warnings, line: number): void {
  sc.skipInlineSpace();
  const targetText = sc.eatMatch(LINK_TARGETS);
  if (!targetText) throw sc.failure('expected "default" or link numbers (0,1,...) after "linkStyle"');
  const targets = targetText[0] === 'default' ? 'default' as const : targetText[0].split(',').map((part) => Number(part.trim()));
  sc.skipInlineSpace();
  let router: 'straight' | 'orthogonal' | 'curved' | undefined;
  const interpolate = sc.eatMatch(INTERPOLATE);
  if (interpolate) {
    router = routerForCurve(interpolate[1] ?? '');
    if (!router) warnings.add('MERMAID_UNSUPPORTED', line, `linkStyle: the curve "${interpolate[1]}" is not kept`, { data: { construct: 'interpolate' } });
  }
  const css = restOfStatement(sc);
  const style = mappedStyle(css, 'edge', `linkStyle ${targetText[0]}`, line, warnings);
  records.linkStyles.push(router ? { targets, style, router, line } : { targets, style, line });
}

/** `click id callback "tooltip"` / `click id href "url"`: DSP has no interactions. */
export function skipClick(sc: Scanner, warnings: Warnings, line: number): void {
  sc.skipInlineSpace();
  const id = sc.match(CLICK_TARGET)?.[0] ?? '';
  // Skip to the end of the line, over quoted tooltips and urls that may hold ";".
  while (!sc.atLineEnd()) {
    if (sc.peek() === '"') {
      const close = sc.text.indexOf('"', sc.pos + 1);
      sc.pos = close < 0 || close > sc.lineEnd() ? sc.lineEnd() : close + 1;
    } else sc.pos++;
  }
  warnings.add('MERMAID_UNSUPPORTED', line, `click on ${id || 'a node'} (link, callback or tooltip) is dropped; DSP diagrams have no interactions`, { data: { construct: 'click', mermaidId: id } });
}
