import { describe, expect, it } from 'vitest';
import { canonicalColour, parseColour } from '../../../../engine/render/style/colour.js';
import { contrastingTextColour, isDarkCanvas, perceivedLuminance } from '../../../../engine/render/style/luminance.js';

describe('colour parsing', () => {
  it('reads hex in 3, 4, 6 and 8 digits', () => {
    expect(parseColour('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColour('#1F2937')).toEqual({ r: 31, g: 41, b: 55, a: 1 });
    expect(parseColour('#0008')).toEqual({ r: 0, g: 0, b: 0, a: 0.533 });
    expect(parseColour('#ff000080')).toEqual({ r: 255, g: 0, b: 0, a: 0.502 });
    expect(parseColour('#ff00f')).toBeNull();
  });

  it('reads rgb()/rgba() in comma and space syntax, with percentages and slash alpha', () => {
    expect(parseColour('rgb(31, 41, 55)')).toEqual({ r: 31, g: 41, b: 55, a: 1 });
    expect(parseColour('rgb(10 20 30)')).toEqual({ r: 10, g: 20, b: 30, a: 1 });
    expect(parseColour('rgba(255,0,0,0.5)')).toEqual({ r: 255, g: 0, b: 0, a: 0.5 });
    expect(parseColour('rgb(100% 50% 0% / 25%)')).toEqual({ r: 255, g: 128, b: 0, a: 0.25 });
    expect(parseColour('rgb(1, 2)')).toBeNull();
    expect(parseColour('rgb(1 2 3 / 4 / 5)')).toBeNull();
  });

  it('reads hsl()/hsla() with hue units', () => {
    expect(parseColour('hsl(0, 100%, 50%)')).toEqual({ r: 255, g: 0, b: 0, a: 1 });
    expect(parseColour('hsl(120deg 100% 25%)')).toEqual({ r: 0, g: 128, b: 0, a: 1 });
    expect(parseColour('hsla(0.5turn, 100%, 50%, 0.5)')).toEqual({ r: 0, g: 255, b: 255, a: 0.5 });
    expect(parseColour('hsl(215 28% 17%)')).toEqual({ r: 31, g: 41, b: 55, a: 1 });
  });

  it('reads named colours, transparent and none, and nothing else', () => {
    expect(parseColour('RebeccaPurple')).toEqual({ r: 102, g: 51, b: 153, a: 1 });
    expect(parseColour('transparent')?.a).toBe(0);
    expect(parseColour('none')?.a).toBe(0);
    for (const bad of ['', 'url(#x)', 'red"/><script>', 'currentColor', 'javascript:alert(1)', 'notacolour']) expect(parseColour(bad)).toBeNull();
  });

  it('writes one canonical form', () => {
    expect(canonicalColour('RED')).toBe('#ff0000');
    expect(canonicalColour('rgb(0 0 0 / 50%)')).toBe('rgba(0,0,0,0.5)');
    expect(canonicalColour('transparent')).toBe('none');
    expect(canonicalColour('bogus')).toBeNull();
  });
});

describe('luminance', () => {
  it('is 0.299R + 0.587G + 0.114B on 0-255, translucent colours seen over white', () => {
    expect(perceivedLuminance({ r: 255, g: 255, b: 255, a: 1 })).toBeCloseTo(255);
    expect(perceivedLuminance({ r: 100, g: 0, b: 0, a: 1 })).toBeCloseTo(29.9);
    expect(perceivedLuminance({ r: 0, g: 0, b: 0, a: 0 })).toBeCloseTo(255);
  });

  it('calls a canvas dark under 102 (rule 2)', () => {
    expect(isDarkCanvas('#1a1a22')).toBe(true);
    expect(isDarkCanvas('#656565')).toBe(true); // 101
    expect(isDarkCanvas('#666666')).toBe(false); // 102
    expect(isDarkCanvas('white')).toBe(false);
    expect(isDarkCanvas('transparent')).toBe(false);
    expect(isDarkCanvas('not a colour')).toBe(false);
    expect(isDarkCanvas(undefined)).toBe(false);
  });

  it('picks black text on light fills and white on dark ones (rule 3)', () => {
    const white = { r: 255, g: 255, b: 255, a: 1 };
    expect(contrastingTextColour({ r: 253, g: 230, b: 138, a: 1 }, white)).toBe('#000000');
    expect(contrastingTextColour({ r: 29, g: 78, b: 216, a: 1 }, white)).toBe('#ffffff');
    // A faint dark fill over a white canvas still reads as light.
    expect(contrastingTextColour({ r: 0, g: 0, b: 0, a: 0.1 }, white)).toBe('#000000');
    expect(contrastingTextColour({ r: 0, g: 0, b: 0, a: 0.1 }, { r: 0, g: 0, b: 0, a: 1 })).toBe('#ffffff');
  });
});
