/**
 * Quoted glob patterns (`'docs/**\/*.mmd'`) for shells that do not expand them, and for
 * patterns longer than a command line. Node 20 has no fs.glob, and path.matchesGlob prints
 * an ExperimentalWarning, so the few forms docs folders need are translated here:
 * `**` (any folders), `*` and `?` (within one name), `{a,b}` and `[abc]`.
 */

const GLOB_CHARS = /[*?{}[\]]/;

export function isGlob(pattern: string): boolean {
  return GLOB_CHARS.test(pattern);
}

/** The folder a pattern's matches all live under: its leading parts without glob characters. */
export function globBase(pattern: string): string {
  const parts = pattern.split('/');
  const fixed: string[] = [];
  for (const part of parts.slice(0, -1)) {
    if (isGlob(part)) break;
    fixed.push(part);
  }
  if (fixed.length === 0) return '.';
  return fixed.join('/') || '/';
}

function escapeRegExp(text: string): string {
  return text.replace(/[.+^$()|\\]/g, '\\$&');
}

/** A bracket expression `[...]` from index i (at the "["), as a RegExp class, and where it ends. */
function bracket(pattern: string, i: number): { source: string; end: number } | undefined {
  const close = pattern.indexOf(']', i + 2);
  if (close === -1) return undefined;
  const body = pattern.slice(i + 1, close).replace(/^!/, '^').replace(/\\/g, '\\\\');
  return { source: `[${body}]`, end: close };
}

/** A glob as a RegExp over '/'-separated paths. */
export function globToRegExp(pattern: string): RegExp {
  let source = '';
  let braces = 0;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!;
    if (char === '*' && pattern[i + 1] === '*') {
      const slashAfter = pattern[i + 2] === '/';
      // "**/" matches zero or more whole folders; a trailing "**" anything below.
      source += slashAfter ? '(?:[^/]*/)*' : '.*';
      i += slashAfter ? 2 : 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else if (char === '{') {
      braces++;
      source += '(?:';
    } else if (char === '}' && braces > 0) {
      braces--;
      source += ')';
    } else if (char === ',' && braces > 0) source += '|';
    else if (char === '[' && bracket(pattern, i)) {
      const found = bracket(pattern, i)!;
      source += found.source;
      i = found.end;
    } else source += escapeRegExp(char);
  }
  return new RegExp(`^${source}$`);
}
