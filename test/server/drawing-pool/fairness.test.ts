import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDrawer, type WarmDrawer } from '../../../server/drawing-pool/index.js';
import { KEYED, flowchartScene } from './scenes.js';

let drawer: WarmDrawer;

beforeAll(async () => {
  drawer = createDrawer({ threads: 1 });
  await drawer.ready();
});

afterAll(async () => {
  await drawer.close();
});

describe('the render pool under steady load', () => {
  // piscina alone put a job that found no free thread at the back of its queue each time a
  // thread freed up, so some jobs waited out the whole load (fair-scheduler.ts keeps each caller's jobs in order).
  it('finishes jobs on one thread in the order they were asked for', async () => {
    const scene = flowchartScene(12);
    const finished: number[] = [];
    await Promise.all(Array.from({ length: 24 }, (_, n) => drawer.layout(scene, KEYED).then(() => finished.push(n))));
    expect(finished).toEqual(Array.from({ length: 24 }, (_, n) => n));
  });
});
