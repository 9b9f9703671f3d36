import type { ElementValue } from '../../schema/index.js';
import { quoteText } from './quote-text.js';

/**
 * The outline line of one element. Ids never hold spaces, brackets, braces or quotes, so
 * each part is found by its delimiter:
 *   node   `id [nodeType] "label"`
 *   edge   `id: from -> to [edgeType] "label"` (edgeType only when not default)
 *   frame  `id [frame containerType] "title" {child, child}` (containerType only when not generic)
 *   group  `id [group] "title" {child, child}`
 *   text   `id [text] "text"`
 *   image  `id [image] asset=assetRef`
 *   guide  `id [guide] y=120` (horizontal) or `x=120` (vertical)
 * A label or title that is absent is left out; an empty one prints as "".
 */
export function elementLine(element: ElementValue): string {
  switch (element.kind) {
    case 'node':
      return join(element.id, `[${element.nodeType}]`, quoted(element.label));
    case 'edge': {
      const type = element.edgeType !== undefined && element.edgeType !== 'default' ? `[${element.edgeType}]` : undefined;
      return join(`${element.id}:`, element.from.elementId, '->', element.to.elementId, type, quoted(element.label));
    }
    case 'frame': {
      const type = element.containerType === 'generic' ? '[frame]' : `[frame ${element.containerType}]`;
      return join(element.id, type, quoted(element.title), members(element.children));
    }
    case 'group':
      return join(element.id, '[group]', quoted(element.title), members(element.children));
    case 'text':
      return join(element.id, '[text]', quoted(element.text));
    case 'image':
      return join(element.id, '[image]', `asset=${element.assetRef}`);
    case 'guide':
      return join(element.id, '[guide]', `${element.orientation === 'horizontal' ? 'y' : 'x'}=${element.position}`);
  }
}

function quoted(text: string | undefined): string | undefined {
  return text === undefined ? undefined : quoteText(text);
}

function members(children: readonly string[]): string {
  return `{${children.join(', ')}}`;
}

function join(...parts: Array<string | undefined>): string {
  return parts.filter((part) => part !== undefined).join(' ');
}
