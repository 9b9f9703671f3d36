import { beforeAll, describe, expect, it } from 'vitest';
import { loadFontsFromDisk } from '../../../fonts/node.js';
import { createMeasurer, labelTiers, measureTieredLabel, TIER_SIZES, type Measurer } from '../../../engine/measure/index.js';

describe('labelTiers', () => {
  it.each([
    ['submit [valid] / save()', { event: 'submit', guard: 'valid', action: 'save()' }],
    ['submit [valid]', { event: 'submit', guard: 'valid' }],
    ['timeout / retry', { event: 'timeout', action: 'retry' }],
    ['[ready] / start', { event: '', guard: 'ready', action: 'start' }],
    ['[ready]', { event: '', guard: 'ready' }],
    ['ok [x > 0]/inc()', { event: 'ok', guard: 'x > 0', action: 'inc()' }],
    ['pick [items[0] != null] / take', { event: 'pick', guard: 'items[0] != null', action: 'take' }],
    ['  padded  [ g ]  /  a  ', { event: 'padded', guard: 'g', action: 'a' }],
    ['EV / set a[0]', { event: 'EV', action: 'set a[0]' }],
    ['a / b / c', { event: 'a', action: 'b / c' }],
  ])('parses %j', (label, expected) => {
    expect(labelTiers(label)).toEqual(expected);
  });

  it.each([
    ['plain label'],
    ['read/write'],
    ['a[1] b'],
    ['open [unbalanced / x'],
    ['ev []'],
    ['ev [g] /'],
    ['submit [valid]\n/ save()'],
    ['line one\r\ntimeout / retry'],
    [''],
  ])('leaves %j as plain text', (label) => {
    expect(labelTiers(label)).toBeNull();
  });
});

describe('measureTieredLabel', () => {
  let m: Measurer;
  beforeAll(async () => {
    m = createMeasurer(await loadFontsFromDisk());
  });

  it('stacks the 12 px event over the 10 px guard and 10 px italic action, centred', () => {
    const label = measureTieredLabel(m, { event: 'submit', guard: 'valid', action: 'save()' }, 'sans');
    const [event, guard, action] = label.runs;
    expect(label.runs.map((r) => [r.role, r.text, r.spec.size, r.spec.italic === true])).toEqual([
      ['event', 'submit', 12, false],
      ['guard', '[valid]', 10, false],
      ['action', '/ save()', 10, true],
    ]);
    expect(TIER_SIZES).toEqual({ event: 12, guard: 10, action: 10 });
    expect(event?.width).toBe(m.width('submit', { font: 'sans', size: 12, weight: 'normal' }));
    expect(action?.width).toBe(m.width('/ save()', { font: 'sans', size: 10, weight: 'normal', italic: true }));
    // The second line is the wider one, so it starts at 0; the event is centred over it.
    const gap = m.width(' ', { font: 'sans', size: 10, weight: 'normal' });
    expect(guard?.x).toBe(0);
    expect(action?.x).toBeCloseTo((guard?.width ?? 0) + gap, 2);
    expect(label.width).toBeCloseTo((guard?.width ?? 0) + gap + (action?.width ?? 0), 2);
    expect(event?.x).toBeCloseTo((label.width - (event?.width ?? 0)) / 2, 2);
    // Line boxes of 15 px (12 × 1.25) and 12.5 px (10 × 1.25).
    expect(label.height).toBe(27.5);
    expect(guard?.baseline).toBe(action?.baseline);
    expect(event?.baseline).toBeLessThan(guard?.baseline ?? 0);
  });

  it('draws a label without an event as the second line alone', () => {
    const label = measureTieredLabel(m, { event: '', guard: 'ready' }, 'mono');
    expect(label.runs).toHaveLength(1);
    expect(label.runs[0]).toMatchObject({ role: 'guard', text: '[ready]', x: 0, width: 42 });
    expect(label.height).toBe(12.5);
  });
});
