import { expect } from '@esm-bundle/chai';
import '../../element/index.js';
import type { DspDiagram, DspValidatedDetail } from '../../element/index.js';

describe('<dsp-diagram>', () => {
  it('checks an inline scene and lists its diagnostics', async () => {
    const host = document.createElement('div');
    host.innerHTML = `<dsp-diagram><script type="application/json">{"schemaVersion":"0.1","scene":{"id":"s"},"elements":[{"id":"a","kind":"node","nodeType":"nope"}]}</script></dsp-diagram>`;
    document.body.append(host);
    const element = host.querySelector('dsp-diagram') as DspDiagram;
    await element.updateComplete;
    const status = element.shadowRoot!.querySelector('[part=status]')!.textContent!;
    expect(status).to.contain('Invalid scene: 1 error');
    expect(element.shadowRoot!.querySelector('[part=diagnostics]')!.textContent).to.contain('INVALID_VALUE');
    host.remove();
  });

  it('fires dsp-validated when the scene property changes', async () => {
    const element = document.createElement('dsp-diagram');
    document.body.append(element);
    const event = new Promise<DspValidatedDetail>((resolve) => element.addEventListener('dsp-validated', (e) => resolve((e as CustomEvent<DspValidatedDetail>).detail), { once: true }));
    element.scene = { schemaVersion: '0.1', scene: { id: 's' }, elements: [], diagramFamily: 'architecture' };
    const detail = await event;
    expect(detail.valid).to.equal(true);
    await element.updateComplete;
    expect(element.shadowRoot!.textContent).to.contain('Valid scene');
    expect(element.shadowRoot!.querySelector('script')).to.equal(null);
    element.remove();
  });

  it('escapes hostile text instead of interpreting it', async () => {
    const element = document.createElement('dsp-diagram');
    document.body.append(element);
    element.scene = { schemaVersion: '0.1', scene: { id: 's' }, elements: [{ id: 'a', kind: '<img src=x onerror=alert(1)>' }] };
    await element.updateComplete;
    expect(element.shadowRoot!.querySelector('img')).to.equal(null);
    element.remove();
  });
});
