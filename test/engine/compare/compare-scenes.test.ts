import { describe, expect, it } from 'vitest';
import { changeClassifier, compareScenes, elementChangeMap } from '../../../engine/compare/index.js';
import { edge, node, reverseKeys, scene } from './scene-builders.js';

const base = scene([
  node('api', 'API', { x: 0, y: 0 }),
  node('db', 'Orders DB', { x: 300, y: 0 }),
  node('cache', 'Cache', { x: 300, y: 200 }),
  edge('e1', 'api', 'db', 'reads'),
  edge('e2', 'api', 'cache'),
]);

describe('compareScenes', () => {
  it('finds nothing between a scene and itself, or the same scene with keys in another order', () => {
    const empty = { added: [], removed: [], modified: [], changedConstraintIds: [], summary: { added: 0, removed: 0, modified: 0 } };
    expect(compareScenes(base, base)).toEqual(empty);
    expect(compareScenes(base, reverseKeys(base))).toEqual(empty);
  });

  it('counts a move as a modification of that element only', () => {
    const moved = scene([
      node('api', 'API', { x: 0, y: 0 }),
      node('db', 'Orders DB', { x: 340, y: 20 }),
      node('cache', 'Cache', { x: 300, y: 200 }),
      edge('e1', 'api', 'db', 'reads'),
      edge('e2', 'api', 'cache'),
    ]);
    const result = compareScenes(base, moved);
    expect(result.modified).toEqual(['db']);
    expect(result.summary).toEqual({ added: 0, removed: 0, modified: 1 });
  });

  it('counts label edits on nodes and edges', () => {
    const relabelled = scene([
      node('api', 'API', { x: 0, y: 0 }),
      node('db', 'Orders database', { x: 300, y: 0 }),
      node('cache', 'Cache', { x: 300, y: 200 }),
      edge('e1', 'api', 'db', 'reads'),
      edge('e2', 'api', 'cache', 'warms'),
    ]);
    expect(compareScenes(base, relabelled).modified).toEqual(['db', 'e2']);
  });

  it('counts a style edit', () => {
    const styled = scene([
      node('api', 'API', { x: 0, y: 0, style: { fill: '#fde68a' } }),
      node('db', 'Orders DB', { x: 300, y: 0 }),
      node('cache', 'Cache', { x: 300, y: 200 }),
      edge('e1', 'api', 'db', 'reads'),
      edge('e2', 'api', 'cache'),
    ]);
    expect(compareScenes(base, styled).modified).toEqual(['api']);
  });

  it('lists deletions in the old document order and additions in the new one', () => {
    const edited = scene([
      node('queue', 'Queue', { x: 0, y: 300 }),
      node('api', 'API', { x: 0, y: 0 }),
      node('db', 'Orders DB', { x: 300, y: 0 }),
      edge('e1', 'api', 'db', 'reads'),
      edge('e3', 'api', 'queue'),
    ]);
    const result = compareScenes(base, edited);
    expect(result.removed).toEqual(['cache', 'e2']);
    expect(result.added).toEqual(['queue', 'e3']);
    expect(result.modified).toEqual([]);
    expect(result.summary).toEqual({ added: 2, removed: 2, modified: 0 });
  });

  it('counts an element moved in the document order (e.g. a sequence message) as modified', () => {
    const reordered = scene([
      node('api', 'API', { x: 0, y: 0 }),
      node('db', 'Orders DB', { x: 300, y: 0 }),
      node('cache', 'Cache', { x: 300, y: 200 }),
      edge('e2', 'api', 'cache'),
      edge('e1', 'api', 'db', 'reads'),
    ]);
    expect(compareScenes(base, reordered).modified).toEqual(['e2']);
  });

  it('reports constraints added, changed and removed without touching the element lists', () => {
    const before = scene([node('a', 'A'), node('b', 'B'), node('c', 'C')], {
      constraints: [
        { id: 'row', type: 'align', axis: 'y', elements: ['a', 'b'] },
        { id: 'gap', type: 'minGap', elements: ['a', 'c'], gap: 20 },
      ],
    });
    const after = scene([node('a', 'A'), node('b', 'B'), node('c', 'C')], {
      constraints: [
        { id: 'row', type: 'align', axis: 'y', elements: ['a', 'b', 'c'] },
        { id: 'col', type: 'align', axis: 'x', elements: ['a', 'c'] },
      ],
    });
    const result = compareScenes(before, after);
    expect(result.changedConstraintIds).toEqual(['col', 'row', 'gap']);
    expect(result.summary).toEqual({ added: 0, removed: 0, modified: 0 });
  });
});

describe('change classifier for the colour diff', () => {
  it('says added, removed, modified or unchanged per element id', () => {
    const edited = scene([
      node('api', 'API v2', { x: 0, y: 0 }),
      node('db', 'Orders DB', { x: 300, y: 0 }),
      node('queue', 'Queue'),
      edge('e1', 'api', 'db', 'reads'),
    ]);
    const comparison = compareScenes(base, edited);
    const changeOf = changeClassifier(comparison);
    expect(['api', 'db', 'queue', 'cache', 'e1', 'e2', 'nope'].map(changeOf)).toEqual([
      'modified', 'unchanged', 'added', 'removed', 'unchanged', 'removed', 'unchanged',
    ]);
    expect([...elementChangeMap(comparison)]).toEqual([['queue', 'added'], ['api', 'modified'], ['cache', 'removed'], ['e2', 'removed']]);
  });
});
