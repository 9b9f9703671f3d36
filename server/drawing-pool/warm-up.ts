import { readScene, warmLayout, type NormalizedScene } from '../../engine/index.js';
import { loadEngine, type EngineResources } from './resources.js';
import { drawJob, rasterise } from './tasks.js';

/**
 * A small scene drawn once when a thread starts: the first layout, drawing and
 * rasterising in a fresh thread run several times slower than later ones (the JIT has not
 * seen the code yet), and a request should not pay for that. Touches the common paths:
 * several node types, labelled edges, a frame.
 */
function warmUpScene(): NormalizedScene {
  const node = (id: string, nodeType: string, label: string) => ({ id, kind: 'node', nodeType, label });
  const edge = (id: string, from: string, to: string, label?: string) => ({ id, kind: 'edge', from: { elementId: from }, to: { elementId: to }, ...(label ? { label } : {}) });
  const checked = readScene({
    schemaVersion: '0.1',
    scene: { id: 'warm-up' },
    diagramFamily: 'architecture',
    elements: [
      node('web', 'actor', 'Customer'),
      node('api', 'service', 'Orders API'),
      node('queue', 'queue', 'Order events'),
      node('worker', 'service', 'Fulfilment worker'),
      node('db', 'database', 'Orders database'),
      node('mail', 'externalSystem', 'Mail provider'),
      { id: 'backend', kind: 'frame', title: 'Backend', children: ['api', 'queue', 'worker', 'db'] },
      edge('e1', 'web', 'api', 'HTTPS'),
      edge('e2', 'api', 'queue', 'publishes'),
      edge('e3', 'queue', 'worker'),
      edge('e4', 'worker', 'db', 'writes'),
      edge('e5', 'api', 'db', 'reads'),
      edge('e6', 'worker', 'mail', 'sends'),
    ],
  });
  if (!checked.valid) throw new Error(`the warm-up scene is invalid: ${checked.diagnostics[0]?.message}`);
  return checked.scene;
}

/**
 * The warm-up PNG's scale. resvg's WebAssembly starts in V8's baseline tier and its hot loops
 * are recompiled only once they have run long enough: after a scale-1 warm-up (0.3
 * megapixels) the first 16-megapixel PNG of a thread took 690 ms of CPU, after a scale-2 one
 * (1.2 megapixels, about 170 ms more at start) 516 ms, against 340-370 ms warm.
 */
const WARM_UP_PNG_SCALE = 2;

/**
 * Loads the engine in the calling thread and warms it: ELK's own warm-up, then the scene
 * above drawn and rasterised once, so the first real job does not pay the whole cold start.
 */
export async function prepareEngine(): Promise<EngineResources> {
  const engine = await loadEngine();
  await warmLayout();
  const { svg } = await drawJob({ scene: warmUpScene() }, engine);
  await rasterise(svg, WARM_UP_PNG_SCALE, engine);
  return engine;
}
