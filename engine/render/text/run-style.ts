import type { TextRun } from '../../model/index.js';

/** Guard and action runs of tiered edge labels are muted; everything else takes the text colour. */
export function runColour(run: Pick<TextRun, 'role'>, colour: string, mutedColour: string): string {
  return run.role === 'guard' || run.role === 'action' ? mutedColour : colour;
}

/** How far left of its anchor a run of this width starts. */
export function anchorShift(anchor: TextRun['anchor'], width: number): number {
  if (anchor === 'middle') return width / 2;
  return anchor === 'end' ? width : 0;
}
