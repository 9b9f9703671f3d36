import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { planPngScale, pngSize, svgSize, PNG_DEFAULT_MAX_PIXELS, RASTER_LIMITS } from '../../../engine/index.js';

// The PNG size rule: no scale → 1, or lowered to fit 16 megapixels (and the longest side);
// an explicit scale → honoured up to the hard limits, refused past them with the limit named.
describe('planPngScale without a scale', () => {
  it('draws at scale 1 when that fits 16 megapixels', () => {
    expect(planPngScale({ width: 255.1, height: 164.5 })).toEqual({ ok: true, scale: 1, width: 255, height: 165, downscaled: false, fullWidth: 255, fullHeight: 165 });
    expect(planPngScale({ width: 4000, height: 4000 })).toMatchObject({ ok: true, scale: 1, downscaled: false });
  });

  it('lowers the scale to the largest (three decimals) that fits 16 megapixels', () => {
    const plan = planPngScale({ width: 11_326, height: 4_771 });
    expect(plan).toMatchObject({ ok: true, downscaled: true, fullWidth: 11_326, fullHeight: 4_771 });
    if (!plan.ok) throw new Error('refused');
    expect(plan.width * plan.height).toBeLessThanOrEqual(PNG_DEFAULT_MAX_PIXELS);
    const next = pngSize({ width: 11_326, height: 4_771 }, Math.round((plan.scale + 0.001) * 1000) / 1000);
    expect(next.width * next.height).toBeGreaterThan(PNG_DEFAULT_MAX_PIXELS);
    expect(plan.scale).toBe(Math.round(plan.scale * 1000) / 1000);
  });

  it('also lowers it to keep the longest side within the hard limit', () => {
    const plan = planPngScale({ width: 40_000, height: 340 });
    expect(plan).toMatchObject({ ok: true, scale: 0.8, width: 32_000, downscaled: true });
  });

  it('refuses a drawing too large even at the smallest scale', () => {
    expect(planPngScale({ width: 100_000, height: 100_000 })).toMatchObject({ ok: false, limit: 'pixels' });
  });

  it('never passes the default budget or the hard limits (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 100_000, noNaN: true }), fc.double({ min: 1, max: 100_000, noNaN: true }), (width, height) => {
        const plan = planPngScale({ width, height });
        if (!plan.ok) return;
        expect(plan.width * plan.height).toBeLessThanOrEqual(PNG_DEFAULT_MAX_PIXELS);
        expect(Math.max(plan.width, plan.height)).toBeLessThanOrEqual(RASTER_LIMITS.maxSide);
        expect(plan.scale).toBeGreaterThanOrEqual(RASTER_LIMITS.minScale);
        expect(plan.downscaled).toBe(plan.scale < 1);
      }),
    );
  });
});

describe('planPngScale with a scale', () => {
  it('honours it past 16 megapixels, up to the hard limits', () => {
    expect(planPngScale({ width: 5000, height: 4000 }, 1)).toMatchObject({ ok: true, scale: 1, width: 5000, height: 4000, downscaled: false });
    expect(planPngScale({ width: 5000, height: 4000 }, 2)).toMatchObject({ ok: true, scale: 2, width: 10_000, height: 8_000 });
  });

  it('refuses a scale out of range, naming the range', () => {
    const refused = planPngScale({ width: 100, height: 100 }, 12);
    expect(refused).toMatchObject({ ok: false, limit: 'scale', maxScale: 10 });
    if (refused.ok) throw new Error('accepted');
    expect(refused.message).toContain('from 0.1 to 10');
    expect(planPngScale({ width: 100, height: 100 }, 0.01)).toMatchObject({ ok: false, limit: 'scale' });
    expect(planPngScale({ width: 100, height: 100 }, Number.NaN)).toMatchObject({ ok: false, limit: 'scale' });
  });

  it('refuses past 100 megapixels or 32,000 px a side, with the largest scale that fits', () => {
    const pixels = planPngScale({ width: 5000, height: 4000 }, 3);
    expect(pixels).toMatchObject({ ok: false, limit: 'pixels' });
    if (pixels.ok) throw new Error('accepted');
    expect(pixels.message).toContain('100 megapixels');
    const fitting = planPngScale({ width: 5000, height: 4000 }, pixels.maxScale);
    expect(fitting.ok).toBe(true);
    expect(planPngScale({ width: 5000, height: 4000 }, Math.round((pixels.maxScale! + 0.001) * 1000) / 1000).ok).toBe(false);
    const side = planPngScale({ width: 40_000, height: 340 }, 1);
    expect(side).toMatchObject({ ok: false, limit: 'side', maxScale: 0.8 });
  });
});

describe('svgSize', () => {
  it('reads the root width and height, else the viewBox', () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" width="255.1" height="164" viewBox="0 0 255.1 164">')).toEqual({ width: 255.1, height: 164 });
    expect(svgSize("<svg width='20px' height='10px'></svg>")).toEqual({ width: 20, height: 10 });
    expect(svgSize('<svg viewBox="0 0 300 200"></svg>')).toEqual({ width: 300, height: 200 });
    expect(svgSize('<svg><rect width="10" height="10"/></svg>')).toBeUndefined();
    expect(svgSize('not svg')).toBeUndefined();
  });
});
