import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SceneDocumentValue } from '../../../engine/index.js';
import { createDrawer, createInlineDrawer, type WarmDrawer } from '../../../server/drawing-pool/index.js';
import { RasterRefusal, settle } from '../../../server/drawing-pool/outcome.js';
import { ServiceError } from '../../../server/ports/service-error.js';
import { refusal } from './refusal.js';
import { planPng } from '../../../server/use-cases/images/png-scale.js';
import { KEYED, flowchartScene } from './scenes.js';

// drawPng: a PNG preview's whole work (layout, SVG, the PNG size rule, raster) as one job.
// It must answer what drawing, planning and rasterising as separate steps answered.
const logs: Array<Record<string, unknown>> = [];
let pool: WarmDrawer;
const inline = createInlineDrawer({ log: (entry) => logs.push(entry) });
const scene = flowchartScene(6);

beforeAll(async () => {
  pool = createDrawer({ threads: 1, log: (entry) => logs.push(entry) });
  await pool.ready();
});

afterAll(async () => {
  await pool.close();
});

describe('drawPng, on the pool and inline', () => {
  it('gives the bytes, plan and diagnostics of draw, then planPng, then svgToPng', async () => {
    const job = { scene, theme: 'dark' as const };
    const drawn = await pool.draw(job, KEYED);
    for (const scale of [undefined, 2]) {
      const plan = planPng(drawn.svg, scale);
      const png = await pool.svgToPng(drawn.svg, plan.scale, KEYED);
      for (const drawer of [pool, inline]) {
        const one = await drawer.drawPng(job, scale, KEYED);
        expect(Buffer.from(one.png).equals(Buffer.from(png))).toBe(true);
        expect(one.plan).toEqual(plan);
        expect(one.diagnostics).toEqual(drawn.diagnostics);
      }
    }
  });

  it('refuses a scale past the raster limits with planPng’s own 4xx, code, message and details', async () => {
    const { svg } = await pool.draw({ scene }, KEYED);
    let expected: unknown;
    try {
      planPng(svg, 20);
    } catch (error) {
      expected = error;
    }
    expect(expected).toBeInstanceOf(ServiceError);
    const { status, code, message, extra } = expected as ServiceError;
    for (const drawer of [pool, inline]) {
      const error = await refusal(drawer.drawPng({ scene }, 20, KEYED));
      expect([error.status, error.code, error.message, error.extra]).toEqual([status, code, message, extra]);
    }
    expect([status, code]).toEqual([400, 'PNG_SCALE_OUT_OF_RANGE']);
  });

  it('answers an engine fault with 500 DRAWING_FAILED and logs it', async () => {
    const broken = { ...scene, elements: null } as unknown as SceneDocumentValue;
    for (const drawer of [pool, inline]) {
      logs.length = 0;
      const error = await refusal(drawer.drawPng({ scene: broken }, undefined, KEYED));
      expect([error.status, error.code]).toEqual([500, 'DRAWING_FAILED']);
      expect(logs).toContainEqual(expect.objectContaining({ level: 'error', msg: 'drawing failed' }));
    }
  });
});

describe('how a task ends', () => {
  it('a raster refusal is the caller’s; a RangeError anywhere else is a fault', async () => {
    expect(await settle(() => Promise.reject(new RasterRefusal('scale 50 is out of range')))).toEqual({
      ok: false,
      failure: { kind: 'refused', message: 'scale 50 is out of range' },
    });
    const fault = await settle(() => Promise.reject(new RangeError('Invalid array length')));
    expect(fault).toMatchObject({ ok: false, failure: { kind: 'crashed', message: 'Invalid array length' } });
  });
});
