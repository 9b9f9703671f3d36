import type { FaceStyle } from '../../measure/font-bytes.js';
import type { TextRun } from '../../model/computed.js';

/**
 * The face a run is drawn with. Bold italic is not bundled: like the measurer (and CSS font
 * matching, which settles the style before the weight), italic text takes the italic face.
 */
export function faceStyleOf(run: Pick<TextRun, 'weight' | 'italic'>): FaceStyle {
  if (run.italic) return 'italic';
  return run.weight === 'bold' ? 'bold' : 'regular';
}

/** Guard and action runs of tiered edge labels are muted; everything else takes the text colour. */
export function runColour(run: Pick<TextRun, 'role'>, colour: string, mutedColour: string): string {
  return run.role === 'guard' || run.role === 'action' ? mutedColour : colour;
}

/** How far left of its anchor a run of this width starts. */
export function anchorShift(anchor: TextRun['anchor'], width: number): number {
  if (anchor === 'middle') return width / 2;
  return anchor === 'end' ? width : 0;
}

/** Tabs as the measurer counts them (four spaces). */
export function expandTabs(text: string): string {
  return text.replaceAll('\t', '    ');
}
