import type { SceneDocumentValue } from '../../schema/index.js';
import { reorderedIds } from '../compare/index.js';
import { canonicalJson } from '../hash/index.js';
import type { ChangedIds } from './types.js';

/**
 * The change lists of an edit: of the elements the ops touched (cascades included), those
 * that appeared, disappeared, or whose content differs; plus any element whose place in
 * the document order moved (order is content: paint order, message order), exactly as
 * compareScenes counts it. An element touched but left as it was is not listed, so an
 * edit that changes nothing has empty lists. Document order: added and updated as in the
 * result, removed as in the base.
 */
export function changedIds(base: SceneDocumentValue, result: SceneDocumentValue, touched: ReadonlySet<string>): ChangedIds {
  const before = new Map(base.elements.map((element) => [element.id, element]));
  const after = new Set(result.elements.map((element) => element.id));
  const moved = reorderedIds([...before.keys()], [...after]);
  const added: string[] = [];
  const updated: string[] = [];
  for (const element of result.elements) {
    const previous = before.get(element.id);
    if (previous === undefined) {
      if (touched.has(element.id)) added.push(element.id);
    } else if (moved.has(element.id) || (touched.has(element.id) && canonicalJson(previous) !== canonicalJson(element))) {
      updated.push(element.id);
    }
  }
  const removed = base.elements.filter((element) => touched.has(element.id) && !after.has(element.id)).map((element) => element.id);
  return { added, updated, removed };
}
