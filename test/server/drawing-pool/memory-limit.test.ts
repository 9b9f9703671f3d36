import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDrawer, type WarmDrawer } from '../../../server/drawing-pool/index.js';
import { ServiceError } from '../../../server/ports/service-error.js';
import { KEYED, flowchartScene, oversizedFlowchartScene } from './scenes.js';

// A drawing that needs more memory than a thread may have (issue: Drawing time budgets,
// and the pool's heap limit) ends its thread, answers 422 DRAWING_TOO_LARGE, and the
// replacement thread draws the next job. Measured with a 64 MB heap: a thread warms up in
// under 40 MB; ELK fits two 400-node flowcharts side by side, not three; the test draws
// four, each in a frame so that ELK lays them out (flat, our own layered placement fits
// all four).
const HEAP_LIMIT_MB = 64;
// Near its heap limit a thread spends most of its time collecting garbage before V8 gives
// up: 15-21 s on the shared 2-core machine (load average 10-14), against the 20 s keyed
// budget. A long budget keeps this test about memory, not time.
const BUDGETS = { keyless: 5_000, keyed: 120_000 };
const logs: Array<Record<string, unknown>> = [];
let drawer: WarmDrawer;

beforeAll(async () => {
  drawer = createDrawer({ threads: 1, heapLimitMb: HEAP_LIMIT_MB, budgets: BUDGETS, log: (entry) => logs.push(entry) });
  await drawer.ready();
});
afterAll(() => drawer.close());

describe('the drawing threads’ heap limit', () => {
  it('answers 422 DRAWING_TOO_LARGE for a scene beyond it, then draws on a fresh thread', { timeout: 150_000 }, async () => {
    const refused = await drawer.layout(oversizedFlowchartScene(4, 400), KEYED).then(
      () => new Error('expected the layout to be refused'),
      (caught: unknown) => caught,
    );
    expect(refused).toBeInstanceOf(ServiceError);
    expect(refused).toMatchObject({ status: 422, code: 'DRAWING_TOO_LARGE', extra: { memoryLimitMb: HEAP_LIMIT_MB } });
    expect(logs).toContainEqual(expect.objectContaining({ level: 'warn', msg: 'drawing stopped at its memory limit', memoryLimitMb: HEAP_LIMIT_MB }));
    const small = await drawer.draw({ scene: flowchartScene(12) }, KEYED);
    expect(small.svg).toContain('<svg');
  });
});
