import type * as v from 'valibot';
import { splitCoded } from '../../schema/messages.js';
import { diagnostic, formatPath, isDiagnosticCode, type Diagnostic, type DiagnosticCode, type PathSegment } from '../model/index.js';
import { allowedKeysAt } from './schema-walk.js';
import { closest } from './suggest.js';

/**
 * Turns valibot issues into diagnostics: a code, a JSONPath, the element id when the issue
 * sits inside an element, and a one-line message that says how to fix it.
 */
type Issue = v.BaseIssue<unknown>;

const DISCRIMINATOR_CODES: Record<string, DiagnosticCode> = {
  kind: 'UNKNOWN_ELEMENT_KIND',
  op: 'UNKNOWN_OPERATION',
  type: 'UNKNOWN_CONSTRAINT_TYPE',
};

function pathOf(issue: Issue, prefix: readonly PathSegment[]): PathSegment[] {
  const own = (issue.path ?? []).map((item) => item.key as PathSegment);
  return [...prefix, ...own];
}

/** Quoted options of an expected string such as ("a" | "b"). */
function optionsOf(expected: string | null): string[] {
  return [...(expected ?? '').matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!);
}

function describeReceived(received: string): string {
  return received.length > 60 ? `${received.slice(0, 57)}...` : received;
}

const HUMAN_TYPES: Record<string, string> = {
  string: 'a string', number: 'a number', boolean: 'true or false', array: 'a list',
  Object: 'an object', object: 'an object', strict_object: 'an object', loose_object: 'an object',
  null: 'null', integer: 'a whole number',
};

function humanExpected(issue: Issue): string {
  const expected = issue.expected ?? '';
  if (HUMAN_TYPES[expected]) return HUMAN_TYPES[expected];
  if (HUMAN_TYPES[issue.type]) return HUMAN_TYPES[issue.type]!;
  const options = optionsOf(expected);
  if (options.length > 0) return `one of ${options.slice(0, 12).join(', ')}${options.length > 12 ? ', ...' : ''}`;
  return expected.replace(/[()]/g, '') || 'a different value';
}

function lastKey(path: readonly PathSegment[]): PathSegment | undefined {
  return path[path.length - 1];
}

function listOptions(received: string, options: string[]): string {
  const word = received.replace(/^"|"$/g, '');
  const near = closest(word, options);
  if (near.length > 0) return `did you mean ${near.map((o) => `"${o}"`).join(' or ')}?`;
  if (options.length <= 12) return `use one of: ${options.join(', ')}`;
  return `use one of the ${options.length} values listed in scene.json (dsp-diagrams/schemas/scene.json)`;
}

interface Context {
  root: v.GenericSchema;
  document: unknown;
}

function describe(issue: Issue, path: PathSegment[], context: Context): { code: DiagnosticCode; message: string } {
  const where = formatPath(path);
  const coded = splitCoded(issue.message);
  if (coded && isDiagnosticCode(coded.code)) return { code: coded.code, message: `${where}: ${coded.fix}` };

  const key = lastKey(path);
  const received = describeReceived(issue.received);
  const isObjectSchema = issue.type === 'strict_object' || issue.type === 'object' || issue.type === 'loose_object';

  if (isObjectSchema && issue.expected === 'never') {
    const parent = path.slice(0, -1);
    const allowed = allowedKeysAt(context.root, parent, context.document);
    const near = closest(String(key), allowed);
    const hint = near.length > 0 ? `did you mean "${near[0]}"?` : allowed.length > 0 ? `allowed fields: ${allowed.join(', ')}` : 'remove it';
    return { code: 'UNKNOWN_FIELD', message: `${formatPath(parent)} has no field "${String(key)}"; ${hint}` };
  }
  if (isObjectSchema && issue.received === 'undefined') {
    return { code: 'REQUIRED_FIELD_MISSING', message: `${formatPath(path.slice(0, -1))} needs the field "${String(key)}"; add it` };
  }
  if (issue.type === 'variant' && issue.expected !== 'Object' && typeof key === 'string' && DISCRIMINATOR_CODES[key]) {
    return { code: DISCRIMINATOR_CODES[key]!, message: `${where} is ${received}; ${listOptions(issue.received, optionsOf(issue.expected))}` };
  }
  if (issue.type === 'picklist' || issue.type === 'literal' || issue.type === 'variant' && issue.expected !== 'Object') {
    const options = optionsOf(issue.expected);
    if (issue.received === 'undefined') return { code: 'REQUIRED_FIELD_MISSING', message: `${where} is required; ${listOptions('', options)}` };
    if (options.length > 0 && issue.received.startsWith('"')) return { code: 'INVALID_VALUE', message: `${where} is ${received}; ${listOptions(issue.received, options)}` };
  }
  switch (issue.type) {
    case 'min_value':
    case 'max_value':
    case 'gt_value':
    case 'lt_value':
    case 'multiple_of':
      return { code: 'OUT_OF_RANGE', message: `${where} is ${received}; use a value ${issue.expected}` };
    case 'integer':
      return { code: 'NOT_AN_INTEGER', message: `${where} is ${received}; use a whole number` };
    case 'min_length':
      return { code: 'TOO_SHORT', message: `${where} has length ${received}; it needs ${issue.expected}` };
    case 'max_length':
      return { code: 'TOO_LONG', message: `${where} has length ${received}; keep it ${(issue.expected ?? '').replace('<=', 'at most ')}` };
    case 'regex':
      return { code: 'INVALID_FORMAT', message: `${where} is ${received}, which does not match ${issue.expected}` };
    case 'email':
      return { code: 'INVALID_FORMAT', message: `${where} is ${received}; use an email address` };
    default:
      break;
  }
  if (issue.kind === 'schema') {
    return { code: 'WRONG_TYPE', message: `${where} must be ${humanExpected(issue)}, not ${received}` };
  }
  return { code: 'SCHEMA_INVALID', message: `${where}: ${issue.message}` };
}

/** Union issues hide the useful ones: prefer the sub-issues of the option that matched the type. */
function flatten(issue: Issue, prefix: readonly PathSegment[]): Array<{ issue: Issue; path: PathSegment[] }> {
  const path = pathOf(issue, prefix);
  if (issue.type === 'union' && issue.issues) {
    const deep = issue.issues.filter((sub) => (sub.path?.length ?? 0) > 0 || sub.kind === 'validation');
    if (deep.length > 0) return deep.flatMap((sub) => flatten(sub, path));
  }
  return [{ issue, path }];
}

/** Element id of the element a path points into, when it has a readable one. */
function elementIdAt(path: readonly PathSegment[], document: unknown): string | undefined {
  if (path[0] !== 'elements' || typeof path[1] !== 'number') return undefined;
  const elements = (document as { elements?: unknown })?.elements;
  const element = Array.isArray(elements) ? elements[path[1]] : undefined;
  const id = element && typeof element === 'object' ? (element as { id?: unknown }).id : undefined;
  return typeof id === 'string' && id.length > 0 && id.length <= 256 ? id : undefined;
}

/** Converts the issues of one safeParse into diagnostics (one per distinct path and code). */
export function schemaDiagnostics(
  issues: readonly Issue[],
  root: v.GenericSchema,
  document: unknown,
  prefix: readonly PathSegment[] = [],
): Diagnostic[] {
  const context: Context = { root, document };
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const top of issues) {
    for (const { issue, path } of flatten(top, prefix)) {
      const { code, message } = describe(issue, path, context);
      const formatted = formatPath(path);
      const key = `${code}|${formatted}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(diagnostic(code, message, { elementId: elementIdAt(path, document), path: formatted }));
    }
  }
  return out;
}
