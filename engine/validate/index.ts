import * as v from 'valibot';
import { Constraint, Element, LIMITS, SceneDocument, SceneDocumentOfAnySize, type ElementLimit, type SceneDocumentInput, type SceneDocumentValue } from '../../schema/index.js';
import { cloneJson, diagnostic, hasErrors, isPlainObject, stamped, type Diagnostic, type ValidScene } from '../model/index.js';
import type { IndexedConstraint, IndexedElement, RuleContext } from './context.js';
import { schemaDiagnostics } from './schema-issues.js';
import { safeParse } from './fast-parse.js';
import { checkJsonText } from './rules/json-text.js';
import { checkDuplicateIds } from './rules/ids.js';
import { checkEdges } from './rules/edges.js';
import { checkContainment } from './rules/containment.js';
import { checkLayouts } from './rules/layout.js';
import { checkRegistries } from './rules/references.js';
import { checkNodes } from './rules/nodes.js';
import { checkConstraints } from './rules/constraints.js';
import { checkFamily } from './rules/scene.js';
import { wellFormedDiagnostics } from './well-formed-diagnostics.js';

// What ops reuses to report its operations like the scene's own problems.
export { schemaDiagnostics } from './schema-issues.js';
export { closest } from './suggest.js';
export { safeParse } from './fast-parse.js';
export { parseJsonText, type JsonText } from './json-syntax.js';

export interface ValidationResult {
  valid: boolean;
  /** The document as written (a copy), present when there is no error. */
  scene?: ValidScene;
  diagnostics: Diagnostic[];
}

/** Semantic rules, run in this order over the well-formed parts of the document. */
const RULES: ReadonlyArray<(context: RuleContext) => Diagnostic[]> = [
  checkDuplicateIds,
  checkEdges,
  checkNodes,
  checkContainment,
  checkLayouts,
  checkRegistries,
  checkConstraints,
  checkFamily,
];

function namesOf(registry: unknown): Set<string> {
  return new Set(isPlainObject(registry) ? Object.keys(registry) : []);
}

function wellFormed<T>(raw: unknown, schema: v.GenericSchema<unknown, T>): Array<{ value: T; index: number }> {
  if (!Array.isArray(raw)) return [];
  const out: Array<{ value: T; index: number }> = [];
  raw.forEach((item, index) => {
    const parsed = safeParse(schema, item);
    if (parsed.success) out.push({ value: parsed.output, index });
  });
  return out;
}

function buildContext(raw: Record<string, unknown>, parsed: SceneDocumentValue | undefined): RuleContext {
  const elements: IndexedElement[] = parsed
    ? parsed.elements.map((element, index) => ({ element, index }))
    : wellFormed(raw.elements, Element).map(({ value, index }) => ({ element: value, index }));
  const constraints: IndexedConstraint[] = parsed
    ? parsed.constraints.map((constraint, index) => ({ constraint, index }))
    : wellFormed(raw.constraints, Constraint).map(({ value, index }) => ({ constraint: value, index }));
  const byId = new Map<string, IndexedElement>();
  for (const entry of elements) if (!byId.has(entry.element.id)) byId.set(entry.element.id, entry);
  const declaredIds = new Map<string, number>();
  if (Array.isArray(raw.elements)) {
    raw.elements.forEach((element: unknown, index) => {
      const id = isPlainObject(element) ? element.id : undefined;
      if (typeof id === 'string' && !declaredIds.has(id)) declaredIds.set(id, index);
    });
  }
  return {
    elements,
    byId,
    declaredIds,
    constraints,
    styleNames: namesOf(raw.styles),
    assetNames: namesOf(raw.assets),
    diagramFamily: raw.diagramFamily,
    raw,
  };
}

/** Any other element limit than the spec's: the schema without its limit, and the count checked here with the same code. */
function otherLimitDiagnostics(input: Record<string, unknown>, maxElements: number): Diagnostic[] {
  const count = Array.isArray(input.elements) ? input.elements.length : 0;
  if (count <= maxElements) return [];
  return [diagnostic('TOO_MANY_ELEMENTS', `$.elements: a scene holds at most ${maxElements} elements (edges included); split the diagram`, { path: '$.elements', data: { count, maximum: maxElements } })];
}

/** A check's outcome with the schema's output: what readScene normalizes without parsing again. */
export interface CheckedScene {
  valid: boolean;
  /**
   * The schema's output when there is no error (defaults filled, keys in schema order);
   * absent if the parse failed with nothing worse than warnings. Its free-form values are
   * the input's own objects: copy it before handing it on.
   */
  value?: SceneDocumentValue;
  diagnostics: Diagnostic[];
}

/**
 * validateScene's checks, giving the schema's output instead of a copy of the input, so
 * readScene parses the document once, not once here and again to normalize it.
 */
export function checkScene(input: unknown, limit: ElementLimit = {}): CheckedScene {
  if (!isPlainObject(input)) {
    const got = Array.isArray(input) ? 'a list' : input === null ? 'null' : typeof input;
    return {
      valid: false,
      diagnostics: [diagnostic('WRONG_TYPE', `$ must be a scene document object ({schemaVersion, scene, elements}), not ${got}`, { path: '$' })],
    };
  }
  const diagnostics = checkJsonText(input);
  const maxElements = limit.maxElements ?? LIMITS.elements;
  const schema = maxElements === LIMITS.elements ? SceneDocument : SceneDocumentOfAnySize;
  if (schema !== SceneDocument) diagnostics.push(...otherLimitDiagnostics(input, maxElements));
  const parsed = safeParse(schema, input, { abortEarly: false });
  if (!parsed.success) diagnostics.push(...schemaDiagnostics(parsed.issues, schema, input));
  const context = buildContext(input, parsed.success ? parsed.output : undefined);
  for (const rule of RULES) diagnostics.push(...rule(context));
  if (!hasErrors(diagnostics)) return { valid: true, ...(parsed.success ? { value: parsed.output } : {}), diagnostics };
  // Only an invalid document can hold a lone surrogate (INVALID_UNICODE is an error).
  return { valid: false, diagnostics: wellFormedDiagnostics(diagnostics) };
}

/**
 * Checks a DSP 0.1 document: the schema first, then the semantic rules over every part
 * that is well-formed, so one call reports every problem. Never throws. At most
 * `limit.maxElements` elements (default: the spec's 1,000).
 */
export function validateScene(input: unknown, limit: ElementLimit = {}): ValidationResult {
  const checked = checkScene(input, limit);
  if (!checked.valid) return { valid: false, diagnostics: checked.diagnostics };
  return { valid: true, scene: stamped(cloneJson(input) as SceneDocumentInput), diagnostics: checked.diagnostics };
}

/**
 * Checks any value against a schema of the contract (REST bodies, operations) and returns
 * the same kind of diagnostics as validateScene: code, JSONPath, one-line fix.
 */
export function checkAgainstSchema(schema: v.GenericSchema, value: unknown): Diagnostic[] {
  const parsed = safeParse(schema, value, { abortEarly: false });
  return parsed.success ? [] : schemaDiagnostics(parsed.issues, schema, value);
}
