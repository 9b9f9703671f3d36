import type { ConstraintValue, ElementValue, SceneDocumentValue } from '../../schema/index.js';
import {
  changedKeys,
  compareConstraints,
  compareScenes,
  compareSceneFields,
  sameSceneContent,
  type SceneComparison,
  type SceneFieldChange,
} from '../compare/index.js';
import { elementLine } from './element-line.js';
import { outlineOrder } from './outline-order.js';

export type KnownRevisionView =
  | { unchanged: true }
  | {
      unchanged: false;
      knownRevision: number;
      revision: number;
      summary: SceneComparison['summary'];
      lines: string[];
    };

const SIGN = { added: '+', removed: '-', modified: '~' } as const;

/**
 * What changed since a revision the reader already has, as outline lines: `{unchanged:
 * true}` when the content is the same, otherwise one line per change, each prefixed `+ `
 * (added), `- ` (removed, as it was) or `~ ` (modified, as it is now, ending with
 * `(changed: <keys>)`). Scene-level changes come first as `@path` lines, then constraints,
 * then elements in outline order (added and modified), then removed elements.
 */
export function knownRevisionView(
  base: SceneDocumentValue,
  current: SceneDocumentValue,
  meta: { knownRevision: number; revision: number },
): KnownRevisionView {
  if (sameSceneContent(base, current)) return { unchanged: true };
  const comparison = compareScenes(base, current);
  const lines = [...compareSceneFields(base, current).map(fieldLine), ...constraintLines(base, current)];

  const added = new Set(comparison.added);
  const modified = new Set(comparison.modified);
  const before = new Map(base.elements.map((e) => [e.id, e] as const));
  for (const element of outlineOrder(current.elements)) {
    if (added.has(element.id)) lines.push(`+ ${elementLine(element)}`);
    else if (modified.has(element.id)) lines.push(`~ ${elementLine(element)} ${changeNote(before.get(element.id), element)}`);
  }
  const removed = new Set(comparison.removed);
  for (const element of outlineOrder(base.elements)) if (removed.has(element.id)) lines.push(`- ${elementLine(element)}`);

  // Only a scene with duplicate ids (which validation refuses) can differ without a line.
  if (lines.length === 0) lines.push('~ @document');
  return { unchanged: false, knownRevision: meta.knownRevision, revision: meta.revision, summary: comparison.summary, lines };
}

/** `~ @scene.title "New title"`, `+ @styles.warning`, `- @scene.brief`: the value only for scalars. */
function fieldLine(change: SceneFieldChange): string {
  const value = change.value === undefined ? '' : ` ${JSON.stringify(change.value)}`;
  return `${SIGN[change.change]} @${change.path}${value}`;
}

/** `+ @constraints.c1 [align]`: added and modified in current order, then removed. */
function constraintLines(base: SceneDocumentValue, current: SceneDocumentValue): string[] {
  const diff = compareConstraints(base, current);
  const typeOf = (list: readonly ConstraintValue[] | undefined, id: string) => list?.find((c) => c.id === id)?.type ?? 'unknown';
  return [
    ...diff.added.map((id) => `+ @constraints.${id} [${typeOf(current.constraints, id)}]`),
    ...diff.modified.map((id) => `~ @constraints.${id} [${typeOf(current.constraints, id)}]`),
    ...diff.removed.map((id) => `- @constraints.${id} [${typeOf(base.constraints, id)}]`),
  ];
}

/** `(changed: layout, style)`; `(changed: order)` when only its place in the document moved. */
function changeNote(before: ElementValue | undefined, after: ElementValue): string {
  const keys = before === undefined ? [] : changedKeys(before, after);
  return `(changed: ${keys.length > 0 ? keys.join(', ') : 'order'})`;
}
