import { expect } from '@esm-bundle/chai';
import { emulateMedia } from '@web/test-runner-commands';
import '../../element/index.js';
import type { DspDiagnosticsDetail, DspDiagram, DspRenderedDetail } from '../../element/index.js';

/** <dsp-diagram> in Chromium, from the sources: drawing in the module worker, diagnostics, events, downloads. */

function mount(html: string): DspDiagram {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host.querySelector('dsp-diagram')!;
}

function next<T>(element: Element, name: 'dsp-rendered' | 'dsp-diagnostics'): Promise<T> {
  return new Promise((resolve) => element.addEventListener(name, (event) => resolve((event as CustomEvent<T>).detail), { once: true }));
}

/** Resolves once the element has settled on a source that gives `status` (events may come first for older sources). */
async function settled(element: DspDiagram, status: DspDiagram['status']): Promise<void> {
  for (let i = 0; i < 600 && element.status !== status; i++) await new Promise((r) => setTimeout(r, 50));
  expect(element.status).to.equal(status);
  await element.updateComplete;
}

const FLOW = 'flowchart LR\n  a[Receive order] --> b{Valid?}\n  b -->|yes| c[(Orders DB)]';

describe('<dsp-diagram>', () => {
  afterEach(() => {
    for (const element of document.querySelectorAll('dsp-diagram')) (element.parentElement === document.body ? element : element.parentElement!).remove();
  });

  it('draws inline Mermaid in an <img> of the SVG, labelled by the title', async () => {
    const element = mount(`<dsp-diagram><script type="text/x-mermaid">
      ---
      title: Order intake
      ---
      ${FLOW.replace(/\n/g, '\n      ')}
    </script></dsp-diagram>`);
    const rendered = await next<DspRenderedDetail>(element, 'dsp-rendered');
    await element.updateComplete;
    expect(rendered.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).to.equal(true);
    expect(rendered.title).to.equal('Order intake');
    expect(element.svg).to.equal(rendered.svg);
    const img = element.shadowRoot!.querySelector('img[part=drawing]') as HTMLImageElement;
    expect(img.alt).to.equal('Order intake');
    expect(img.getAttribute('width')).to.equal(String(rendered.width));
    await img.decode();
    expect(img.naturalWidth).to.equal(rendered.width);
  });

  it('draws a scene JSON child and describes it with the scene description', async () => {
    const element = mount(`<dsp-diagram><script type="application/json">{"schemaVersion":"0.1","scene":{"id":"s","title":"Checkout","description":"The API writes orders."},"diagramFamily":"architecture",
      "elements":[{"id":"api","kind":"node","nodeType":"service","label":"API"},{"id":"db","kind":"node","nodeType":"database","label":"Orders"},
      {"id":"e","kind":"edge","from":{"elementId":"api"},"to":{"elementId":"db"}}]}</script></dsp-diagram>`);
    await settled(element, 'drawn');
    const img = element.shadowRoot!.querySelector('img')!;
    expect(img.alt).to.equal('Checkout');
    const description = element.shadowRoot!.getElementById(img.getAttribute('aria-describedby')!)!;
    expect(description.textContent).to.equal('The API writes orders.');
  });

  it('shows a Mermaid syntax error with its line and column, inline and as an event', async () => {
    const element = document.createElement('dsp-diagram');
    const event = next<DspDiagnosticsDetail>(element, 'dsp-diagnostics');
    element.source = 'flowchart LR\n  a --> b\n  b --> ';
    document.body.append(element);
    const detail = await event;
    expect(detail.valid).to.equal(false);
    expect(detail.diagnostics[0]!.code).to.equal('MERMAID_SYNTAX_ERROR');
    expect(detail.diagnostics[0]!.data).to.deep.include({ line: 3, column: 9 });
    await element.updateComplete;
    const shown = element.shadowRoot!.querySelector('[part~=diagnostics]')!.textContent!;
    expect(shown).to.contain('MERMAID_SYNTAX_ERROR');
    expect(shown).to.contain('line 3, column 9');
    expect(element.shadowRoot!.querySelector('[part=status]')!.textContent).to.contain('Not drawn: 1 error');
    expect(element.shadowRoot!.querySelector('img')).to.equal(null);
  });

  it('reports broken scene JSON with line and column and keeps the last good drawing', async () => {
    const element = document.createElement('dsp-diagram');
    element.source = FLOW;
    document.body.append(element);
    await settled(element, 'drawn');
    const good = element.svg;
    element.source = '{\n  "schemaVersion": "0.1",\n  "scene": {"id": "s"}\n  "elements": []\n}';
    await settled(element, 'failed');
    expect(element.diagnostics[0]!.code).to.equal('INVALID_JSON');
    expect(element.diagnostics[0]!.data).to.deep.equal({ line: 4, column: 3 });
    expect(element.svg).to.equal(good);
    expect(element.shadowRoot!.querySelector('img')!.classList.contains('stale')).to.equal(true);
    expect(element.shadowRoot!.querySelector('[part=status]')!.textContent).to.contain('the drawing shows the last version without errors');
  });

  it('lists scene diagnostics, and escapes hostile text instead of interpreting it', async () => {
    const element = document.createElement('dsp-diagram');
    element.scene = { schemaVersion: '0.1', scene: { id: 's' }, elements: [{ id: 'a', kind: 'node', nodeType: '<img src=x onerror=alert(1)>' }] };
    document.body.append(element);
    await settled(element, 'failed');
    expect(element.diagnostics.map((d) => d.code)).to.include('INVALID_VALUE');
    expect(element.shadowRoot!.querySelector('[part~=diagnostics] img')).to.equal(null);
  });

  it('redraws when the source changes, cancelling drawings made stale by newer ones', async () => {
    const element = document.createElement('dsp-diagram');
    element.source = FLOW;
    document.body.append(element);
    await settled(element, 'drawn');
    const shown: string[] = [];
    element.addEventListener('dsp-rendered', (event) => shown.push((event as CustomEvent<DspRenderedDetail>).detail.svg));
    for (let i = 1; i <= 12; i++) {
      element.source = `flowchart LR\n  a[Step ${i}] --> b[Next]`;
      await new Promise((r) => setTimeout(r, 15));
    }
    await settled(element, 'drawn');
    await new Promise((r) => setTimeout(r, 400));
    // Twelve sources in 180 ms: the debounce and the cancellation leave only the last (or, on a slow machine, one more).
    expect(shown.length).to.be.within(1, 2);
    expect(element.svg).to.equal(shown[shown.length - 1]);
    expect(element.svg).to.contain('Step 12');
    const text = await (await fetch(element.shadowRoot!.querySelector('img')!.src)).text();
    expect(text).to.equal(element.svg);
  });

  it('draws from a src URL, and says when the file is missing', async () => {
    const element = mount('<dsp-diagram src="/test/golden/layout/flowchart/input.json"></dsp-diagram>');
    await settled(element, 'drawn');
    expect(element.svg).to.contain('<svg');
    element.src = '/test/golden/layout/nope/input.json';
    await settled(element, 'failed');
    expect(element.diagnostics[0]!.code).to.equal('SOURCE_UNAVAILABLE');
    expect(element.diagnostics[0]!.message).to.contain('HTTP 404');
  });

  it('follows theme changes and refuses an unknown theme with a diagnostic', async () => {
    const element = mount(`<dsp-diagram theme="blueprint"><script type="text/x-mermaid">${FLOW}</script></dsp-diagram>`);
    await settled(element, 'drawn');
    expect(element.svg).to.contain('JetBrains Mono');
    element.theme = 'neon';
    await settled(element, 'failed');
    expect(element.diagnostics[0]!.code).to.equal('INVALID_ATTRIBUTE');
    expect(element.diagnostics[0]!.message).to.contain('use auto, clean, dark, blueprint, sketch');
  });

  it('theme auto follows prefers-color-scheme and changes with it', async () => {
    await emulateMedia({ colorScheme: 'light' });
    const element = mount(`<dsp-diagram><script type="text/x-mermaid">${FLOW}</script></dsp-diagram>`);
    await settled(element, 'drawn');
    const light = element.svg!;
    const rendered = next<DspRenderedDetail>(element, 'dsp-rendered');
    await emulateMedia({ colorScheme: 'dark' });
    const dark = (await rendered).svg;
    expect(dark).to.not.equal(light);
    element.theme = 'dark';
    await new Promise((r) => setTimeout(r, 300));
    await settled(element, 'drawn');
    expect(element.svg).to.equal(dark);
    await emulateMedia({ colorScheme: 'light' });
  });

  it('makes a PNG with resvg in the drawing thread, and download buttons on request', async () => {
    const element = mount(`<dsp-diagram downloads scale="2"><script type="text/x-mermaid">${FLOW}</script></dsp-diagram>`);
    await settled(element, 'drawn');
    const png = await element.toPng();
    const bytes = new Uint8Array(await png!.arrayBuffer());
    expect([...bytes.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).to.equal('PNG');
    const view = new DataView(bytes.buffer);
    const svgWidth = Number(/width="([\d.]+)"/.exec(element.svg!)![1]);
    expect(view.getUint32(16)).to.equal(Math.ceil(svgWidth * 2));
    const buttons = [...element.shadowRoot!.querySelectorAll('button')].map((b) => b.textContent);
    expect(buttons).to.deep.equal(['Download SVG', 'Download PNG']);
  });
});
