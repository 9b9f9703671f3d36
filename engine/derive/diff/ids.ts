import { LIMITS, type SceneDocumentValue } from '../../../schema/index.js';

/** Ids for new elements from qualified names: characters ids cannot hold become `_`; a taken id gets `__2`, `__3`... */
export function idAllocator(scene: SceneDocumentValue): { take(name: string): string } {
  const taken = new Set(scene.elements.map((element) => element.id));
  return {
    take(name) {
      const base = name.replace(/[^A-Za-z0-9._:-]/g, '_').slice(0, LIMITS.idLength - 8) || 'table';
      let id = base;
      for (let n = 2; taken.has(id); n++) id = `${base}__${n}`;
      taken.add(id);
      return id;
    },
  };
}
