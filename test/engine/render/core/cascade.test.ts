import { describe, expect, it } from 'vitest';
import type { ElementInput, SceneDocumentInput } from '../../../../schema/index.js';
import { chooseTheme, THEMES } from '../../../../engine/render/index.js';
import { canvasBackground, resolveStyle } from '../../../../engine/render/style/cascade.js';
import { loadFontsFromDisk } from '../../../../fonts/node.js';
import { laidOut, rawScene, sceneOf } from './fixtures/build.js';
import { draw } from '../../../support/draw.js';

const nodeWith = (style?: unknown): ElementInput => ({ kind: 'node', id: 'n', nodeType: 'service', ...(style === undefined ? {} : { style }) }) as ElementInput;

function styleOf(element: ElementInput, extra: Partial<SceneDocumentInput> = {}, theme = THEMES.clean): ReturnType<typeof resolveStyle> {
  const scene = sceneOf([element], extra);
  return resolveStyle(scene, scene.elements[0]!, theme);
}

describe('the style cascade (rule 1)', () => {
  it('takes the element style first, then the palette, then the theme', () => {
    const palette = { nodeFill: '#ecfeff', nodeStroke: '#0e7490' };
    expect(styleOf(nodeWith({ fill: '#fde68a' }), { palette }).fill).toBe('#fde68a');
    expect(styleOf(nodeWith(), { palette }).fill).toBe('#ecfeff');
    expect(styleOf(nodeWith(), { palette }).stroke).toBe('#0e7490');
    expect(styleOf(nodeWith()).fill).toBe(THEMES.clean.nodeFill);
    expect(styleOf(nodeWith(), {}, THEMES.blueprint).stroke).toBe(THEMES.blueprint.nodeStroke);
  });

  it('reads a named style from scene.styles, and ignores an unknown name', () => {
    const styles = { primary: { fill: '#1d4ed8', strokeWidth: 3 } };
    expect(styleOf(nodeWith('primary'), { styles })).toMatchObject({ fill: '#1d4ed8', strokeWidth: 3 });
    expect(styleOf(nodeWith('absent'), { styles }).fill).toBe(THEMES.clean.nodeFill);
  });

  it('uses scene defaults for stroke width and font size between the element and the theme', () => {
    const scene = { scene: { id: 's', defaults: { strokeWidth: 2, fontSize: 13 } } };
    expect(styleOf(nodeWith(), scene)).toMatchObject({ strokeWidth: 2, fontSize: 13 });
    expect(styleOf(nodeWith({ strokeWidth: 4, fontSize: 20 }), scene)).toMatchObject({ strokeWidth: 4, fontSize: 20 });
    expect(styleOf(nodeWith())).toMatchObject({ strokeWidth: THEMES.clean.strokeWidth, fontSize: THEMES.clean.fontSize });
  });

  it('gives each kind its palette colours: containers, edges, overlays', () => {
    const palette = { containerFill: '#f0fdf4', containerStroke: '#166534', edgeStroke: '#7c2d12', nodeFill: '#000000' };
    const frame = styleOf({ kind: 'frame', id: 'n', children: [] } as ElementInput, { palette });
    expect([frame.fill, frame.stroke]).toEqual(['#f0fdf4', '#166534']);
    const scene = sceneOf([nodeWith(), { kind: 'node', id: 'm', nodeType: 'service' }, { kind: 'edge', id: 'e', from: { elementId: 'n' }, to: { elementId: 'm' } }], { palette });
    expect(resolveStyle(scene, scene.elements[2]!, THEMES.clean).stroke).toBe('#7c2d12');
    const text = styleOf({ kind: 'text', id: 'n', text: 'x', layout: { mode: 'absolute', x: 1, y: 1, width: 10, height: 10 } } as ElementInput, { palette });
    expect([text.fill, text.stroke]).toEqual(['none', 'none']);
  });

  it('skips colours that do not parse, so they never reach the SVG', () => {
    const hostile = rawScene([{ kind: 'node', id: 'n', nodeType: 'service', style: { fill: 'red"/><script>alert(1)</script>', stroke: 'url(#x)' } }], { palette: { nodeStroke: 'javascript:1' } });
    const style = resolveStyle(hostile, hostile.elements[0]!, THEMES.clean);
    expect([style.fill, style.stroke]).toEqual([THEMES.clean.nodeFill, THEMES.clean.nodeStroke]);
  });

  it('puts edge labels on the scene background unless the edge sets its own', () => {
    const elements: ElementInput[] = [nodeWith(), { kind: 'node', id: 'm', nodeType: 'service' }, { kind: 'edge', id: 'e', from: { elementId: 'n' }, to: { elementId: 'm' } }];
    const on = (extra: Partial<SceneDocumentInput>): string | null => {
      const scene = sceneOf(elements, extra);
      return resolveStyle(scene, scene.elements[2]!, THEMES.clean).labelBackground;
    };
    expect(on({})).toBe(THEMES.clean.labelBackground);
    expect(on({ scene: { id: 's', canvas: { background: '#fafaf9' } } })).toBe('#fafaf9');
    expect(on({ palette: { background: 'ivory' } })).toBe('#fffff0');
  });
});

