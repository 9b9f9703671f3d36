import type { ComputedTable } from '../../model/computed.js';
import { px, type Box } from '../../model/geometry.js';
import { offsetText } from './place-text.js';

/** The table moved by (x, y): from `entityTable`'s node-relative boxes to canvas px once the node's top-left is (x, y). */
export function offsetTable(table: ComputedTable, x: number, y: number): ComputedTable {
  const move = (box: Box): Box => ({ ...box, x: px(box.x + x), y: px(box.y + y) });
  return {
    header: move(table.header),
    rows: table.rows.map((row) => {
      const moved: ComputedTable['rows'][number] = { ...row, box: move(row.box), label: offsetText(row.label, x, y) };
      if (row.type !== undefined) moved.type = offsetText(row.type, x, y);
      if (row.badges !== undefined) {
        moved.badges = row.badges.map((badge) => ({ ...badge, box: move(badge.box), label: offsetText(badge.label, x, y) }));
      }
      return moved;
    }),
  };
}
