import { beforeAll, describe, expect, it } from 'vitest';
import { loadFontsFromDisk } from '../../../../fonts/node.js';
import type { ElementInput } from '../../../../schema/index.js';
import { layoutSequence } from '../../../../engine/layout/sequence/layout-sequence.js';
import { measureScene, type FontBytes } from '../../../../engine/measure/index.js';
import { bottom, contains, right } from '../../../../engine/geometry/index.js';
import { sceneIndex } from '../er/scene-index.js';
import { activation, actor, fragment, laidOut, lifeline, message, note } from './sequence-fixture.js';

let fonts: FontBytes;
beforeAll(async () => {
  fonts = await loadFontsFromDisk();
});

const scene: ElementInput[] = [
  actor('user', { label: 'User' }),
  lifeline('api', { label: 'API\nGateway' }),
  lifeline('db', { label: 'Database' }),
  message('m1', 'user', 'api', 'login [form ok] / submit'),
  activation('busy', { lifeline: 'api', from: 'm1', to: 'm4' }),
  message('m2', 'api', 'db', 'select user'),
  note('n1', ['api', 'db'], 'cached for 5 minutes'),
  message('m3', 'api', 'api', 'hash password'),
  message('m4', 'api', 'user', 'token', { edgeType: 'sequence.reply' }),
  fragment('f', 'alt [found]', ['m2', 'n1', 'm3']),
];

describe('sequence layout as a whole', () => {
  it('is deterministic: the same scene gives identical JSON, and the scene is not changed', () => {
    const index = sceneIndex(scene, { diagramFamily: 'sequence' });
    const before = JSON.stringify(index.scene);
    const first = JSON.stringify(layoutSequence(index, measureScene(index.scene, fonts)));
    const second = JSON.stringify(layoutSequence(sceneIndex(scene, { diagramFamily: 'sequence' }), measureScene(index.scene, fonts)));
    expect(second).toBe(first);
    expect(JSON.stringify(index.scene)).toBe(before);
    expect(JSON.parse(first)).toEqual(layoutSequence(index, measureScene(index.scene, fonts)));
  });

  it('lists every sequence element in document order, and fits the canvas to the content plus a 40 px margin', () => {
    const { output } = laidOut(fonts, scene);
    const { canvas, elements } = output.computed;
    expect(Object.keys(elements)).toEqual(scene.map((element) => element.id));
    const boxes = Object.values(elements).flatMap((e) => {
      if (e.kind === 'edge') return e.points.map((p) => ({ ...p, width: 0, height: 0 }));
      if (e.kind === 'node' && e.lifeline?.foot !== undefined) return [e.box, e.lifeline.foot];
      return 'box' in e ? [e.box] : [];
    });
    const minX = Math.min(...boxes.map((b) => b.x));
    const minY = Math.min(...boxes.map((b) => b.y));
    const maxX = Math.max(...boxes.map(right));
    const maxY = Math.max(...boxes.map(bottom));
    expect([minX, minY]).toEqual([40, 40]);
    // The canvas is whole pixels, rounded outward.
    expect(canvas).toEqual({ x: 0, y: 0, width: Math.ceil(maxX + 40), height: Math.ceil(maxY + 40) });
    expect(output.diagnostics).toEqual([]);
  });

  it('grows a declared canvas that is too small, and caps one far too large', () => {
    const small = laidOut(fonts, scene, { scene: { id: 'test', canvas: { width: 100, height: 100 } } });
    expect(small.output.diagnostics.map((d) => d.code)).toEqual(['CANVAS_AUTO_EXTENDED']);
    expect(small.output.diagnostics[0]!.data).toMatchObject({ declaredWidth: 100, declaredHeight: 100, extendedDimensions: ['width', 'height'] });
    const huge = laidOut(fonts, scene, { scene: { id: 'test', canvas: { width: 5000, height: 5000 } } });
    expect(huge.output.diagnostics.map((d) => d.code)).toEqual(['CANVAS_AUTO_TIGHTENED', 'CANVAS_AUTO_TIGHTENED']);
    expect(huge.output.computed.canvas.width).toBeLessThan(5000);
  });

  it('keeps other elements where the author put them and places the rest under the sequence', () => {
    const { output, node, edge } = laidOut(fonts, [
      lifeline('a'),
      lifeline('b'),
      message('m', 'a', 'b', 'hi'),
      note('n', 'b', 'see'),
      { kind: 'text', id: 'caption', text: 'Figure 1', layout: { mode: 'absolute', x: 500, y: 20, width: 120, height: 30 } },
      { kind: 'node', id: 'legend', nodeType: 'generic', label: 'Legend' },
      { kind: 'edge', id: 'link', from: { elementId: 'a' }, to: { elementId: 'n' } },
    ]);
    const caption = output.computed.elements.caption;
    expect(caption).toMatchObject({ kind: 'text', box: { x: 500, y: 20, width: 120, height: 30 } });
    expect(node('legend').box.y).toBeGreaterThan(node('a').lifeline!.foot!.y + node('a').lifeline!.foot!.height);
    expect(edge('link').points).toHaveLength(2);
    expect(output.computed.canvas.width).toBeGreaterThanOrEqual(620 + 40);
  });

  it('boxes a plain frame around the lifelines it lists (headers to feet), and places relative elements against the sequence', () => {
    const { frame, node, output } = laidOut(fonts, [
      lifeline('a'),
      lifeline('b'),
      lifeline('c'),
      message('m', 'a', 'c', 'hi'),
      { kind: 'frame', id: 'backend', title: 'Backend', containerType: 'boundary', children: ['b', 'c'] },
      { kind: 'text', id: 'hint', text: 'calls go right', layout: { mode: 'relative', place: { below: 'backend', gap: 10 } } },
    ]);
    const box = frame('backend').box;
    for (const id of ['b', 'c']) expect(contains(box, node(id).lifeline!.foot!)).toBe(true);
    expect(contains(box, node('a').box)).toBe(false);
    expect(frame('backend').title!.runs[0]!.text).toBe('Backend');
    const hint = output.computed.elements.hint;
    expect(hint?.kind === 'text' && hint.box.y).toBe(bottom(box) + 10);
  });
});
