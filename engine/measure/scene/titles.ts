import type { FrameValue, NodeType, SceneDocumentValue } from '../../../schema/index.js';
import type { Measurer, TextSpec } from '../measurer.js';
import { PLURAL_NAMES } from './plural-names.js';
import { textSpecOf } from './text-specs.js';

/** A one-line title measured in its face: what framing it and placing its run need. */
export interface MeasuredTitle {
  text: string;
  spec: TextSpec;
  width: number;
  height: number;
  lineHeight: number;
  /** From the top of its line box to its baseline. */
  baseline: number;
}

/** What an autoGroup band's title is set in: 12 px bold sans, whatever the element styles say. */
export const BAND_TITLE_SPEC: TextSpec = { font: 'sans', size: 12, weight: 'bold' };

function measureTitle(measurer: Measurer, text: string, spec: TextSpec): MeasuredTitle {
  const block = measurer.block(text, spec, { wrap: 'none' });
  return { text, spec, width: block.width, height: block.height, lineHeight: measurer.lineHeight(spec), baseline: measurer.baseline(spec) };
}

/** A frame's title (bold unless its style says otherwise), or undefined without one. */
export function measureFrameTitle(frame: FrameValue, scene: SceneDocumentValue, measurer: Measurer): MeasuredTitle | undefined {
  if (frame.title === undefined || frame.title === '') return undefined;
  return measureTitle(measurer, frame.title, textSpecOf(frame, scene, 'bold'));
}

/** The title an autoGroup band of this nodeType shows: its plural name ("Databases"). */
export function bandTitleOf(nodeType: NodeType): string {
  return PLURAL_NAMES[nodeType];
}

/** The title of the band of this nodeType, measured (its width counts any trailing space, as a band's title is drawn). */
export function measureBandTitle(nodeType: NodeType, measurer: Measurer): MeasuredTitle {
  const title = measureTitle(measurer, bandTitleOf(nodeType), BAND_TITLE_SPEC);
  return { ...title, width: measurer.width(title.text, BAND_TITLE_SPEC) };
}
