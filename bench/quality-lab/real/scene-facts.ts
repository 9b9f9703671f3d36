/**
 * What every drawing of one corpus diagram is measured against, read from the scene our
 * Mermaid reader makes of the text (the same scene every tool is given): the flow's
 * direction, each frame's members at any depth, and the ER relationship ends that name a
 * row (metrics/er-rows.ts). Plain reading of the scene document; no engine internals.
 */
import type { SceneDocumentInput } from '../../../schema/index.js';
import type { Direction } from '../../../harness/drawing-metrics/geometry.js';
import type { NamedEnd } from './metrics/er-rows.js';

interface Column {
  name: string;
  fk?: boolean;
}

type Element = NonNullable<SceneDocumentInput['elements']>[number];

export interface SceneFacts {
  direction: Direction;
  /** Frame id → every node and frame inside it, at any depth. */
  members: Map<string, string[]>;
  named: NamedEnd[];
}

const squash = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The FK column of `columns` whose name refers to the entity `other` (customer_id → CUSTOMER). */
function fkTowards(columns: readonly Column[], other: string): string | undefined {
  const name = squash(other);
  const stem = name.endsWith('s') ? name.slice(0, -1) : name;
  if (stem === '') return undefined;
  return columns.find((column) => column.fk === true && squash(column.name).includes(stem))?.name;
}

/**
 * The ends of ER relationships that name a row: an end naming its column, a label equal to
 * a column of an end's entity, or an FK column whose name refers to the entity at the other end.
 */
export function namedEnds(elements: readonly Element[]): NamedEnd[] {
  const columns = new Map<string, Column[]>();
  for (const element of elements) {
    if (element.kind !== 'node') continue;
    const declared = (element.extensions as { columns?: Column[] } | undefined)?.columns;
    if (declared !== undefined) columns.set(element.id, declared);
  }
  const named: NamedEnd[] = [];
  for (const element of elements) {
    if (element.kind !== 'edge' || element.from.elementId === element.to.elementId) continue;
    const label = element.label?.trim();
    for (const end of ['from', 'to'] as const) {
      const here = element[end];
      const other = element[end === 'from' ? 'to' : 'from'].elementId;
      const rows = columns.get(here.elementId) ?? [];
      const column =
        (here as { column?: string }).column ??
        (label !== undefined && rows.some((row) => row.name === label) ? label : undefined) ??
        fkTowards(rows, other);
      if (column !== undefined) named.push({ edge: element.id, end, node: here.elementId, column });
    }
  }
  return named;
}

export function sceneFacts(scene: SceneDocumentInput): SceneFacts {
  const elements = scene.elements ?? [];
  const children = new Map<string, string[]>();
  for (const element of elements) if (element.kind === 'frame') children.set(element.id, [...(element.children ?? [])]);
  const members = new Map<string, string[]>();
  const collect = (id: string): string[] => {
    const known = members.get(id);
    if (known !== undefined) return known;
    members.set(id, []);
    const all = (children.get(id) ?? []).flatMap((child) => [child, ...(children.has(child) ? collect(child) : [])]);
    members.set(id, all);
    return all;
  };
  for (const id of children.keys()) collect(id);
  const direction = (scene.layoutStrategy?.direction ?? 'TB') as Direction;
  return { direction, members, named: namedEnds(elements) };
}
