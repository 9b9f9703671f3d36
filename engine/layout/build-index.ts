import type { ElementValue, EdgeValue } from '../../schema/index.js';
import { resolveStrategy } from '../normalize/index.js';
import type { SceneIndex } from './types.js';
import type { NormalizedScene } from '../model/index.js';

/** Read-only facts about a normalized scene: elements by kind and id, containment, edges per element. */
export function buildIndex(scene: NormalizedScene): SceneIndex {
  const index: SceneIndex = {
    scene,
    family: scene.diagramFamily,
    strategy: resolveStrategy(scene.layoutStrategy),
    byId: new Map(),
    nodes: [],
    edges: [],
    frames: [],
    groups: [],
    texts: [],
    images: [],
    guides: [],
    frameOf: new Map(),
    groupOf: new Map(),
    childrenOf: new Map(),
    edgesOf: new Map(),
  };
  for (const element of scene.elements) {
    if (!index.byId.has(element.id)) index.byId.set(element.id, element);
    listByKind(index, element);
  }
  for (const container of [...index.frames, ...index.groups]) {
    const owners = container.kind === 'frame' ? index.frameOf : index.groupOf;
    const children: string[] = [];
    for (const child of container.children) {
      // A validated scene has no dangling or doubly-owned children; stay safe on the rest.
      if (!index.byId.has(child) || owners.has(child) || child === container.id) continue;
      owners.set(child, container.id);
      children.push(child);
    }
    index.childrenOf.set(container.id, children);
  }
  for (const edge of index.edges) {
    addEdge(index.edgesOf, edge.from.elementId, edge);
    if (edge.to.elementId !== edge.from.elementId) addEdge(index.edgesOf, edge.to.elementId, edge);
  }
  return index;
}

function listByKind(index: SceneIndex, element: ElementValue): void {
  switch (element.kind) {
    case 'node':
      index.nodes.push(element);
      break;
    case 'edge':
      index.edges.push(element);
      break;
    case 'frame':
      index.frames.push(element);
      break;
    case 'group':
      index.groups.push(element);
      break;
    case 'text':
      index.texts.push(element);
      break;
    case 'image':
      index.images.push(element);
      break;
    case 'guide':
      index.guides.push(element);
      break;
  }
}

function addEdge(edgesOf: Map<string, EdgeValue[]>, id: string, edge: EdgeValue): void {
  const list = edgesOf.get(id);
  if (list) list.push(edge);
  else edgesOf.set(id, [edge]);
}
