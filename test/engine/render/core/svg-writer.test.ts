import { describe, expect, it } from 'vitest';
import { escapeAttribute, escapeText, writableText } from '../../../../engine/render/svg/escape.js';
import { idScheme, idScope, svgIdFor, svgIdForDefinition } from '../../../../engine/render/svg/ids.js';
import { num, nums } from '../../../../engine/render/svg/num.js';
import { createDefs } from '../../../../engine/render/svg/defs.js';
import { attributes, element, group, textElement } from '../../../../engine/render/svg/writer.js';
import { checkWellFormed } from './xml-check.js';

describe('num()', () => {
  it('writes at most two decimals, without trailing zeros', () => {
    expect([1, 1.5, 1.25, 1.255, 1.254, 100, 0.1, 0.10000001, 12.3456].map(num)).toEqual(['1', '1.5', '1.25', '1.25', '1.25', '100', '0.1', '0.1', '12.35']);
  });

  it('never writes -0, exponents or non-numbers', () => {
    expect([-0, -0.001, -0.004, 1e-7, 1e21, -1e21, NaN, Infinity].map(num)).toEqual(['0', '0', '0', '0', '1000000000000000', '-1000000000000000', '0', '0']);
    expect(num(-2.5)).toBe('-2.5');
    expect(nums([1, 2.5, -3])).toBe('1 2.5 -3');
  });

  it('writes the digits of toFixed(2) less trailing zeros, across magnitudes (its fast path is exact)', () => {
    // The straightforward formatter num() replaced for speed.
    const reference = (value: number): string => {
      if (!Number.isFinite(value)) return '0';
      const rounded = Math.round(Math.min(1e15, Math.max(-1e15, value)) * 100) / 100;
      return rounded === 0 ? '0' : rounded.toFixed(2).replace(/0+$/, '').replace(/\.$/, '');
    };
    const values = [0.005, -0.005, 0.015, 1.005, 2.675, 99.995, 0.1 + 0.2, -0.01, -1.05, 1e10 + 0.07, 9_999_999_999.99, 1e14 + 0.03, 5e14 + 0.25, 999_999_999_999_999.8];
    let seed = 7;
    for (let i = 0; i < 20_000; i++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      const magnitude = 10 ** ((seed % 17) - 2);
      values.push(((seed / 2 ** 31) - 0.5) * magnitude, Math.round((seed / 2 ** 31) * magnitude * 100) / 100);
    }
    for (const value of values) expect(num(value)).toBe(reference(value));
  });
});

describe('escaping', () => {
  it('escapes markup in text and attributes', () => {
    expect(escapeText('a < b && c > d ]]>')).toBe('a &lt; b &amp;&amp; c &gt; d ]]&gt;');
    expect(escapeAttribute('say "hi" <b>&\t\n\r')).toBe('say &quot;hi&quot; &lt;b&gt;&amp;&#9;&#10;&#13;');
  });

  it('replaces what XML cannot carry: C0/C1 controls, lone surrogates, U+FFFE/U+FFFF', () => {
    expect(writableText('a\u0000b\u0007c\u001Fd\u007Fe\u0085f\uFFFEg\uD800h\uDFFFi')).toBe('a\uFFFDb\uFFFDc\uFFFDd\uFFFDe\uFFFDf\uFFFDg\uFFFDh\uFFFDi');
  });

  it('keeps paired surrogates (emoji), right-to-left text, tabs and newlines', () => {
    expect(writableText('😀 עברית\t\n')).toBe('😀 עברית\t\n');
  });
});

