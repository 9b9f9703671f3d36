import type { NodeValue } from '../../../schema/index.js';
import type { ResolvedColumn } from '../../model/index.js';

/** Letters and digits only, lower case: `LINE-ITEM`, `line_item` and `LineItem` are all `lineitem`. */
function squeezed(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** What a foreign key's name adds after the entity's: `customer_id`, `customerKey`, `customer_ref`... */
const KEY_SUFFIXES = ['id', 'key', 'ref', 'fk', 'no', 'number', 'code', ''];

/**
 * The fk column of `columns` that refers to `other`: named after it (its id or its label,
 * compared without case, spaces or punctuation) followed by a key word (`customer_id`,
 * `CustomerID`, `customerRef`, or just `customer`), else the first fk column whose name
 * starts with it (`carRegistrationNumber` refers to CAR). Undefined when none does.
 */
export function foreignKeyTo(other: NodeValue, columns: readonly ResolvedColumn[]): ResolvedColumn | undefined {
  const names = new Set([squeezed(other.id), squeezed(other.label ?? '')].filter((name) => name !== ''));
  if (names.size === 0) return undefined;
  let prefixed: ResolvedColumn | undefined;
  for (const column of columns) {
    if (!column.fk) continue;
    const name = squeezed(column.name);
    for (const entity of names) {
      if (KEY_SUFFIXES.some((suffix) => name === entity + suffix)) return column;
      if (prefixed === undefined && name.startsWith(entity)) prefixed = column;
    }
  }
  return prefixed;
}
