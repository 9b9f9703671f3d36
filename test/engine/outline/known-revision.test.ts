import { describe, expect, it } from 'vitest';
import { knownRevisionView } from '../../../engine/outline/index.js';
import { edge, node, reverseKeys, scene } from '../compare/scene-builders.js';

const meta = { knownRevision: 2, revision: 5 };

const v2 = scene(
  [
    node('api', 'API', { x: 0, y: 0 }),
    node('db', 'Orders DB', { x: 300, y: 0 }),
    node('cache', 'Cache', { x: 300, y: 200 }),
    edge('e1', 'api', 'db', 'reads'),
    edge('e2', 'api', 'cache'),
  ],
  { scene: { id: 'demo', title: 'Checkout' }, constraints: [{ id: 'row', type: 'align', axis: 'y', elements: ['api', 'db'] }] },
);

describe('knownRevisionView', () => {
  it('answers unchanged when the content is the same, whatever the key order or drawing output', () => {
    expect(knownRevisionView(v2, v2, meta)).toEqual({ unchanged: true });
    expect(knownRevisionView(v2, { ...reverseKeys(v2), computed: { canvas: { width: 10 } } }, meta)).toEqual({ unchanged: true });
  });

  it('gives one line per changed element in the outline format, with scene-level lines first', () => {
    const v5 = scene(
      [
        node('api', 'API', { x: 40, y: 0 }),
        node('db', 'Orders database', { x: 300, y: 0 }),
        node('queue', 'Jobs "fast"', { x: 0, y: 300 }),
        edge('e1', 'api', 'db', 'reads'),
        edge('e3', 'api', 'queue'),
      ],
      {
        scene: { id: 'demo', title: 'Checkout v2', brief: 'Orders flow' },
        styles: { hot: { fill: '#f00' } },
        constraints: [{ id: 'col', type: 'align', axis: 'x', elements: ['api', 'queue'] }],
      },
    );
    expect(knownRevisionView(v2, v5, meta)).toEqual({
      unchanged: false,
      knownRevision: 2,
      revision: 5,
      summary: { added: 2, removed: 2, modified: 2 },
      lines: [
        '+ @scene.brief "Orders flow"',
        '~ @scene.title "Checkout v2"',
        '+ @styles.hot',
        '+ @constraints.col [align]',
        '- @constraints.row [align]',
        '~ api [service] "API" (changed: layout)',
        '~ db [service] "Orders database" (changed: label)',
        '+ queue [service] "Jobs \\"fast\\""',
        '+ e3: api -> queue',
        '- cache [service] "Cache"',
        '- e2: api -> cache',
      ],
    });
  });

  it('reports a removed brief and a style edit on an element', () => {
    const withBrief = scene([node('a', 'A')], { scene: { id: 'demo', brief: 'old' } });
    const restyled = scene([node('a', 'A', { style: { stroke: '#333' } })], { scene: { id: 'demo' } });
    expect(knownRevisionView(withBrief, restyled, meta)).toMatchObject({
      unchanged: false,
      lines: ['- @scene.brief', '~ a [service] "A" (changed: style)'],
    });
  });

  it('says when only an element\'s place in the document changed', () => {
    const swapped = { ...v2, elements: [v2.elements[0], v2.elements[1], v2.elements[2], v2.elements[4], v2.elements[3]].filter((e) => e !== undefined) };
    expect(knownRevisionView(v2, swapped, meta)).toMatchObject({ unchanged: false, lines: ['~ e2: api -> cache (changed: order)'] });
  });
});
