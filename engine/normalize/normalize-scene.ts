import * as v from 'valibot';
import { SceneDocumentOfAnySize, type SceneDocumentInput, type SceneDocumentValue } from '../../schema/index.js';
import { cloneJson, isPlainObject, stamped, type NormalizedScene } from '../model/index.js';
import { DEFAULT_NODE_HEIGHT, DEFAULT_NODE_WIDTH } from './defaults.js';
import { foldShorthand } from './fold-shorthand.js';

/**
 * The content form of a scene (what view=dsp returns and what is hashed): schema defaults
 * filled, layout shorthand folded into `layout`, keys in schema order, no `computed`
 * section and no `$schema` (an editor's pointer to the JSON Schema, not content). Keeps
 * everything that was written. Idempotent. The input must be valid (validateScene first,
 * which applies the element limit); an invalid one throws.
 */
export function normalizeScene(input: SceneDocumentInput | SceneDocumentValue): NormalizedScene {
  const raw = cloneJson(input) as Record<string, unknown>;
  delete raw.computed;
  delete raw.$schema;
  const strategy = isPlainObject(raw.layoutStrategy) ? raw.layoutStrategy : {};
  const defaults = {
    width: typeof strategy.nodeWidth === 'number' ? strategy.nodeWidth : DEFAULT_NODE_WIDTH,
    height: typeof strategy.nodeHeight === 'number' ? strategy.nodeHeight : DEFAULT_NODE_HEIGHT,
  };
  if (Array.isArray(raw.elements)) {
    for (const element of raw.elements) if (isPlainObject(element)) foldShorthand(element, defaults);
  }
  const parsed = v.safeParse(SceneDocumentOfAnySize, raw);
  if (!parsed.success) {
    throw new Error(`normalizeScene needs a valid scene (run validateScene first): ${parsed.issues[0].message}`);
  }
  return stamped(parsed.output);
}
