import type { SceneDocumentValue } from '../../schema/index.js';
import { canonicalJson } from '../hash/index.js';
import { compareCodeUnits } from './code-unit-order.js';

/** A scene-level change: a header field, a top-level setting, or one named style or asset. */
export interface SceneFieldChange {
  /** Dotted path in the document: `scene.title`, `diagramFamily`, `styles.primary`, `assets.logo`. */
  path: string;
  change: 'added' | 'removed' | 'modified';
  /** The new value when it is a string, number or boolean; absent for objects and removals. */
  value?: string | number | boolean;
}

/** Top-level keys compared elsewhere (elements, constraints) or not content at all (computed). */
const NOT_SCENE_FIELDS = new Set(['scene', 'elements', 'constraints', 'computed', 'styles', 'assets']);

type Fields = Record<string, unknown>;

function asFields(value: unknown): Fields {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {};
}

function scalar(value: unknown): string | number | boolean | undefined {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : undefined;
}

function diffFields(prefix: string, before: Fields, after: Fields, skip: ReadonlySet<string>, out: SceneFieldChange[]): void {
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (skip.has(key)) continue;
    const x = before[key];
    const y = after[key];
    const path = `${prefix}${key}`;
    if (x === undefined && y === undefined) continue;
    if (x === undefined || y === undefined || canonicalJson(x) !== canonicalJson(y)) {
      const change = x === undefined ? 'added' : y === undefined ? 'removed' : 'modified';
      const value = scalar(y);
      out.push(value === undefined ? { path, change } : { path, change, value });
    }
  }
}

/**
 * Scene-level differences other than elements and constraints, sorted by path: the header
 * (`scene.*`), top-level settings (diagramFamily, palette, layoutStrategy, extensions...)
 * and each named style and asset on its own, so one new style is one change.
 */
export function compareSceneFields(from: SceneDocumentValue, to: SceneDocumentValue): SceneFieldChange[] {
  const out: SceneFieldChange[] = [];
  const none = new Set<string>();
  diffFields('scene.', asFields(from.scene), asFields(to.scene), none, out);
  diffFields('', asFields(from), asFields(to), NOT_SCENE_FIELDS, out);
  diffFields('styles.', asFields(from.styles), asFields(to.styles), none, out);
  diffFields('assets.', asFields(from.assets), asFields(to.assets), none, out);
  return out.sort((a, b) => compareCodeUnits(a.path, b.path));
}
