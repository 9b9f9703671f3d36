/**
 * Where a V8 CPU profile's time went, by stage of the engine (bench/stages.ts): each sample
 * goes to the stage of the innermost frame on its stack whose source file belongs to one
 * (STAGES, by folder); samples in no stage are `other`, V8's garbage collector `gc`.
 */

/** Stage of a source file, first match wins (paths as tsx and Node report them). */
const STAGES: Array<[string, (url: string) => boolean]> = [
  ['ELK', (url) => url.includes('/elkjs/')],
  ['parse', (url) => url.includes('/engine/mermaid/')],
  ['validate', (url) => url.includes('/engine/validate/') || url.includes('/schema/')],
  ['normalize', (url) => url.includes('/engine/normalize/')],
  ['measure', (url) => url.includes('/engine/measure/')],
  ['layered', (url) => url.includes('/engine/layout/layered/')],
  ['elk graph', (url) => url.includes('/engine/layout/place/')],
  ['route', (url) => url.includes('/engine/layout/routing/')],
  ['labels', (url) => url.includes('/engine/layout/labels/')],
  ['layout rest', (url) => url.includes('/engine/layout/')],
  ['svg', (url) => url.includes('/engine/render/')],
];
/** The stages in the order the bench prints them, then `other` and `gc`. */
export const COLUMNS = [...STAGES.map(([name]) => name), 'other', 'gc'];

/** The parts of a node of V8's profile (Profiler.stop) read here. */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
export interface Profile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

/** Milliseconds of each stage in a profile (module comment: innermost frame with a stage). */
export function stageTimes(profile: Profile): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const stageOf = new Map<number, string>();
  const resolve = (id: number): string => {
    const known = stageOf.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id)!;
    let stage = node.callFrame.functionName === '(garbage collector)' ? 'gc' : STAGES.find(([, test]) => test(node.callFrame.url))?.[0];
    if (stage === undefined) stage = parent.has(id) ? resolve(parent.get(id)!) : 'other';
    stageOf.set(id, stage);
    return stage;
  };
  const times = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  // A sample's delta is the time since the one before it: charged to the sample that ends it.
  for (let i = 1; i < samples.length; i++) {
    const stage = resolve(samples[i]!);
    times.set(stage, (times.get(stage) ?? 0) + deltas[i]! / 1000);
  }
  return times;
}