describe('contrasting text colour (rule 3)', () => {
  it('is black or white against a fill the element sets, when it sets no textColor', () => {
    expect(styleOf(nodeWith({ fill: '#1d4ed8' })).textColor).toBe('#ffffff');
    expect(styleOf(nodeWith({ fill: '#fde68a' })).textColor).toBe('#000000');
    expect(styleOf(nodeWith({ fill: '#1d4ed8', textColor: '#f472b6' })).textColor).toBe('#f472b6');
  });

  it('follows the palette foreground, else contrasts with a palette fill, else the theme foreground', () => {
    expect(styleOf(nodeWith(), { palette: { foreground: '#334155', nodeFill: '#111111' } }).textColor).toBe('#334155');
    expect(styleOf(nodeWith(), { palette: { nodeFill: '#111111' } }).textColor).toBe('#ffffff');
    expect(styleOf(nodeWith()).textColor).toBe(THEMES.clean.foreground);
    expect(styleOf(nodeWith(), {}, THEMES.dark).textColor).toBe(THEMES.dark.foreground);
  });
});

describe('theme choice (rule 2)', () => {
  const scene = (canvas?: string, palette?: string) => sceneOf([], {
    scene: { id: 's', ...(canvas === undefined ? {} : { canvas: { background: canvas } }) },
    ...(palette === undefined ? {} : { palette: { background: palette } }),
  });

  it('is dark without a requested theme when the canvas or palette background is under luminance 102', () => {
    expect(chooseTheme(scene('#101014')).name).toBe('dark');
    expect(chooseTheme(scene(undefined, 'rgb(20 20 20)')).name).toBe('dark');
    expect(chooseTheme(scene('#666666')).name).toBe('clean');
    expect(chooseTheme(scene()).name).toBe('clean');
  });

  it('is the requested theme whatever the background', () => {
    expect(chooseTheme(scene('#101014'), 'clean').name).toBe('clean');
    expect(chooseTheme(scene(), 'blueprint').name).toBe('blueprint');
  });

  it('keeps the scene background over the theme (rule 1)', async () => {
    expect(canvasBackground(scene('#fafaf9'), THEMES.dark)).toBe('#fafaf9');
    expect(canvasBackground(scene(), THEMES.blueprint)).toBe('#0d1b2a');
    const svg = draw(laidOut(scene('#101014'), {}, { canvas: { x: 0, y: 0, width: 10, height: 10 } }), await loadFontsFromDisk());
    expect(svg).toContain('<rect x="0" y="0" width="10" height="10" fill="#101014"/>');
  });
});
