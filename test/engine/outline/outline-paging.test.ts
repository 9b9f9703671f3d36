import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ElementInput } from '../../../schema/index.js';
import { outlineText, type OutlineInput, type OutlinePage } from '../../../engine/outline/index.js';
import { edge, node, scene } from '../compare/scene-builders.js';
import { outlineInput } from './outline-fixtures.js';

// The largest scene DSP allows: 600 nodes and 400 edges.
const big = scene([
  ...Array.from({ length: 600 }, (_, i): ElementInput => node(`n${i}`, `Node ${i}`)),
  ...Array.from({ length: 400 }, (_, i): ElementInput => edge(`e${i}`, `n${i}`, `n${i + 1}`)),
]);

const HEADER_LINES = 6; // title, key, brief, two recent, count

function page(result: ReturnType<typeof outlineText>): OutlinePage {
  if (!result.ok) throw new Error(`expected a page, got ${result.code}: ${result.message}`);
  return result;
}

/** Reads every page, following nextCursor, and returns them in order. */
function readAll(input: OutlineInput, options: { pageSize?: number; elements?: string[] } = {}): OutlinePage[] {
  const pages = [page(outlineText(input, options))];
  for (let cursor = pages[0]?.nextCursor; cursor !== undefined; cursor = pages[pages.length - 1]?.nextCursor) {
    pages.push(page(outlineText(input, { ...options, cursor })));
    if (pages.length > 2000) throw new Error('cursor does not advance');
  }
  return pages;
}

describe('outline paging', () => {
  const full = page(outlineText(outlineInput(big), { pageSize: 5000 }));
  const allLines = full.text.split('\n').slice(HEADER_LINES);

  it('shows everything on one page when it fits', () => {
    expect(full.nextCursor).toBeUndefined();
    expect(allLines).toHaveLength(1000);
    expect(allLines[0]).toBe('n0 [service] "Node 0"');
    expect(allLines[999]).toBe('e399: n399 -> n400');
  });

  it('pages 1,000 elements by the default 200 lines; the pages join to the full list', () => {
    const pages = readAll(outlineInput(big));
    expect(pages).toHaveLength(5);
    const first = pages[0]?.text.split('\n') ?? [];
    expect(first.slice(0, HEADER_LINES)).toEqual(full.text.split('\n').slice(0, HEADER_LINES));
    expect(pages[1]?.text.split('\n')[0]).toBe('dgm_7Hq2kX rev 3 continued: element lines 201-400 of 1000');
    const joined = [first.slice(HEADER_LINES), ...pages.slice(1).map((p) => p.text.split('\n').slice(1))];
    expect(joined.map((lines) => lines.length)).toEqual([200, 200, 200, 200, 200]);
    expect(joined.flat()).toEqual(allLines);
  });

  it('joins without gaps or repeats for a page size that does not divide the list', () => {
    const pages = readAll(outlineInput(big), { pageSize: 7 });
    expect(pages).toHaveLength(143);
    const joined = pages.flatMap((p, i) => p.text.split('\n').slice(i === 0 ? HEADER_LINES : 1));
    expect(joined).toEqual(allLines);
    expect(new Set(joined).size).toBe(1000);
    expect(pages[142]?.text.split('\n')[0]).toBe('dgm_7Hq2kX rev 3 continued: element lines 995-1000 of 1000');
  });

  it('pages a filtered outline within the filter', () => {
    const elements = ['n10', 'n300'];
    const pages = readAll(outlineInput(big), { elements, pageSize: 3 });
    const joined = pages.flatMap((p, i) => p.text.split('\n').slice(i === 0 ? HEADER_LINES + 1 : 1));
    expect(joined).toEqual([
      'n9 [service] "Node 9"', 'n10 [service] "Node 10"', 'n11 [service] "Node 11"',
      'n299 [service] "Node 299"', 'n300 [service] "Node 300"', 'n301 [service] "Node 301"',
      'e9: n9 -> n10', 'e10: n10 -> n11', 'e299: n299 -> n300', 'e300: n300 -> n301',
    ]);
  });
});

describe('outline paging property', () => {
  const small = scene([
    ...Array.from({ length: 40 }, (_, i): ElementInput => node(`n${i}`, `Node ${i}`)),
    ...Array.from({ length: 30 }, (_, i): ElementInput => edge(`e${i}`, `n${i}`, `n${(i * 7) % 40}`)),
  ]);
  const ids = small.elements.map((e) => e.id);

  it('for any page size and filter, the pages join to the unpaged element lines', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 80 }), fc.subarray(ids, { maxLength: 4 }), (pageSize, elements) => {
        const headerLines = HEADER_LINES + (elements.length > 0 ? 1 : 0);
        const whole = page(outlineText(outlineInput(small), { elements, pageSize: 1000 })).text.split('\n').slice(headerLines);
        const pages = readAll(outlineInput(small), { elements, pageSize });
        expect(pages).toHaveLength(Math.max(1, Math.ceil(whole.length / pageSize)));
        expect(pages.flatMap((p, i) => p.text.split('\n').slice(i === 0 ? headerLines : 1))).toEqual(whole);
      }),
    );
  });
});

describe('outline cursors that are refused', () => {
  const next = page(outlineText(outlineInput(big))).nextCursor ?? '';

  it('refuses a cursor from an earlier revision as stale', () => {
    const result = outlineText(outlineInput(big, 4), { cursor: next });
    expect(result).toMatchObject({ ok: false, code: 'CURSOR_STALE' });
    expect(result.ok ? '' : result.message).toContain('revision 3, not 4');
  });

  it('refuses text that is not a cursor, without throwing', () => {
    for (const cursor of ['', 'not a cursor', '!!!', 'eyJ4IjoxfQ', next.slice(0, -3), 'a'.repeat(5000)]) {
      expect(outlineText(outlineInput(big), { cursor })).toMatchObject({ ok: false, code: 'CURSOR_INVALID' });
    }
  });

  it('refuses a cursor made for another diagram or another filter', () => {
    expect(outlineText(outlineInput(big, 3, { id: 'dgm_other' }), { cursor: next })).toMatchObject({ ok: false, code: 'CURSOR_INVALID' });
    expect(outlineText(outlineInput(big), { cursor: next, elements: ['n1'] })).toMatchObject({ ok: false, code: 'CURSOR_INVALID' });
  });

  it('refuses a cursor past the end of the outline', () => {
    const pastEnd = btoa(JSON.stringify({ d: 'dgm_7Hq2kX', r: 3, f: '', o: 1000 })).replace(/=+$/, '');
    expect(outlineText(outlineInput(big), { cursor: pastEnd })).toMatchObject({ ok: false, code: 'CURSOR_INVALID' });
    const inside = btoa(JSON.stringify({ d: 'dgm_7Hq2kX', r: 3, f: '', o: 999 })).replace(/=+$/, '');
    expect(page(outlineText(outlineInput(big), { cursor: inside })).text.split('\n')[1]).toBe('e399: n399 -> n400');
  });
});
