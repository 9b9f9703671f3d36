import type { ElementInput, SceneDocumentInput } from '../../../../schema/index.js';
import { layoutSequence } from '../../../../engine/layout/sequence/layout-sequence.js';
import type { LayoutOutput } from '../../../../engine/layout/types.js';
import { measureScene, type FontBytes } from '../../../../engine/measure/index.js';
import type { ComputedEdge, ComputedFrame, ComputedNode } from '../../../../engine/model/computed.js';
import { sceneIndex } from '../er/scene-index.js';

/** Builders for small sequence scenes, and typed access to what the layout computed. */
type Extra<K extends ElementInput['kind']> = Partial<Extract<ElementInput, { kind: K }>>;

export const lifeline = (id: string, extra: Extra<'node'> = {}): ElementInput => ({ kind: 'node', id, nodeType: 'sequence.lifeline', label: id, ...extra });
export const actor = (id: string, extra: Extra<'node'> = {}): ElementInput => ({ kind: 'node', id, nodeType: 'sequence.actor', label: id, ...extra });
export const message = (id: string, from: string, to: string, label?: string, extra: Extra<'edge'> = {}): ElementInput => ({
  kind: 'edge',
  id,
  from: { elementId: from },
  to: { elementId: to },
  edgeType: 'sequence.message',
  ...(label === undefined ? {} : { label }),
  ...extra,
});
export const note = (id: string, anchor: string | string[] | undefined, label: string): ElementInput => ({
  kind: 'node',
  id,
  nodeType: 'sequence.note',
  label,
  ...(anchor === undefined ? {} : { extensions: { anchor } }),
});
export const activation = (id: string, extensions: Record<string, string>): ElementInput => ({ kind: 'node', id, nodeType: 'sequence.activation', extensions });
export const fragment = (id: string, title: string, children: string[]): ElementInput => ({ kind: 'frame', id, containerType: 'fragment', title, children });

export interface Laid {
  output: LayoutOutput;
  node(id: string): ComputedNode;
  edge(id: string): ComputedEdge;
  frame(id: string): ComputedFrame;
}

export function laidOut(fonts: FontBytes, elements: ElementInput[], extra: Partial<SceneDocumentInput> = {}): Laid {
  const index = sceneIndex(elements, { diagramFamily: 'sequence', ...extra });
  const output = layoutSequence(index, measureScene(index.scene, fonts));
  const get = <K extends string>(id: string, kind: K) => {
    const element = output.computed.elements[id];
    if (element?.kind !== kind) throw new Error(`no computed ${kind} "${id}"`);
    return element;
  };
  return {
    output,
    node: (id) => get(id, 'node') as ComputedNode,
    edge: (id) => get(id, 'edge') as ComputedEdge,
    frame: (id) => get(id, 'frame') as ComputedFrame,
  };
}
