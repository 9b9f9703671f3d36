import { diagnostic, formatPath, type Diagnostic, type PathSegment } from '../../model/index.js';

function hasLoneSurrogate(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
      else return true;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return true;
    }
  }
  return false;
}

const MAX_REPORTS = 20;
/** Deeper JSON than this is refused before anything recurses over it. */
export const MAX_JSON_DEPTH = 64;

/**
 * Checks of the JSON text itself, wherever it sits (free-form metadata included):
 * INVALID_UNICODE for a lone surrogate (legal in JSON, not in Unicode: it cannot be hashed
 * canonically or drawn) and JSON_TOO_DEEP for nesting that recursive code should not meet.
 */
export function checkJsonText(document: unknown): Diagnostic[] {
  const out: Diagnostic[] = [];
  // One path, pushed and popped as the walk goes, formatted only for a report: every value
  // of the document is visited, and a fresh path array per value was garbage to collect.
  walk(document, [], out);
  return out;
}

/**
 * One value and everything under it. A module function rather than a closure per call, and
 * keys read with for-in (own keys of a parsed document) rather than an Object.keys array per object.
 */
function walk(value: unknown, path: PathSegment[], out: Diagnostic[]): void {
  if (out.length >= MAX_REPORTS) return;
  if (path.length > MAX_JSON_DEPTH) {
    out.push(diagnostic('JSON_TOO_DEEP', `${formatPath(path)} is nested more than ${MAX_JSON_DEPTH} levels deep; flatten it`, { path: formatPath(path) }));
    return;
  }
  if (typeof value === 'string') {
    if (hasLoneSurrogate(value)) out.push(diagnostic('INVALID_UNICODE', `${formatPath(path)} holds a lone UTF-16 surrogate; send valid Unicode text`, { path: formatPath(path) }));
  } else if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      path.push(i);
      walk(value[i], path, out);
      path.pop();
    }
  } else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key in record) {
      if (!Object.prototype.hasOwnProperty.call(record, key)) continue;
      if (hasLoneSurrogate(key)) {
        out.push(diagnostic('INVALID_UNICODE', `${formatPath(path)} has a key with a lone UTF-16 surrogate; send valid Unicode text`, { path: formatPath(path) }));
        continue;
      }
      path.push(key);
      walk(record[key], path, out);
      path.pop();
    }
  }
}
