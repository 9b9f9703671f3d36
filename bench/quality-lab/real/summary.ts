/**
 * The table the real-diagram bench prints: per tool, the totals of every count, the median
 * drawing area and aspect, and the median of its area over dot's on the same diagram, all
 * over the diagrams every tool drew (so the totals compare like with like; `drew` says how
 * many each tool drew in all; `edges`, how many of the text's edges were found in its drawings).
 */
import type { RealQuality } from './measure.js';

export interface ToolFigures {
  tool: string;
  /** Diagram name → its figures (missing: the tool failed on it). */
  figures: Map<string, RealQuality>;
}

const median = (values: number[]): number => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const COLUMNS: Array<[string, (q: RealQuality) => number | undefined]> = [
  ['edges', (q) => q.edges],
  ['a:against', (q) => q.againstFlow],
  ['b:shared', (q) => q.shared],
  ['c:along', (q) => q.alongFrame],
  ['c:through', (q) => q.throughFrame],
  ['d:cross', (q) => q.crossings],
  ['e:thru-node', (q) => q.throughNodes],
  ['f:label', (q) => q.ambiguousLabels],
  ['g:row-miss', (q) => q.missedRows],
  ['i:long', (q) => q.overlong],
];

/** The totals table (module comment), one line per tool, as text. */
export function summaryTable(tools: readonly ToolFigures[], reference = 'dot'): string {
  const dot = tools.find((t) => t.tool === reference);
  const header = ['tool'.padEnd(14), 'drew'.padStart(6), ...COLUMNS.map(([name]) => name.padStart(12)), 'area med'.padStart(10), 'aspect med'.padStart(11), 'area/dot'.padStart(9)];
  const common = [...(tools[0]?.figures.keys() ?? [])].filter((name) => tools.every((t) => t.figures.has(name)));
  const lines = [`over the ${common.length} diagrams every tool drew`, header.join('')];
  for (const tool of tools) {
    const all = common.map((name) => tool.figures.get(name)!);
    const cells = COLUMNS.map(([, pick]) => {
      const values = all.map(pick);
      return (values.some((v) => v === undefined) ? 'n/a' : String(values.reduce((sum: number, v) => sum + v!, 0))).padStart(12);
    });
    const areas = all.map((q) => (q.width * q.height) / 1e3);
    const ratios = dot === undefined ? [] : common.flatMap((name) => {
      const q = tool.figures.get(name)!;
      const d = dot.figures.get(name)!;
      return d.width * d.height === 0 ? [] : [(q.width * q.height) / (d.width * d.height)];
    });
    const aspects = all.map((q) => (q.height === 0 ? 0 : q.width / q.height));
    lines.push(
      [tool.tool.padEnd(14), String(tool.figures.size).padStart(6), ...cells, `${median(areas).toFixed(0)}k`.padStart(10), median(aspects).toFixed(2).padStart(11), (ratios.length === 0 ? '-' : median(ratios).toFixed(2)).padStart(9)].join(''),
    );
  }
  return lines.join('\n');
}