describe('the writer', () => {
  it('builds elements with attributes in order, leaving out absent ones and formatting numbers', () => {
    expect(element('rect', { x: 1.005, y: -0, width: 10, fill: null, stroke: undefined, opacity: false })).toBe('<rect x="1" y="0" width="10"/>');
    expect(element('g', { id: 'a' }, element('path', { d: 'M0 0' }))).toBe('<g id="a"><path d="M0 0"/></g>');
    expect(textElement('text', { x: 1 }, '<script>')).toBe('<text x="1">&lt;script&gt;</text>');
    expect(group({}, 'x', 'y')).toBe('xy');
    expect(group({ id: 'g' })).toBe('');
  });

  it('refuses elements outside the drawing vocabulary, event attributes and outside links', () => {
    expect(() => element('script', {})).toThrow(/script/);
    expect(() => element('foreignObject', {})).toThrow();
    expect(() => attributes({ onload: 'x' })).toThrow();
    expect(() => attributes({ 'bad name': 'x' })).toThrow();
    expect(() => attributes({ href: 'https://example.com/a.png' })).toThrow();
    expect(() => attributes({ href: 'javascript:alert(1)' })).toThrow();
    expect(() => attributes({ href: 'data:text/html;base64,PGI+' })).toThrow();
    expect(attributes({ href: '#dsp-a' })).toBe(' href="#dsp-a"');
    expect(attributes({ href: 'data:image/png;base64,iVBO==' })).toBe(' href="data:image/png;base64,iVBO=="');
  });
});

describe('SVG ids', () => {
  it('keep letters, digits and hyphens, and encode everything else', () => {
    expect(svgIdFor('order-service')).toBe('dsp-order-service');
    expect(svgIdFor('a.b:c_d')).toBe('dsp-a_2e_b_3a_c_5f_d');
    expect(svgIdFor('a', 'clip')).toBe('dsp-a.clip');
    expect(svgIdFor('"><script>')).toBe('dsp-_22__3e__3c_script_3e_');
  });

  it('scoped: every id and embedded family of a drawing starts with dsp<scope>-, a scope being seven base-36 characters of a hash', () => {
    const scheme = idScheme(idScope('the drawing'));
    expect(scheme.prefix).toMatch(/^dsp[0-9a-z]{7}-$/);
    expect(scheme.element('a.b', 'clip')).toBe(`${scheme.prefix}a_2e_b.clip`);
    expect(scheme.definition('icon-aws-s3')).toBe(`${scheme.prefix}.icon-aws-s3`);
    expect(scheme.family('Inter')).toBe(`${scheme.prefix}Inter`);
    expect(idScope('the drawing')).toBe(idScope('the drawing'));
    expect(idScope('another drawing')).not.toBe(idScope('the drawing'));
    // Unscoped is the plain form, and a scoped prefix is never dsp- followed by an encoded id.
    expect(idScheme().element('a')).toBe('dsp-a');
    expect(idScheme().family('Inter')).toBe('Inter');
    expect(idScheme(`${idScope('x')}d`).prefix).toHaveLength(12);
  });

  it('never give two different (id, suffix) pairs the same id', () => {
    const pairs: Array<[string, string | undefined]> = [['a.b', undefined], ['a', 'b'], ['a_2e_b', undefined], ['a-b', undefined], ['a', '-b'], ['a.', 'b']];
    const ids = pairs.map(([id, suffix]) => svgIdFor(id, suffix));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^[A-Za-z][A-Za-z0-9_.-]*$/.test(id))).toBe(true);
    expect(svgIdForDefinition('x')).not.toBe(svgIdFor('x'));
  });
});

describe('the defs registry', () => {
  it('builds each definition once and writes them in first-use order', () => {
    const defs = createDefs();
    let builds = 0;
    const first = defs.add('icon:server', (id) => (builds++, element('symbol', { id })));
    const again = defs.add('icon:server', () => 'never');
    defs.add('glyph:a', (id) => element('path', { id, d: 'M0 0' }));
    expect(first).toBe(again);
    expect(builds).toBe(1);
    expect(defs.toString()).toBe(`<symbol id="${first}"/><path id="dsp-.glyph_3a_a" d="M0 0"/>`);
    checkWellFormed(element('defs', {}, defs.toString()));
  });
});
