import type { ElementValue } from '../../schema/index.js';
import type { OutlineInput } from './outline-types.js';
import { quoteText } from './quote-text.js';

/** Printed where a value is absent; never a valid id or key, and never quoted, so unambiguous. */
export const NONE = '(none)';

/** Hex digits of the content hash shown in the header: enough to tell versions apart by eye. */
const SHORT_HASH_DIGITS = 12;

/** `sha256:` plus the first 12 hex digits of the diagram hash. */
export function shortHash(hash: string): string {
  const hex = hash.startsWith('sha256:') ? hash.slice('sha256:'.length) : hash;
  return `sha256:${hex.slice(0, SHORT_HASH_DIGITS)}`;
}

/**
 * The lines before the count line:
 *   `<id> "<title>" rev <n> <createdAt> sha256:<12 hex>`   (title `(untitled)` when absent)
 *   `key: <key>` / `brief: "<brief>"`                     (`(none)` when absent)
 *   `recent: rev <n> <createdAt> "<message>"`             (one per revision; message optional)
 */
export function headerLines(input: OutlineInput): string[] {
  const { diagram, scene } = input;
  const title = diagram.title ?? scene.scene.title;
  const brief = diagram.brief ?? scene.scene.brief;
  const lines = [
    [diagram.id, title == null ? '(untitled)' : quoteText(title), `rev ${diagram.revision}`, diagram.createdAt, shortHash(diagram.hash)].join(' '),
    `key: ${diagram.key ?? NONE}`,
    `brief: ${brief == null ? NONE : quoteText(brief)}`,
  ];
  if (input.recentRevisions.length === 0) lines.push(`recent: ${NONE}`);
  for (const entry of input.recentRevisions) {
    const message = entry.message == null ? '' : ` ${quoteText(entry.message)}`;
    lines.push(`recent: rev ${entry.revision} ${entry.createdAt}${message}`);
  }
  return lines;
}

/** Kinds other than node and edge, in the order the count line names them (only when present). */
const OTHER_KINDS = [
  ['frame', 'frame', 'frames'],
  ['group', 'group', 'groups'],
  ['text', 'text', 'texts'],
  ['image', 'image', 'images'],
  ['guide', 'guide', 'guides'],
] as const;

function counted(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** `3 nodes, 2 edges` plus `, 1 frame, 2 groups, ...` for the other kinds present, over the whole scene. */
export function countLine(elements: readonly ElementValue[]): string {
  const count = (kind: ElementValue['kind']) => elements.filter((e) => e.kind === kind).length;
  const parts = [counted(count('node'), 'node', 'nodes'), counted(count('edge'), 'edge', 'edges')];
  for (const [kind, one, many] of OTHER_KINDS) {
    const n = count(kind);
    if (n > 0) parts.push(counted(n, one, many));
  }
  return parts.join(', ');
}
