import { describe, expect, it } from 'vitest';
import { checkRenderOptions, THEME_NAMES } from '../../engine/index.js';
import { resolveOptions } from '../../plugins/options.js';
import { IMAGE_FORMATS, ImageFormat, THEMES, Theme } from '../../schema/index.js';
import * as v from 'valibot';

/** The theme names and the image formats are written once, in the schema; every caller reads that list and says it the same way. */
describe('the theme and format lists come from the schema', () => {
  it('gives the engine the schema\'s own theme list', () => {
    expect(THEME_NAMES).toBe(THEMES);
    expect(THEMES).toEqual(['clean', 'dark', 'blueprint', 'sketch']);
    expect(v.safeParse(Theme, 'sketch').success).toBe(true);
  });

  it('checks image formats against the schema\'s list, with the message render() always gave', () => {
    expect(IMAGE_FORMATS).toEqual(['svg', 'png']);
    expect(v.safeParse(ImageFormat, 'gif').success).toBe(false);
    expect(() => checkRenderOptions({ format: 'gif' as never })).toThrow('render: format must be "svg" or "png", not "gif"');
    expect(() => checkRenderOptions({ format: 'png' })).not.toThrow();
  });

  it('lets the docs plugins name the schema\'s themes when one is wrong', () => {
    expect(() => resolveOptions({ theme: 'neon' as never })).toThrow('dsp-diagrams: theme "neon" is not a theme; use clean, dark, blueprint, sketch');
    expect(resolveOptions({ darkTheme: 'blueprint' }).darkTheme).toBe('blueprint');
  });
});
