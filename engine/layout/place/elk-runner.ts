import type { ELK, ElkNode } from 'elkjs/lib/elk-api.js';

// The one piece of module-level state in the layout: ELK is large and its first layouts
// run slowly (the JIT warms up), so one instance is loaded lazily and kept per process.
let instance: Promise<ELK> | undefined;

function elk(): Promise<ELK> {
  instance ??= import('elkjs/lib/elk.bundled.js').then(async (module) => {
    const created = new module.default();
    // The constructor posts its 'register' message through the timer hops; a first round
    // trip the same way makes sure it has arrived before messages start going straight through.
    await created.knownLayoutAlgorithms();
    return withoutTimerHops(created);
  });
  return instance;
}

/**
 * The parts of elkjs 0.12's bundled ELK that the runner reaches into: the api's
 * PromisedWorker (`worker`) around the in-process FakeWorker (`worker.worker`) and its
 * dispatcher.
 */
interface BundledElk {
  worker?: {
    worker?: { dispatcher?: { saveDispatch?: (message: { data: unknown }) => void }; postMessage?: unknown; onmessage?: unknown };
    receive?: (self: unknown, answer: unknown) => void;
  };
}

/**
 * The bundled ELK runs every layout behind two setTimeout(0) hops (one each way between
 * its api and its in-process "worker"). They do nothing for us: the layout runs on this
 * thread either way. Each hop waits at least 1 ms in Node, which is a fifth of a small
 * layout's time and idle time on a drawing thread. So messages go straight through: the
 * promise layout() returns is settled by the time it is returned. If elkjs ever changes
 * these internals the instance is left as it is (slower, same results);
 * test/engine/layout/core/elk-runner.test.ts notices.
 */
function withoutTimerHops(instance: ELK): ELK {
  const api = (instance as unknown as BundledElk).worker;
  const fake = api?.worker;
  const dispatcher = fake?.dispatcher;
  if (api === undefined || fake === undefined || typeof dispatcher?.saveDispatch !== 'function' || typeof api.receive !== 'function') return instance;
  const receive = api.receive.bind(api);
  fake.postMessage = (data: unknown) => dispatcher.saveDispatch!({ data });
  fake.onmessage = (answer: unknown) => receive(api, answer);
  synchronous = true;
  return instance;
}

let synchronous = false;

/** Whether layouts run without elkjs's timer hops (withoutTimerHops took). For the test. */
export async function runsWithoutTimerHops(): Promise<boolean> {
  await elk();
  return synchronous;
}

/** Runs ELK on a graph and returns the laid-out copy ELK makes. */
export async function runElk(graph: ElkNode): Promise<ElkNode> {
  return (await elk()).layout(graph);
}

/** A small graph touching the code paths the placer uses: compounds, ports, outside and edge labels. */
function warmUpGraph(): ElkNode {
  const box = (id: string): ElkNode => ({ id, width: 150, height: 60 });
  return {
    id: 'root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.randomSeed': '1',
    },
    children: [
      { id: 'start', width: 36, height: 36, labels: [{ text: 'start', width: 40, height: 18, layoutOptions: { 'elk.nodeLabels.placement': '[OUTSIDE, V_BOTTOM, H_CENTER]' } }] },
      { id: 'frame', layoutOptions: { 'elk.padding': '[top=40,left=20,bottom=20,right=20]' }, children: [box('a'), box('b'), box('c')] },
      { ...box('d'), layoutOptions: { 'elk.portConstraints': 'FIXED_POS' }, ports: [{ id: 'd/p', x: 0, y: 30, width: 0, height: 0, layoutOptions: { 'elk.port.side': 'WEST' } }] },
      ...Array.from({ length: 12 }, (_, i) => box(`n${i}`)),
    ],
    edges: [
      { id: 'e0', sources: ['start'], targets: ['a'] },
      { id: 'e1', sources: ['a'], targets: ['b'], labels: [{ text: 'yes', width: 30, height: 20 }] },
      { id: 'e2', sources: ['a'], targets: ['c'] },
      { id: 'e3', sources: ['b'], targets: ['d/p'] },
      { id: 'e4', sources: ['frame'], targets: ['n0'] },
      ...Array.from({ length: 11 }, (_, i) => ({ id: `f${i}`, sources: [`n${i}`], targets: [`n${(i * 5 + 1) % 12}`] })),
    ],
  };
}

/**
 * Loads ELK and runs a few small layouts, so the first real layout of the process is not
 * 3-14x slower than the rest. Call it once at start-up (server, CLI, benchmarks).
 */
export async function warmLayout(): Promise<void> {
  for (let round = 0; round < 4; round++) await runElk(warmUpGraph());
}
