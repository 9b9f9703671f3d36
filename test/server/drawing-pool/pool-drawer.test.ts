import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SceneDocumentValue } from '../../../engine/index.js';
import { createDrawer, createInlineDrawer, type WarmDrawer } from '../../../server/drawing-pool/index.js';
import { ServiceError } from '../../../server/ports/service-error.js';
import { refusal } from './refusal.js';
import { decodePng, hasPngSignature } from '../../engine/raster/decode-png.js';
import { KEYED, KEYLESS, flowchartScene } from './scenes.js';

// Keyless jobs get a budget no real drawing of the big scene fits in; keyed jobs get plenty,
// so only the jobs a test means to stop are stopped, however slow the machine.
const TINY_BUDGET_MS = 100;
const logs: Array<Record<string, unknown>> = [];
let drawer: WarmDrawer;

const small = flowchartScene(4);
// About 400 ms to draw when warm: far past the tiny budget, long enough to hold a thread.
const big = flowchartScene(250);

beforeAll(async () => {
  drawer = createDrawer({ threads: 2, budgets: { keyless: TINY_BUDGET_MS, keyed: 30_000 }, log: (entry) => logs.push(entry) });
  await drawer.ready();
});

afterAll(async () => {
  await drawer.close();
});

describe('the render pool', () => {
  it('lays out and draws a scene on a thread, writing placed positions back', async () => {
    const result = await drawer.draw({ scene: small, theme: 'dark', stamp: 'https://example.test/d/x@1' }, KEYED);
    expect(result.svg.startsWith('<svg')).toBe(true);
    expect(result.svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(result.svg).toContain('example.test/d/x@1');
    expect(Object.keys(result.computed.elements)).toEqual(expect.arrayContaining(['n0', 'n1', 'n2', 'n3', 't1']));
    const placed = result.scene.elements.find((element) => element.id === 'n1');
    expect(placed?.kind === 'node' && placed.layout).toMatchObject({ mode: 'absolute', width: expect.any(Number), height: expect.any(Number) });
    expect(result.diagnostics).toEqual([]);
  });

  it('colours the changes against a diff base sent with the job', async () => {
    const base = await drawer.draw({ scene: small }, KEYED);
    const grown = flowchartScene(5);
    const [plain, diffed] = await Promise.all([drawer.draw({ scene: grown }, KEYED), drawer.draw({ scene: grown, diffFrom: { scene: base.scene, computed: base.computed } }, KEYED)]);
    expect(diffed.svg).not.toBe(plain.svg);
    expect(diffed.computed).toEqual(plain.computed);
  });

  it('draws the same bytes as the inline drawer', async () => {
    const inline = createInlineDrawer();
    const [pooled, local] = await Promise.all([drawer.draw({ scene: small }, KEYED), inline.draw({ scene: small }, KEYED)]);
    expect(pooled.svg).toBe(local.svg);
    expect(pooled.computed).toEqual(local.computed);
  });

  it('reports each thread’s own heap', async () => {
    const heaps = await drawer.heapStatistics();
    expect(heaps).toHaveLength(2);
    for (const heap of heaps) {
      expect(heap.heapUsed).toBeGreaterThan(1024 * 1024);
      expect(heap.heapTotal).toBeGreaterThanOrEqual(heap.heapUsed);
    }
  });

  it('lays out without drawing', async () => {
    const result = await drawer.layout(small, KEYED);
    expect(result.computed.canvas.width).toBeGreaterThan(0);
    expect(result.scene.elements).toHaveLength(small.elements.length);
  });

  it('rasterises an SVG into PNG bytes at the asked scale', async () => {
    const { svg, computed } = await drawer.draw({ scene: small }, KEYED);
    const png = await drawer.svgToPng(svg, 2, KEYED);
    expect(png).toBeInstanceOf(Uint8Array);
    expect(hasPngSignature(png)).toBe(true);
    expect(decodePng(png).width).toBe(Math.ceil(computed.canvas.width * 2));
  });

  it('refuses a PNG scale out of range with 422 PNG_OUT_OF_RANGE', async () => {
    const { svg } = await drawer.draw({ scene: small }, KEYED);
    const error = await refusal(drawer.svgToPng(svg, 50, KEYED));
    expect([error.status, error.code]).toEqual([422, 'PNG_OUT_OF_RANGE']);
    expect(error.message).toMatch(/scale 50 is out of range/);
  });

  it('answers an engine fault with 500 DRAWING_FAILED, logs it, and keeps drawing', async () => {
    const broken = { ...small, elements: null } as unknown as SceneDocumentValue;
    const error = await refusal(drawer.draw({ scene: broken }, KEYED));
    expect([error.status, error.code]).toEqual([500, 'DRAWING_FAILED']);
    expect(logs).toContainEqual(expect.objectContaining({ level: 'error', msg: 'drawing failed' }));
    expect((await drawer.draw({ scene: small }, KEYED)).svg).toContain('<svg');
  });

  it('stops a drawing at its budget while a concurrent one finishes, then draws on the replacement thread', async () => {
    const [slow, quick] = await Promise.allSettled([drawer.draw({ scene: big }, KEYLESS), drawer.draw({ scene: small }, KEYED)]);
    expect(slow.status).toBe('rejected');
    const error = (slow as PromiseRejectedResult).reason as ServiceError;
    expect(error).toBeInstanceOf(ServiceError);
    expect([error.status, error.code, error.extra]).toEqual([422, 'DRAWING_TIMEOUT', { budgetSeconds: TINY_BUDGET_MS / 1000 }]);
    expect(error.message).toMatch(/^The drawing took longer than 0\.1 s and was stopped; simplify the diagram/);
    expect(quick.status).toBe('fulfilled');
    expect(logs).toContainEqual(expect.objectContaining({ level: 'warn', msg: 'drawing stopped at its budget' }));
    // Two jobs at once occupy both threads, so one of them runs on the thread that replaced the stopped one.
    const after = await Promise.all([drawer.draw({ scene: small }, KEYED), drawer.draw({ scene: small }, KEYED)]);
    expect(after.map((result) => result.svg.startsWith('<svg'))).toEqual([true, true]);
  });

  it('refuses with 503 DRAWING_BUSY a job that waits for a thread longer than its budget', async () => {
    const holders = [drawer.draw({ scene: big }, KEYED), drawer.draw({ scene: big }, KEYED)];
    const error = await refusal(drawer.draw({ scene: small }, KEYLESS));
    expect([error.status, error.code, error.extra]).toEqual([503, 'DRAWING_BUSY', { retryAfter: 5 }]);
    await Promise.all(holders);
  });
});
