import { safeParse } from '../validate/index.js';
import { Element, SceneDocumentOfAnySize, SHORTHAND_KEYS, type SceneDocumentInput, type SceneDocumentValue } from '../../schema/index.js';
import { cloneJson, isPlainObject, stamped, type NormalizedScene } from '../model/index.js';
import { DEFAULT_NODE_HEIGHT, DEFAULT_NODE_WIDTH } from './defaults.js';
import { foldShorthand, type ShorthandDefaults } from './fold-shorthand.js';

/** A copy of the document without what the normal form drops: `computed` and `$schema`. */
function contentCopy(input: unknown): Record<string, unknown> {
  return withoutDropped(cloneJson(input) as Record<string, unknown>);
}

function withoutDropped(raw: Record<string, unknown>): Record<string, unknown> {
  delete raw.computed;
  delete raw.$schema;
  return raw;
}

function shorthandDefaults(raw: Record<string, unknown>): ShorthandDefaults {
  const strategy = isPlainObject(raw.layoutStrategy) ? raw.layoutStrategy : {};
  return {
    width: typeof strategy.nodeWidth === 'number' ? strategy.nodeWidth : DEFAULT_NODE_WIDTH,
    height: typeof strategy.nodeHeight === 'number' ? strategy.nodeHeight : DEFAULT_NODE_HEIGHT,
  };
}

/**
 * The content form of a scene (what view=dsp returns and what is hashed): schema defaults
 * filled, layout shorthand folded into `layout`, keys in schema order, no `computed`
 * section and no `$schema` (an editor's pointer to the JSON Schema, not content). Keeps
 * everything that was written. Idempotent. The input must be valid (validateScene first,
 * which applies the element limit); an invalid one throws.
 */
export function normalizeScene(input: SceneDocumentInput | SceneDocumentValue): NormalizedScene {
  const raw = contentCopy(input);
  const defaults = shorthandDefaults(raw);
  if (Array.isArray(raw.elements)) {
    for (const element of raw.elements) if (isPlainObject(element)) foldShorthand(element, defaults);
  }
  const parsed = safeParse(SceneDocumentOfAnySize, raw);
  if (!parsed.success) {
    throw new Error(`normalizeScene needs a valid scene (run validateScene first): ${parsed.issues[0].message}`);
  }
  return stamped(parsed.output);
}

/**
 * normalizeScene for the schema's own output on a valid document (checkScene's value),
 * without parsing the whole document again: that output already has the defaults and the
 * key order, so only the elements whose shorthand is folded are parsed again (their new
 * `layout` needs its defaults and order). The same scene as normalizeScene of the input,
 * since the schema has no transforms (parsing its output again changes nothing). The
 * value is copied first: it shares free-form values with the input it was parsed from,
 * unless `owned` says nothing else holds that input (a scene renderMermaid just parsed):
 * then the schema's output, whose objects the schema made fresh, is used as it is.
 */
export function normalizeParsedScene(value: SceneDocumentValue, owned = false): NormalizedScene {
  const raw = owned ? withoutDropped(value as Record<string, unknown>) : contentCopy(value);
  const defaults = shorthandDefaults(raw);
  const elements = raw.elements as Array<Record<string, unknown>>;
  elements.forEach((element, index) => {
    if (!SHORTHAND_KEYS.some((key) => element[key] !== undefined)) return;
    foldShorthand(element, defaults);
    const parsed = safeParse(Element, element);
    if (!parsed.success) throw new Error(`normalizeParsedScene needs a valid scene: ${parsed.issues[0].message}`);
    elements[index] = parsed.output as Record<string, unknown>;
  });
  return stamped(raw as SceneDocumentValue);
}
