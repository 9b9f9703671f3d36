/** The <dsp-diagram> element. Importing this module defines the tag once. */
import { DspDiagram } from './dsp-diagram.js';

export { DspDiagram, type DspValidatedDetail } from './dsp-diagram.js';

if (!customElements.get('dsp-diagram')) customElements.define('dsp-diagram', DspDiagram);
