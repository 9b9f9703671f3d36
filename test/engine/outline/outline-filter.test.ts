import { describe, expect, it } from 'vitest';
import { outlineText, type OutlineResult } from '../../../engine/outline/index.js';
import { edge, node, scene } from '../compare/scene-builders.js';
import { outlineInput } from './outline-fixtures.js';

// a -> b -> c -> e, a -> c, a -> e; d stands alone; frame F holds c and d.
const graph = scene([
  node('a', 'A'),
  node('b', 'B'),
  node('c', 'C'),
  node('d', 'D'),
  node('e', 'E'),
  { kind: 'frame', id: 'F', children: ['c', 'd'] },
  edge('ab', 'a', 'b'),
  edge('bc', 'b', 'c'),
  edge('ce', 'c', 'e'),
  edge('ac', 'a', 'c'),
  edge('ae', 'a', 'e'),
]);

/** The element lines of a filtered outline: everything after the filter line. */
function elementLines(result: OutlineResult): string[] {
  if (!result.ok) throw new Error(`expected a page, got ${result.code}`);
  const lines = result.text.split('\n');
  const filterAt = lines.findIndex((line) => line.startsWith('filter: '));
  return lines.slice(filterAt + 1);
}

const show = (...elements: string[]) => elementLines(outlineText(outlineInput(graph), { elements }));

describe('outline elements filter', () => {
  it('shows a node, its neighbours and every edge among them', () => {
    expect(show('b')).toEqual(['a [service] "A"', 'b [service] "B"', 'c [service] "C"', 'ab: a -> b', 'bc: b -> c', 'ac: a -> c']);
  });

  it('says the list is partial, while the count line still counts the whole scene', () => {
    const result = outlineText(outlineInput(graph), { elements: ['b'] });
    const lines = result.ok ? result.text.split('\n') : [];
    expect(lines).toContain('5 nodes, 5 edges, 1 frame');
    expect(lines).toContain('filter: b and neighbours (6 of 11 elements)');
  });

  it('shows the frame that holds a listed node, but not the frame\'s other members', () => {
    expect(show('e')).toEqual(['a [service] "A"', 'c [service] "C"', 'e [service] "E"', 'ce: c -> e', 'ac: a -> c', 'ae: a -> e']);
    expect(show('d')).toEqual(['d [service] "D"', 'F [frame] {c, d}']);
  });

  it('shows a listed frame with its members', () => {
    expect(show('F')).toEqual(['c [service] "C"', 'd [service] "D"', 'F [frame] {c, d}']);
  });

  it('shows a listed edge with its two ends', () => {
    expect(show('ae')).toEqual(['a [service] "A"', 'e [service] "E"', 'ae: a -> e']);
  });

  it('treats repeated ids once and an empty list as no filter', () => {
    expect(show('b', 'b')).toEqual(show('b'));
    expect(outlineText(outlineInput(graph), { elements: [] })).toEqual(outlineText(outlineInput(graph)));
  });

  it('refuses unknown ids and names each of them once', () => {
    expect(outlineText(outlineInput(graph), { elements: ['b', 'zz', 'yy', 'zz'] })).toEqual({
      ok: false,
      code: 'ELEMENT_NOT_FOUND',
      message: 'no element with id zz, yy in revision 3',
      unknownIds: ['zz', 'yy'],
    });
  });
});
