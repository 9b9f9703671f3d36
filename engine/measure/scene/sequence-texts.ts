import type { SceneDocumentValue } from '../../../schema/index.js';
import type { Measurer } from '../measurer.js';
import { measureBlock, type MeasuredBlock } from './blocks.js';
import { sequenceTextSpecOf } from './text-specs.js';

/**
 * How a sequence diagram's own texts are set: font sizes when neither the element's style
 * nor the scene defaults set one, and the width word and character wrapping break at.
 */
export const SEQUENCE_TEXT = {
  headerFontSize: 14,
  noteFontSize: 12,
  fragmentTitleFontSize: 12,
  /** word/character wrapping of headers and notes breaks at this text width. */
  wrapWidth: 200,
} as const;

const PARTICIPANT_TYPES = new Set(['sequence.lifeline', 'sequence.actor']);

/** Lifeline headers, notes and fragment titles, by element id. */
export interface SequenceTexts {
  headers: Record<string, MeasuredBlock>;
  notes: Record<string, MeasuredBlock>;
  fragmentTitles: Record<string, MeasuredBlock>;
}

/**
 * The texts a sequence diagram sets itself: each lifeline's header (its label, else name,
 * else id), each note, each fragment's title (bold).
 */
export function measureSequenceTexts(scene: SceneDocumentValue, measurer: Measurer): SequenceTexts {
  const texts: SequenceTexts = { headers: {}, notes: {}, fragmentTitles: {} };
  for (const element of scene.elements) {
    if (element.kind === 'node' && PARTICIPANT_TYPES.has(element.nodeType)) {
      const spec = sequenceTextSpecOf(element, scene, SEQUENCE_TEXT.headerFontSize);
      texts.headers[element.id] = measureBlock(measurer, element.label ?? element.name ?? element.id, spec, element.textStyle ?? {}, SEQUENCE_TEXT.wrapWidth);
    } else if (element.kind === 'node' && element.nodeType === 'sequence.note') {
      const spec = sequenceTextSpecOf(element, scene, SEQUENCE_TEXT.noteFontSize);
      texts.notes[element.id] = measureBlock(measurer, element.label ?? '', spec, element.textStyle ?? {}, SEQUENCE_TEXT.wrapWidth);
    } else if (element.kind === 'frame' && element.containerType === 'fragment') {
      const spec = { ...sequenceTextSpecOf(element, scene, SEQUENCE_TEXT.fragmentTitleFontSize), weight: 'bold' as const };
      texts.fragmentTitles[element.id] = measureBlock(measurer, element.title ?? '', spec, {}, SEQUENCE_TEXT.wrapWidth);
    }
  }
  return texts;
}
