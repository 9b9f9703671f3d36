/** The <dsp-diagram> element. Importing this module defines the tag once. */
import { DspDiagram } from './dsp-diagram.js';

export { DspDiagram, type DspDiagnosticsDetail, type DspRenderedDetail } from './dsp-diagram.js';
export type { ElementDiagnostic } from './sources.js';

if (!customElements.get('dsp-diagram')) customElements.define('dsp-diagram', DspDiagram);
