import { beforeAll, describe, expect, it } from 'vitest';
import { hoistSharedAttributes } from '../../../../engine/render/svg/hoist-attributes.js';
import { initRaster, renderPng } from '../../../../engine/raster/index.js';
import { loadRenderResources, type RenderResources } from '../../../../fonts/node.js';
import { decodePng } from '../../raster/decode-png.js';

const label = (x: number, text: string, fill = '#1f2937'): string =>
  `<text x="${x}" y="30" text-anchor="middle" font-family="Inter" font-size="14" fill="${fill}">${text}</text>`;
const box = (x: number, fill = '#ffffff'): string => `<g id="dsp-n${x}"><path d="M${x} 40H${x + 60}V80H${x}Z" fill="${fill}" stroke="#334155" stroke-width="1.5"/></g>`;

describe('hoistSharedAttributes', () => {
  it('writes the paint shared by a run of labels once, on a group around them', () => {
    const out = hoistSharedAttributes([label(20, 'a'), label(80, 'b'), label(140, 'c')]);
    expect(out).toBe('<g fill="#1f2937" font-family="Inter" font-size="14" text-anchor="middle"><text x="20" y="30">a</text><text x="80" y="30">b</text><text x="140" y="30">c</text></g>');
  });

  it('reaches into per-element groups, and starts a new run where the shared paint changes', () => {
    const out = hoistSharedAttributes([box(0), box(100), box(200, '#fee2e2'), box(300, '#fee2e2')]);
    expect(out).toBe(
      '<g fill="#ffffff" stroke="#334155" stroke-width="1.5"><g id="dsp-n0"><path d="M0 40H60V80H0Z"/></g><g id="dsp-n100"><path d="M100 40H160V80H100Z"/></g></g>' +
        '<g fill="#fee2e2" stroke="#334155" stroke-width="1.5"><g id="dsp-n200"><path d="M200 40H260V80H200Z"/></g><g id="dsp-n300"><path d="M300 40H360V80H300Z"/></g></g>',
    );
  });

  it('moves only what every drawing element carries with one value', () => {
    // The arrowhead has no stroke: stroke stays on the line, and fill differs, so nothing moves.
    const edge = (x: number): string => `<g id="e${x}"><path d="M${x} 0V50" fill="none" stroke="#475569" stroke-width="1.5"/><path d="M${x} 60L${x - 4} 50H${x + 4}Z" fill="#475569"/></g>`;
    const pieces = [edge(10), edge(20)];
    expect(hoistSharedAttributes(pieces)).toBe(pieces.join(''));
  });

  it('never moves an attribute past a group that sets its own, nor touches markup that draws from elsewhere', () => {
    const overridden = [`<g fill="#ff0000">${label(20, 'a')}</g>`, `<g fill="#ff0000">${label(80, 'b')}</g>`];
    const out = hoistSharedAttributes(overridden);
    expect(out).not.toContain('<g fill="#1f2937"');
    expect(out.match(/<text[^>]*fill="#1f2937"/g)).toHaveLength(2);
    const used = [`<use href="#icon" x="0" y="0"/>${label(20, 'a')}`, `<use href="#icon" x="50" y="0"/>${label(80, 'b')}`];
    expect(hoistSharedAttributes(used)).toBe(used.join(''));
  });

  it('reads names and keys whole: a key or element that only starts like a hoistable one stays', () => {
    // fill-opacity and stroke-dasharray are not fill and stroke; textPath is not text.
    const dashed = (x: number): string => `<path d="M${x} 0V9" fill="none" fill-opacity="0.5" stroke="#475569" stroke-dasharray="6 4"/>`;
    expect(hoistSharedAttributes([dashed(1), dashed(2)])).toBe(
      '<g fill="none" stroke="#475569"><path d="M1 0V9" fill-opacity="0.5" stroke-dasharray="6 4"/><path d="M2 0V9" fill-opacity="0.5" stroke-dasharray="6 4"/></g>',
    );
    const onPath = [`<text fill="#111111"><textPath href="#p">a</textPath></text>`, `<text fill="#111111"><textPath href="#p">b</textPath></text>`];
    expect(hoistSharedAttributes(onPath)).toBe(onPath.join(''));
  });

  it('leaves a lone piece as it was, and skips empty pieces', () => {
    expect(hoistSharedAttributes([label(20, 'a')])).toBe(label(20, 'a'));
    expect(hoistSharedAttributes(['', label(20, 'a'), ''])).toBe(label(20, 'a'));
  });

  describe('the picture', () => {
    let resources: RenderResources;
    beforeAll(async () => {
      resources = await loadRenderResources();
      await initRaster(resources.wasm);
    });

    it('is pixel for pixel the one drawn without hoisting, tspans and translucency included', async () => {
      const multiLine = (x: number): string =>
        `<text x="${x}" y="100" text-anchor="middle" font-family="Inter" font-size="14" fill="#1f2937"><tspan x="${x}" dy="0">two</tspan><tspan x="${x}" dy="16" fill="#dc2626">lines</tspan></text>`;
      const pieces = [box(10), box(90), box(170, '#dbeafe'), label(40, 'alpha'), label(120, 'beta'), label(200, 'gamma', '#2563eb'), multiLine(60), multiLine(160)];
      const page = (body: string): string => `<svg xmlns="http://www.w3.org/2000/svg" width="260" height="140" viewBox="0 0 260 140"><rect x="0" y="0" width="260" height="140" fill="#ffffff"/>${body}</svg>`;
      const hoisted = hoistSharedAttributes(pieces);
      expect(hoisted.length).toBeLessThan(pieces.join('').length);
      const [a, b] = await Promise.all([page(hoisted), page(pieces.join(''))].map(async (svg) => decodePng(await renderPng(svg, { fonts: resources.fonts }))));
      expect(a!.width).toBe(b!.width);
      let differing = 0;
      for (let y = 0; y < a!.height; y++) for (let x = 0; x < a!.width; x++) if (a!.pixel(x, y).some((v, i) => v !== b!.pixel(x, y)[i])) differing++;
      expect(differing).toBe(0);
    });
  });
});
