import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMeasurer } from '../../../../engine/measure/index.js';
import type { Computed } from '../../../../engine/model/computed.js';
import { THEME_NAMES } from '../../../../engine/render/index.js';
import { SVG_ELEMENTS } from '../../../../engine/render/svg/writer.js';
import { loadFontsFromDisk } from '../../../../fonts/node.js';
import { fittedLabel, lineLabel, rawScene } from './fixtures/build.js';
import { checkWellFormed } from './xml-check.js';
import { draw as drawSvg } from '../../../support/draw.js';
import { laidOutScene, type NormalizedScene } from '../../../../engine/model/index.js';

/**
 * Hostile input, unvalidated (as if a caller skipped validateScene): markup, quotes, `]]>`,
 * control characters, right-to-left marks, emoji, lone surrogates and 10 KB strings in
 * titles, descriptions, labels, ids, colours, asset data and the stamp. The output must
 * always be well-formed XML with nothing active and nothing external in it.
 */

const fonts = await loadFontsFromDisk();
const m = createMeasurer(fonts);

const HOSTILE = [
  '<script>alert(1)</script>', '"><svg onload=alert(1)>', "' onmouseover='x'", ']]>', '<![CDATA[x]]>', '<!-- c -->', '<?xml x?>',
  '&amp;&#0;&#xD800;&bogus;', 'javascript:alert(1)', 'url(https://evil.example/x)', 'href="http://evil"', '<foreignObject>',
  '\u202Eevil\u202C', 'שלום عربى', '😀👩‍👩‍👧', '\uD800', '\uDFFF', 'a\uD83Dz', '\u0000\u0001\u0008\u000B\u000C\u001F\u007F\u0085\uFFFE\uFFFF',
  '\t\n\r', 'x'.repeat(10 * 1024), '<'.repeat(5000),
];

