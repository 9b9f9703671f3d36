import { describe, expect, it } from 'vitest';
import { compareSceneFields, sameSceneContent } from '../../../engine/compare/index.js';
import { hashScene } from '../../../engine/hash/index.js';
import { node, reverseKeys, scene } from './scene-builders.js';

const original = scene([node('a', 'A'), node('b', 'B')], { styles: { hot: { fill: '#f00' } } });

describe('sameSceneContent', () => {
  it('ignores key order and the drawing output, like the content hash', () => {
    const drawn = { ...reverseKeys(original), computed: { boxes: { a: { x: 1 } } } };
    expect(sameSceneContent(original, drawn)).toBe(true);
    expect(hashScene(drawn)).toBe(hashScene(original));
  });

  it('sees a changed title, a changed element and a changed order', () => {
    expect(sameSceneContent(original, { ...original, scene: { ...original.scene, title: 'New' } })).toBe(false);
    expect(sameSceneContent(original, scene([node('a', 'A!'), node('b', 'B')], { styles: { hot: { fill: '#f00' } } }))).toBe(false);
    expect(sameSceneContent(original, scene([node('b', 'B'), node('a', 'A')], { styles: { hot: { fill: '#f00' } } }))).toBe(false);
  });
});

describe('compareSceneFields', () => {
  it('lists header fields, settings and single styles that changed, sorted by path', () => {
    const after = scene([node('a', 'A')], {
      scene: { id: 'demo', title: 'Checkout', brief: 'How we take money' },
      diagramFamily: 'architecture',
      styles: { cold: { fill: '#00f' } },
    });
    expect(compareSceneFields(original, after)).toEqual([
      { path: 'diagramFamily', change: 'added', value: 'architecture' },
      { path: 'scene.brief', change: 'added', value: 'How we take money' },
      { path: 'scene.title', change: 'added', value: 'Checkout' },
      { path: 'styles.cold', change: 'added' },
      { path: 'styles.hot', change: 'removed' },
    ]);
    expect(compareSceneFields(after, after)).toEqual([]);
  });
});
