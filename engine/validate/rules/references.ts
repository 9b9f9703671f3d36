import { diagnostic, formatPath, type Diagnostic } from '../../model/index.js';
import type { RuleContext } from '../context.js';

/** Named styles exist in scene.styles; images name an asset of scene.assets. */
export function checkRegistries(context: RuleContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const { element, index } of context.elements) {
    if (typeof element.style === 'string' && !context.styleNames.has(element.style)) {
      const path = formatPath(['elements', index, 'style']);
      const known = [...context.styleNames];
      out.push(diagnostic('STYLE_NOT_FOUND', `${path} names style "${element.style}", which scene.styles does not define; ${known.length ? `use one of: ${known.slice(0, 10).join(', ')}` : 'add it to scene.styles or use an inline style object'}`, {
        elementId: element.id, path, data: { style: element.style },
      }));
    }
    if (element.kind === 'image' && !context.assetNames.has(element.assetRef)) {
      const path = formatPath(['elements', index, 'assetRef']);
      out.push(diagnostic('ASSET_NOT_FOUND', `${path} names asset "${element.assetRef}", which scene.assets does not define; add the asset or fix the name`, {
        elementId: element.id, path, data: { assetRef: element.assetRef },
      }));
    }
  }
  return out;
}
