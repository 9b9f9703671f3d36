import type { ElementValue } from '../../schema/index.js';
import { decodeCursor, encodeCursor, filterFingerprint } from './cursor.js';
import { selectNeighbourhood } from './element-filter.js';
import { elementLine } from './element-line.js';
import { countLine, headerLines } from './header-lines.js';
import { outlineOrder } from './outline-order.js';
import {
  DEFAULT_PAGE_SIZE,
  type OutlineErrorCode,
  type OutlineFailure,
  type OutlineInput,
  type OutlineOptions,
  type OutlineResult,
} from './outline-types.js';

/**
 * The outline view of one revision: header, key, brief, recent revisions, a count line,
 * then one line per element (see README.md). Long outlines come in pages of `pageSize`
 * element lines with a `nextCursor`; a bad cursor or an unknown filter id gives a failure
 * result, never a throw. Deterministic: the same input gives the same text.
 */
export function outlineText(input: OutlineInput, options: OutlineOptions = {}): OutlineResult {
  const { diagram, scene } = input;
  const requested = [...new Set(options.elements ?? [])];
  let shown: ElementValue[] = outlineOrder(scene.elements);
  if (requested.length > 0) {
    const selection = selectNeighbourhood(scene.elements, requested);
    if (!selection.ok) {
      return failure('ELEMENT_NOT_FOUND', `no element with id ${selection.unknownIds.join(', ')} in revision ${diagram.revision}`, selection.unknownIds);
    }
    shown = shown.filter((element) => selection.ids.has(element.id));
  }
  const lines = shown.map(elementLine);
  const fingerprint = filterFingerprint(requested);

  let offset = 0;
  if (options.cursor !== undefined) {
    const state = decodeCursor(options.cursor);
    if (state === undefined || state.d !== diagram.id) return failure('CURSOR_INVALID', 'this cursor does not belong to this outline; read again without it');
    if (state.r !== diagram.revision) {
      return failure('CURSOR_STALE', `this cursor is for revision ${state.r}, not ${diagram.revision}; read again without it`);
    }
    if (state.f !== fingerprint) return failure('CURSOR_INVALID', 'this cursor was made with another elements filter; pass the same elements as before');
    if (state.o >= lines.length) return failure('CURSOR_INVALID', 'this cursor points past the end of the outline; read again without it');
    offset = state.o;
  }

  const end = Math.min(lines.length, offset + pageSizeOf(options.pageSize));
  const head =
    offset === 0
      ? [...headerLines(input), countLine(scene.elements), ...(requested.length > 0 ? [filterLine(requested, lines.length, scene.elements.length)] : [])]
      : [`${diagram.id} rev ${diagram.revision} continued: element lines ${offset + 1}-${end} of ${lines.length}`];
  const text = [...head, ...lines.slice(offset, end)].join('\n');
  if (end >= lines.length) return { ok: true, text };
  return { ok: true, text, nextCursor: encodeCursor({ d: diagram.id, r: diagram.revision, f: fingerprint, o: end }) };
}

/** `filter: a, b and neighbours (7 of 120 elements)`: says the list below is partial. */
function filterLine(requested: readonly string[], shown: number, total: number): string {
  return `filter: ${requested.join(', ')} and neighbours (${shown} of ${total} elements)`;
}

function pageSizeOf(pageSize: number | undefined): number {
  return pageSize !== undefined && Number.isFinite(pageSize) && pageSize >= 1 ? Math.floor(pageSize) : DEFAULT_PAGE_SIZE;
}

function failure(code: OutlineErrorCode, message: string, unknownIds?: string[]): OutlineFailure {
  return unknownIds === undefined ? { ok: false, code, message } : { ok: false, code, message, unknownIds };
}
