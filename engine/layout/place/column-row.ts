import type { Side } from '../../geometry/index.js';
import type { EntityTable } from '../../measure/index.js';
import type { ErEdge, SceneIndex } from '../types.js';

/** What a row end is read from: the scene's direction, and the ER ends and tables (both placers' inputs have these). */
export interface ColumnRowInput {
  index: SceneIndex;
  er?: { edges: ReadonlyMap<string, ErEdge>; tables: ReadonlyMap<string, EntityTable> };
}

/**
 * Where an ER edge end attaches to its column's row, for layouts running left or right: the
 * row's middle (`offset`, a fraction of the table's height from its top) on the side facing
 * the other end along the flow. ELK gets a port there (elk-graph.ts) and our own layered
 * placement an end offset (place-layered.ts), so both line rows up. Undefined for TB/BT,
 * an end on no column, or a scene without ER tables.
 */
export function columnRow(input: ColumnRowInput, nodeId: string, edgeId: string, end: 'from' | 'to'): { side: Side; offset: number } | undefined {
  const direction = input.index.strategy.direction;
  if (input.er === undefined || (direction !== 'LR' && direction !== 'RL')) return undefined;
  const column = input.er.edges.get(edgeId)?.[end].column;
  const table = input.er.tables.get(nodeId);
  const row = column === undefined ? undefined : table?.table.rows.find((r) => r.name === column);
  if (row === undefined || table === undefined || table.size.height <= 0) return undefined;
  const outgoing = (end === 'from') === (direction === 'LR');
  return { side: outgoing ? 'right' : 'left', offset: (row.box.y + row.box.height / 2) / table.size.height };
}
