import type { ElementInput, SceneDocumentInput, SceneDocumentValue } from '../../../schema/index.js';
import { normalizeScene } from '../../../engine/normalize/index.js';

/** A stored-form (normalized) scene from a few elements, as the service would keep it. */
export function scene(elements: ElementInput[], extra: Partial<SceneDocumentInput> = {}): SceneDocumentValue {
  return normalizeScene({ schemaVersion: '0.1', scene: { id: 'demo' }, elements, ...extra });
}

export function node(id: string, label?: string, extra: Partial<Extract<ElementInput, { kind: 'node' }>> = {}): ElementInput {
  return { kind: 'node', id, nodeType: 'service', ...(label === undefined ? {} : { label }), ...extra };
}

export function edge(id: string, from: string, to: string, label?: string): ElementInput {
  return { kind: 'edge', id, from: { elementId: from }, to: { elementId: to }, ...(label === undefined ? {} : { label }) };
}

/** A deep copy with every object's keys in reverse order: the same content, written differently. */
export function reverseKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(reverseKeys) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).reverse().map(([k, v]) => [k, reverseKeys(v)])) as T;
  }
  return value;
}
