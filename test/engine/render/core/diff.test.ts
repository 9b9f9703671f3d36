import { describe, expect, it } from 'vitest';
import { createMeasurer, measureFooter } from '../../../../engine/measure/index.js';
import { createTextPainting, renderSvg } from '../../../../engine/render/index.js';
import { FOOTER_HEIGHT } from '../../../../engine/render/diff/footer.js';
import { loadFontsFromDisk } from '../../../../fonts/node.js';
import { diff, stamped } from './fixtures/hand-laid.js';
import { checkWellFormed, type XmlElement } from './xml-check.js';
import { draw } from '../../../support/draw.js';

const fonts = await loadFontsFromDisk();
const m = createMeasurer(fonts);
const { input, options } = diff(m);
const from = options.diff!.from;

const drawn = checkWellFormed(draw(input, fonts, { diff: { from } }));
const group = (id: string): XmlElement | undefined => drawn.find((el) => el.attributes.id === id);
const outline = (id: string): Record<string, string> => drawn[drawn.findIndex((el) => el.attributes.id === id) + 1]?.attributes ?? {};

describe('the colour diff (rule 10)', () => {
  it('outlines added elements in green, 3 px', () => {
    expect(outline('dsp-queue')).toMatchObject({ stroke: '#22c55e', 'stroke-width': '3' });
    expect(outline('dsp-api-queue')).toMatchObject({ stroke: '#22c55e', 'stroke-width': '3' });
  });

  it('outlines modified elements in amber, 3 px', () => {
    expect(outline('dsp-db')).toMatchObject({ stroke: '#f59e0b', 'stroke-width': '3' });
  });

  it('fades unchanged elements to 50%', () => {
    expect(group('dsp-api')?.attributes.opacity).toBe('0.5');
    expect(group('dsp-api-db')?.attributes.opacity).toBe('0.5');
  });

  it('draws removed elements from the older geometry, red, dashed, 2 px at 40%', () => {
    expect(group('dsp-cache')?.attributes.opacity).toBe('0.4');
    expect(outline('dsp-cache')).toMatchObject({ stroke: '#ef4444', 'stroke-width': '2', 'stroke-dasharray': '6 4' });
    expect(outline('dsp-cache').d?.startsWith('M228 160')).toBe(true);
    expect(outline('dsp-api-cache')).toMatchObject({ stroke: '#ef4444', 'stroke-dasharray': '6 4' });
  });

  it('adds a legend bottom-left in a strip under the drawing', () => {
    const svg = drawn[0]!.attributes;
    const height = input.computed.canvas.height + FOOTER_HEIGHT;
    expect(svg.height).toBe(String(height));
    const labels = drawn.filter((el) => el.name === 'text').slice(-4);
    expect(labels.map((el) => Number(el.attributes.y))).toEqual(Array(4).fill(input.computed.canvas.height + 16));
    expect(Number(labels[0]?.attributes.x)).toBeLessThan(40);
    const swatches = drawn.filter((el) => el.name === 'path').slice(-4).map((el) => el.attributes.stroke);
    expect(swatches).toEqual(['#22c55e', '#f59e0b', '#ef4444', '#334155']);
  });

  it('needs its legend measured (measureScene\'s footer): renderSvg measures nothing itself', () => {
    expect(() => renderSvg(input, { text: createTextPainting(fonts), diff: { from } })).toThrow(/measure it first/);
    // The legend in the theme's face: the blueprint theme draws it in JetBrains Mono.
    const footer = measureFooter(m, { legend: true });
    const blueprint = renderSvg(input, { text: createTextPainting(fonts), theme: 'blueprint', diff: { from }, footer });
    expect(blueprint).toMatch(/<text [^>]*font-family="JetBrains Mono[^"]*"[^>]*>Added<\/text>/);
  });

  it('is drawn only when asked', () => {
    const plain = draw(input, fonts);
    expect(plain).not.toMatch(/#22c55e|#f59e0b|#ef4444/);
    expect(plain).not.toContain('Unchanged');
  });
});

describe('the version stamp', () => {
  it('prints the address bottom-right in small muted text', () => {
    const stampCase = stamped(m);
    const elements = checkWellFormed(draw(stampCase.input, fonts, { ...stampCase.options }));
    const width = Number(elements[0]?.attributes.width);
    const stamp = elements[elements.length - 1]!;
    expect(stamp.attributes).toMatchObject({ 'text-anchor': 'end', 'font-size': '10', fill: '#6b7280' });
    expect(Number(stamp.attributes.x)).toBe(width - 8);
    expect(Number(elements[0]?.attributes.height)).toBe(stampCase.input.computed.canvas.height + FOOTER_HEIGHT);
  });

  it('widens a narrow canvas so the address fits', () => {
    const stampCase = stamped(m);
    const svg = draw(stampCase.input, fonts, { stamp: `https://dsp.example/v1/images/${'x'.repeat(80)}@1.svg` });
    expect(Number(checkWellFormed(svg)[0]?.attributes.width)).toBeGreaterThan(stampCase.input.computed.canvas.width);
  });

  it('is absent without options.stamp (previews)', () => {
    const stampCase = stamped(m);
    const svg = draw(stampCase.input, fonts);
    expect(svg).not.toContain('dsp.example');
    expect(checkWellFormed(svg)[0]?.attributes.height).toBe(String(stampCase.input.computed.canvas.height));
  });

  // Every version of every diagram has its own address; if its characters chose the
  // embedded font, no two stored versions could share the font the renderer cached.
  it('embeds the same font whatever the address, and a font that holds every address character', () => {
    const stampCase = stamped(m);
    const fontOf = (stamp: string) => /<style>(.*?)<\/style>/s.exec(draw(stampCase.input, fonts, { stamp }))?.[1];
    const first = fontOf('https://dsp.example/d/dgm_0aZ9bY8cX7dW6eV5fU4g@1');
    expect(first).toContain('@font-face');
    expect(fontOf('https://dsp.example/d/dgm_QrStUvWxYz12ABCDEFGH@27')).toBe(first);
    expect(fontOf('https://dsp.example/d/dgm_0aZ9bY8cX7dW6eV5fU4g@1')).toBe(first);
  });

  it('is escaped like any text', () => {
    const stampCase = stamped(m);
    expect(draw(stampCase.input, fonts, { stamp: '<b>&"' })).toContain('&lt;b&gt;&amp;"</text>');
  });
});
