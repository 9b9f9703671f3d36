import { formatPath } from '../../../engine/index.js';
import { ServiceError } from '../../ports/index.js';

/**
 * How deeply a request body may nest (the body itself is level 1). A valid scene nests at
 * most 64 levels (the engine's JSON_TOO_DEEP rule) and the deepest envelope adds a few, so
 * no valid request comes near it; recursive code (canonical JSON, hashing, the schema
 * walk) meets nothing deeper. 20,000 levels used to overflow the stack: 500 INTERNAL.
 */
export const MAX_BODY_DEPTH = 100;

// In a /u pattern a well-formed surrogate pair is one code point, so only lone halves match.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

type Segment = string | number;

function tooDeep(path: readonly Segment[]): ServiceError {
  return new ServiceError(400, 'JSON_TOO_DEEP', `The request body is nested more than ${MAX_BODY_DEPTH} levels deep (at ${formatPath(path)}); flatten it.`, {
    path: formatPath(path),
    maximumDepth: MAX_BODY_DEPTH,
  });
}

function notFinite(path: readonly Segment[]): ServiceError {
  const where = formatPath(path);
  return new ServiceError(
    400,
    'NUMBER_OUT_OF_RANGE',
    `${where} is a number beyond a 64-bit float (it reads as Infinity); send numbers between -1.7976931348623157e308 and 1.7976931348623157e308.`,
    { path: where },
  );
}

function loneSurrogate(path: readonly Segment[], inKey: boolean): ServiceError {
  const where = formatPath(path);
  const what = inKey ? `${where} has a field name that holds` : `${where} holds`;
  return new ServiceError(
    400,
    'INVALID_UNICODE',
    `${what} a lone UTF-16 surrogate (an unpaired \\ud800-\\udfff escape), which is not Unicode text; pair it or remove it.`,
    { path: where },
  );
}

/**
 * Throws 400 unless a parsed JSON value is something every later stage can take: nested at
 * most MAX_BODY_DEPTH levels (JSON_TOO_DEEP), with finite numbers (NUMBER_OUT_OF_RANGE:
 * JSON.parse reads 1e999 as Infinity, which canonical JSON refuses and JSON.stringify
 * writes as null) and well-formed Unicode in every string and field name (INVALID_UNICODE:
 * RFC 8785, which our hashes use, has no form for a lone surrogate). Each error names the
 * first offending place. The walk recurses at most MAX_BODY_DEPTH deep.
 */
export function requireWellFormedJson(value: unknown): void {
  const path: Segment[] = [];
  const walk = (node: unknown, depth: number): void => {
    if (typeof node === 'string') {
      if (LONE_SURROGATE.test(node)) throw loneSurrogate(path, false);
      return;
    }
    if (typeof node === 'number') {
      if (!Number.isFinite(node)) throw notFinite(path);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    if (depth > MAX_BODY_DEPTH) throw tooDeep(path);
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        path.push(i);
        walk(node[i], depth + 1);
        path.pop();
      }
      return;
    }
    for (const [key, item] of Object.entries(node)) {
      if (LONE_SURROGATE.test(key)) throw loneSurrogate(path, true);
      path.push(key);
      walk(item, depth + 1);
      path.pop();
    }
  };
  walk(value, 1);
}
