import type { DeriveSourceValue } from '../../../schema/index.js';
import { svgSize, type DeriveReport, type Diagnostic, type OperationInput } from '../../../engine/index.js';
import type { Drawer, DrawingCaller } from '../../ports/index.js';
import { publicWarnings } from './diagram-response.js';
import { deriveSnapshot } from './derive-snapshot.js';

export interface DerivePreview {
  /** The operations deriving into an empty entity-relationship diagram would apply. */
  operations: OperationInput[];
  report: DeriveReport;
  /** The drawing of the result, as POST /v1/diagrams/preview answers it. */
  output: { mimeType: 'image/svg+xml'; content: string; width: number; height: number };
  diagnostics: Diagnostic[];
}

/**
 * POST /v1/diagrams/derive-preview: what a derive into an empty diagram would make, and its
 * SVG. Nothing is stored, no key needed; the drawing runs under the caller's budget (5 s
 * keyless) like any preview.
 */
export async function derivePreview(drawer: Drawer, snapshot: DeriveSourceValue, caller: DrawingCaller): Promise<DerivePreview> {
  const derived = await deriveSnapshot(snapshot);
  const drawn = await drawer.draw({ scene: derived.scene }, caller);
  const size = svgSize(drawn.svg) ?? { width: drawn.computed.canvas.width, height: drawn.computed.canvas.height };
  return {
    operations: derived.ops,
    report: derived.report,
    output: { mimeType: 'image/svg+xml', content: drawn.svg, width: size.width, height: size.height },
    diagnostics: publicWarnings(drawn.diagnostics),
  };
}
