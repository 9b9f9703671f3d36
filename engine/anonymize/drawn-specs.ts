import type { SceneDocumentValue } from '../../schema/index.js';
import { edgeLabelSpec, SEQUENCE_TEXT, sequenceTextSpecOf, tableTextSpecs, textSpecOf, type TextSpec } from '../measure/index.js';

type Element = SceneDocumentValue['elements'][number];

/**
 * What an element's texts are set in, as the measure stage sets them: a width matched in
 * any other face, weight or size is not the width layout sees (an ER table's rows are
 * 12 px normal under a 14 px bold header; edge labels are 12 px; a sequence note 12 px).
 */
export interface DrawnSpecs {
  /** Its label, title or text: an ER table's header, a lifeline's header, a note, a fragment's title. */
  text: TextSpec;
  /** An ER table's rows (column names and types); the text's spec for anything else. */
  row: TextSpec;
}

const SEQUENCE_HEADERS = new Set(['sequence.lifeline', 'sequence.actor']);

export function drawnSpecsOf(element: Element, scene: SceneDocumentValue): DrawnSpecs {
  const same = (text: TextSpec): DrawnSpecs => ({ text, row: text });
  const sequence = scene.diagramFamily === 'sequence';
  switch (element.kind) {
    case 'node': {
      if ((element.extensions?.columns?.length ?? 0) > 0) {
        const own = textSpecOf(element, scene);
        const table = tableTextSpecs({ font: own.font, fontSize: own.size });
        return { text: table.header, row: table.row };
      }
      if (sequence && SEQUENCE_HEADERS.has(element.nodeType)) return same(sequenceTextSpecOf(element, scene, SEQUENCE_TEXT.headerFontSize));
      if (sequence && element.nodeType === 'sequence.note') return same(sequenceTextSpecOf(element, scene, SEQUENCE_TEXT.noteFontSize));
      return same(textSpecOf(element, scene));
    }
    case 'edge':
      return same(edgeLabelSpec(element, scene));
    case 'frame':
      if (sequence && element.containerType === 'fragment') return same({ ...sequenceTextSpecOf(element, scene, SEQUENCE_TEXT.fragmentTitleFontSize), weight: 'bold' });
      return same(textSpecOf(element, scene, 'bold'));
    case 'group':
      return same(textSpecOf(element, scene, 'bold'));
    default:
      return same(textSpecOf(element, scene));
  }
}
