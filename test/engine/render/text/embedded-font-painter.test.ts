import { fileURLToPath } from 'node:url';
import { parse } from 'opentype.js/dist/opentype.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFontsFromDisk } from '../../../../fonts/node.js';
import { createMeasurer, type FontBytes } from '../../../../engine/measure/index.js';
import { createTextPainter } from '../../../../engine/render/text/index.js';
import { CLEAN } from '../../../../engine/render/themes/clean.js';
import { SKETCH } from '../../../../engine/render/themes/sketch.js';
import { matchGoldenSvg } from '../../../support/golden.js';
import { SAMPLE_LAYOUTS, sampleSvg } from './sample-layouts.js';

const GOLDEN = fileURLToPath(new URL('../../../golden/text/painter.exp.svg', import.meta.url));
const INK = '#111827';
const MUTED = '#6b7280';

let fonts: FontBytes;
beforeAll(async () => {
  fonts = await loadFontsFromDisk();
});

function paint(name: keyof typeof SAMPLE_LAYOUTS, theme = CLEAN): { markup: string; defs: string } {
  const painter = createTextPainter(theme, fonts);
  const sample = SAMPLE_LAYOUTS[name];
  if (sample === undefined) throw new Error(name);
  const markup = painter.layout(sample, INK, MUTED);
  return { markup, defs: painter.definitions() };
}

/** The embedded subset fonts of some definitions, parsed back, with their @font-face descriptors. */
function embeddedFonts(defs: string): Array<{ family: string; style: string; weight: string; range: string; glyphs: number; unitsPerEm: number }> {
  return [...defs.matchAll(/@font-face\{font-family:"([^"]+)";font-style:(\w+);font-weight:(\d+);unicode-range:([^;]+);src:url\(data:font\/otf;base64,([^)]+)\)/g)].map((m) => {
    const font = parse(Uint8Array.from(Buffer.from(m[5] ?? '', 'base64')));
    return { family: m[1] ?? '', style: m[2] ?? '', weight: m[3] ?? '', range: m[4] ?? '', glyphs: (font as unknown as { numGlyphs: number }).numGlyphs, unitsPerEm: font.unitsPerEm };
  });
}

describe('the embedded-font text painter', () => {
  it('draws each run as <text> at its anchor and baseline, in the bundled family', () => {
    expect(paint('start').markup).toBe(`<text x="10" y="20" font-family="Inter" font-size="14" fill="${INK}">Service 42</text>`);
    expect(paint('middle').markup).toContain('x="150" y="40" text-anchor="middle"');
    expect(paint('end').markup).toContain('text-anchor="end" font-family="JetBrains Mono" font-size="12"');
  });

  it('draws bold runs with the bold face and italic ones (bold too) with the italic face', () => {
    expect(paint('bold').markup).toContain('font-weight="bold"');
    const both = paint('boldItalic');
    expect(both.markup).toContain('font-style="italic"');
    expect(both.markup).not.toContain('font-weight');
    expect(embeddedFonts(both.defs).map((f) => `${f.style}/${f.weight}`)).toEqual(['italic/400']);
  });

  it('mutes guard and action runs and sets the action in italic', () => {
    const runs = paint('tiered').markup.split('</text>').filter((part) => part !== '');
    expect(runs[0]).toContain(`fill="${INK}"`);
    expect(runs[1]).toContain(`fill="${MUTED}"`);
    expect(runs[2]).toContain(`fill="${MUTED}"`);
    expect(runs[2]).toContain('font-style="italic"');
  });

  it('takes a character the face lacks from the next face of the fallback chain, and embeds it from there', () => {
    const { markup, defs } = paint('fallback');
    expect(markup).toContain('font-family="Inter, JetBrains Mono"');
    const mono = embeddedFonts(defs).find((f) => f.family === 'JetBrains Mono');
    expect(mono?.range).toContain('U+2200');
    expect(embeddedFonts(defs).find((f) => f.family === 'Inter')?.range).not.toContain('U+2200');
  });

  it('leaves out characters no bundled face has but keeps their advance, and keeps the full text in aria-label', () => {
    const { markup } = paint('missing');
    const text = markup.replace(/aria-label="[^"]*"/, '');
    expect(text).not.toMatch(/🚀|ש|ל|ו|ם/u);
    expect(markup).toContain('aria-label="ship 🚀 now שלום!"');
    const xs = [...markup.matchAll(/<tspan x="([\d.]+)">/g)].map((m) => Number(m[1]));
    expect(xs).toHaveLength(3);
    // "ship " is followed by the rocket (1 em); " now" starts where the measurer put it.
    const measured = createMeasurer(fonts).width('ship 🚀', { font: 'sans', size: 14, weight: 'normal' });
    expect((xs[1] ?? 0) - (xs[0] ?? 0)).toBeCloseTo(measured, 1);
    // The run stays centred on its anchor with the measured width.
    const width = createMeasurer(fonts).width('ship 🚀 now שלום!', { font: 'sans', size: 14, weight: 'normal' });
    expect(xs[0]).toBeCloseTo(150 - width / 2, 1);
  });

  it('keeps spaces that SVG would collapse, expands tabs like the measurer and escapes markup', () => {
    expect(paint('spaces').markup).toContain('xml:space="preserve">  indented  twice</text>');
    expect(paint('tab').markup).toContain('>key    value</text>');
    expect(paint('escaped').markup).toContain('>a &lt; b &amp; "c"</text>');
    expect(paint('start').markup).not.toContain('xml:space');
  });

  it("draws text measured in the default face in the theme's face", () => {
    const { markup, defs } = paint('start', SKETCH);
    expect(markup).toContain('font-family="Comic Neue"');
    expect(embeddedFonts(defs).map((f) => f.family)).toEqual(['Comic Neue']);
  });

  it('embeds one subset per face used, holding exactly the characters drawn', () => {
    const { defs } = paint('start');
    const [font] = embeddedFonts(defs);
    expect(embeddedFonts(defs)).toHaveLength(1);
    expect(font).toMatchObject({ family: 'Inter', style: 'normal', weight: '400', range: 'U+20,U+32,U+34,U+53,U+63,U+65,U+69,U+72,U+76', unitsPerEm: 2048 });
    // .notdef plus the nine distinct characters of "Service 42".
    expect(font?.glyphs).toBe(10);
    expect(defs.startsWith('<style>@font-face{')).toBe(true);
  });

  it('writes no definitions when it drew nothing', () => {
    const painter = createTextPainter(CLEAN, fonts);
    expect(painter.layout({ ...SAMPLE_LAYOUTS.start!, runs: [] }, INK, MUTED)).toBe('');
    expect(painter.definitions()).toBe('');
  });

  it('gives the same bytes every time (golden file; the browser test compares Chromium with it)', () => {
    const first = sampleSvg(createTextPainter(CLEAN, fonts));
    expect(sampleSvg(createTextPainter(CLEAN, fonts))).toBe(first);
    matchGoldenSvg(GOLDEN, first);
  });
});
