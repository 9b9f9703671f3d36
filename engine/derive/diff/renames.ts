import type { ColumnValue } from '../../../schema/index.js';
import type { DeriveWarning } from './report.js';

/**
 * POSSIBLE_RENAME pairs: each removed item paired with the first added one of the same
 * shape not yet paired (a table's shape: its columns' names and types; a column's: its type
 * and flags). Reported only; the derive still deletes and adds.
 */
export function possibleRenames(kind: 'table' | 'column', removed: ReadonlyArray<readonly [string, string]>, added: ReadonlyArray<readonly [string, string]>): DeriveWarning[] {
  const taken = new Set<string>();
  const warnings: DeriveWarning[] = [];
  for (const [from, shape] of removed) {
    const match = added.find(([to, other]) => other === shape && !taken.has(to));
    if (match === undefined) continue;
    taken.add(match[0]);
    warnings.push({ code: 'POSSIBLE_RENAME', severity: 'warning', message: `${kind} ${from} was removed and ${match[0]} added with the same shape: if it was renamed, hand-made changes to ${from} are not carried over`, data: { kind, from, to: match[0] } });
  }
  return warnings;
}

export function tableShape(columns: readonly ColumnValue[]): string {
  return columns.map((column) => `${column.name}:${column.type ?? ''}`).sort().join('|');
}

export function columnShape(column: ColumnValue): string {
  return `${column.type ?? ''}|${column.pk === true}|${column.fk === true}|${column.unique === true}|${column.nullable === true}`;
}
