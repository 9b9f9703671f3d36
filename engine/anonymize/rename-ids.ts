import type { SceneDocumentValue } from '../../schema/index.js';

type Element = SceneDocumentValue['elements'][number];

/** Short neutral ids by element kind: n1 for the first node, e1 for the first edge, and so on. */
const PREFIX: Record<Element['kind'], string> = { node: 'n', edge: 'e', frame: 'f', group: 'g', text: 't', image: 'i', guide: 'l' };

/**
 * New ids for every id a person chose (elements, ports, constraints, assets: the SVG shows
 * element ids), numbered in document order per kind, so nothing of the original names is
 * left in them. The element order stays, and with it the layout.
 */
export interface IdRenaming {
  element: (id: string) => string;
  port: (elementId: string, portId: string) => string;
  constraint: (id: string) => string;
  asset: (id: string) => string;
}

export function renameIds(source: SceneDocumentValue): IdRenaming {
  const elements = new Map<string, string>();
  const counts = new Map<string, number>();
  const next = (prefix: string): string => {
    const n = (counts.get(prefix) ?? 0) + 1;
    counts.set(prefix, n);
    return `${prefix}${n}`;
  };
  for (const element of source.elements) elements.set(element.id, next(PREFIX[element.kind]));
  const ports = new Map<string, string>();
  for (const element of source.elements) {
    if (element.kind !== 'node') continue;
    element.ports?.forEach((port, k) => ports.set(`${element.id}\u0000${port.id}`, `p${k + 1}`));
  }
  const constraints = new Map((source.constraints ?? []).map((c, k) => [c.id, `c${k + 1}`] as const));
  const assets = new Map(Object.keys(source.assets ?? {}).map((id, k) => [id, `a${k + 1}`] as const));
  // An id that names nothing (the validator reports it) keeps a neutral stand-in rather than itself.
  return {
    element: (id) => elements.get(id) ?? 'x0',
    port: (elementId, portId) => ports.get(`${elementId}\u0000${portId}`) ?? 'p0',
    constraint: (id) => constraints.get(id) ?? 'c0',
    asset: (id) => assets.get(id) ?? 'a0',
  };
}