const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
const hostileText = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string({ unit: codeUnit, maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.array(fc.constantFrom(...HOSTILE.slice(0, 20)), { maxLength: 4 }).map((parts) => parts.join('')),
);

interface Hostile {
  title: string;
  description: string;
  brief: string;
  ids: [string, string, string, string];
  labels: [string, string, string];
  colours: [string, string, string];
  assetData: string;
  mimeType: string;
  stamp: string;
  icon: string;
  theme: (typeof THEME_NAMES)[number] | undefined;
}

const hostile: fc.Arbitrary<Hostile> = fc.record({
  title: hostileText,
  description: hostileText,
  brief: hostileText,
  ids: fc.tuple(hostileText, hostileText, hostileText, hostileText),
  labels: fc.tuple(hostileText, hostileText, hostileText),
  colours: fc.tuple(hostileText, hostileText, hostileText),
  assetData: hostileText,
  mimeType: fc.constantFrom('image/png', 'image/svg+xml', 'text/html', '"><script>'),
  stamp: hostileText,
  icon: fc.oneof(fc.constantFrom('server', 'aws:amplify', 'gcp:bigquery', 'https://evil.example/i.svg', 'javascript:alert(1)'), hostileText),
  theme: fc.constantFrom(undefined, ...THEME_NAMES),
});

function draw(h: Hostile): string {
  const [nodeId, edgeId, textId, imageId] = h.ids;
  const [nodeLabel, edgeLabel, textLabel] = h.labels;
  const [fill, stroke, canvas] = h.colours;
  const scene = rawScene([
    { kind: 'node', id: nodeId, nodeType: 'service', shape: nodeLabel, label: nodeLabel, icon: h.icon, style: { fill, stroke, textColor: canvas, dash: [1, 2] } },
    { kind: 'edge', id: edgeId, from: { elementId: nodeId }, to: { elementId: nodeId }, label: edgeLabel, edgeType: edgeLabel, style: { labelBackground: fill } },
    { kind: 'text', id: textId, text: textLabel, style: { fill: canvas } },
    { kind: 'image', id: imageId, assetRef: textLabel },
    { kind: 'frame', id: `${nodeId}-frame`, title: h.title, containerType: edgeLabel, children: [nodeId], style: textLabel },
  ], {
    scene: { id: h.ids[0], title: h.title, description: h.description, brief: h.brief, canvas: { background: canvas } },
    palette: { nodeFill: stroke, foreground: fill, mutedForeground: canvas },
    styles: { [textLabel]: { fill: stroke } },
    assets: { [textLabel]: { mimeType: h.mimeType, data: h.assetData } },
  });
  const box = { x: 10, y: 10, width: 120, height: 50 };
  const computed: Computed = {
    version: 1,
    canvas: { x: 0, y: 0, width: 400, height: 300 },
    bands: [{ nodeType: nodeLabel, title: fittedLabel(m, h.title, box), box, members: [nodeId] }],
    elements: {
      [nodeId]: { kind: 'node', box, shape: nodeLabel, label: { ...fittedLabel(m, nodeLabel, box), font: 'sans' }, ports: [{ id: edgeLabel, side: 'left', x: 10, y: 30 }], icon: { key: nodeLabel, box } },
      [edgeId]: { kind: 'edge', from: nodeId, to: nodeId, router: 'curved', points: [{ x: 130, y: 30 }, { x: 200, y: 30 }, { x: 200, y: 100 }, { x: 70, y: 60 }], selfLoop: true, label: lineLabel(m, edgeLabel, { x: 200, y: 60 }) },
      [textId]: { kind: 'text', box: { x: 10, y: 200, width: 200, height: 30 }, label: { ...fittedLabel(m, textLabel, box), font: textLabel as 'sans' } },
      [imageId]: { kind: 'image', box: { x: 250, y: 200, width: 40, height: 40 } },
      [`${nodeId}-frame`]: { kind: 'frame', box: { x: 0, y: 0, width: 200, height: 120 }, containerType: edgeLabel, title: fittedLabel(m, h.title, box) },
    },
  };
  return drawSvg(laidOutScene(scene as NormalizedScene, computed), fonts, { stamp: h.stamp, ...(h.theme === undefined ? {} : { theme: h.theme }) });
}

/** Every attribute the renderer writes; hostile input must not add any. */
const KNOWN_ATTRIBUTES = new Set([
  'xmlns', 'width', 'height', 'viewBox', 'role', 'aria-label', 'id', 'opacity', 'd', 'fill', 'fill-opacity', 'stroke', 'stroke-opacity',
  'stroke-width', 'stroke-dasharray', 'stroke-linecap', 'stroke-linejoin', 'x', 'y', 'rx', 'href', 'preserveAspectRatio',
  'font-family', 'font-size', 'font-weight', 'font-style', 'text-anchor', 'xml:space',
  // Icons: <use> and the bundled icon data in <symbol>s.
  'color', 'offset', 'stop-color', 'stop-opacity', 'cx', 'cy', 'r', 'ry', 'mask', 'fill-rule', 'clip-rule', 'points',
  'x1', 'x2', 'y1', 'y2', 'gradientUnits', 'gradientTransform', 'transform',
]);

function checkSafe(svg: string): void {
  // Anywhere at all, text included: a `<` in data is always escaped.
  expect(svg).not.toMatch(/<script|<foreignObject|<!|<\?/i);
  const elements = checkWellFormed(svg);
  for (const element of elements) {
    expect(SVG_ELEMENTS.has(element.name), element.name).toBe(true);
    for (const [name, value] of Object.entries(element.attributes)) {
      expect(KNOWN_ATTRIBUTES.has(name), name).toBe(true);
      if (name === 'href') expect(value).toMatch(/^(#|data:image\/(png|jpeg|gif|webp);base64,)/);
      if (name !== 'aria-label' && name !== 'xmlns') {
        expect(value).not.toMatch(/javascript:|https?:|url\((?!#)/i);
      }
    }
  }
  // The markup itself, with text content and attribute values (data, escaped, checked above) blanked out.
  const markup = svg.replace(/>[^<]*</g, '><').replace(/="[^"]*"/g, '=""');
  expect(markup).not.toMatch(/<script|\son[a-z]+=|foreignObject|javascript:|href="http/i);
  expect(elements[0]?.attributes.xmlns).toBe('http://www.w3.org/2000/svg');
}

describe('renderSvg under hostile input', () => {
  it('always writes well-formed XML with nothing active or external in it', () => {
    fc.assert(fc.property(hostile, (h) => checkSafe(draw(h))), { numRuns: 150, seed: 20261121 });
  });

  it('survives each hostile sample in every field at once', () => {
    for (const text of HOSTILE) {
      for (const theme of [undefined, ...THEME_NAMES]) {
        checkSafe(draw({ title: text, description: text, brief: text, ids: [text, `${text}e`, `${text}t`, `${text}i`], labels: [text, text, text], colours: [text, text, text], assetData: text, mimeType: 'image/png', stamp: text, icon: text, theme }));
      }
    }
  });
});
