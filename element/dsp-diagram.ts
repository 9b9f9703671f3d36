import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { ColorSchemeController } from './color-scheme.js';
import { DrawController, type DrawingState, type Prepared } from './draw-controller.js';
import { downloadBlob, fileNameFor } from './downloads.js';
import type { DrawRequest } from './drawing/protocol.js';
import { elementError, fetchSource, fetchVersion, inlineSource, parseVersionRef, readText, type ElementDiagnostic } from './sources.js';

/** Detail of `dsp-diagnostics`, fired after every attempt to draw. */
export interface DspDiagnosticsDetail {
  valid: boolean;
  diagnostics: ElementDiagnostic[];
}

/** Detail of `dsp-rendered`, fired when a new drawing is shown. */
export interface DspRenderedDetail {
  svg: string;
  width: number;
  height: number;
  title?: string;
}

// Where this module was loaded from: the diagram service, for the embed file it serves.
const MODULE_ORIGIN = new URL(import.meta.url).origin;

/**
 * <dsp-diagram>: draws a diagram with the engine, in a module worker, exactly as the service
 * draws it (the same SVG bytes).
 *
 * Source, first match wins: the `source` property (Mermaid text, scene JSON text or a scene
 * object; `scene` is the same for an object); `diagram="{ref}@{revision}"` (a published
 * version, read from the service's public API and drawn with its address stamped, as the
 * service's stored image is); `src` (a URL of a .mmd or .json file); else the element's
 * content (a `<script type="application/json">`, a `<script type="text/x-mermaid">`, or its text).
 *
 * @attr theme - auto (default: follows prefers-color-scheme), clean, dark, blueprint, sketch
 * @attr from - with `diagram`: the older revision to colour the changes against
 * @attr scale - display size and PNG resolution factor (default 1)
 * @attr service - the service's base URL for `diagram` (default: where this script came from)
 * @attr web-url - the public site whose addresses are stamped (default: the version's address the service answers)
 * @attr downloads - show the SVG and PNG download buttons
 * @fires dsp-diagnostics - {valid, diagnostics} after every attempt to draw
 * @fires dsp-rendered - {svg, width, height, title} when a new drawing is shown
 * @csspart drawing - the drawing (an <img> of the SVG)
 * @csspart toolbar - the download buttons' row
 * @csspart button - each download button (also download-svg, download-png)
 * @csspart status - the one-line status (drawing, errors)
 * @csspart diagnostics - the list of diagnostics
 * @csspart diagnostic - one diagnostic (also error, warning, info)
 */
export class DspDiagram extends LitElement {
  static override properties = {
    source: { attribute: false },
    scene: { attribute: false },
    src: { type: String },
    diagram: { type: String },
    from: { type: String },
    theme: { type: String, reflect: true },
    scale: { type: Number },
    service: { type: String },
    webUrl: { type: String, attribute: 'web-url' },
    downloads: { type: Boolean },
  };

  static override styles = css`
    :host { display: block; font: 13px/1.4 system-ui, sans-serif; color: #1f2937; }
    :host([hidden]) { display: none; }
    figure { margin: 0; }
    img { display: block; max-width: 100%; height: auto; }
    img.stale { opacity: 0.45; }
    .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
    .toolbar { display: flex; gap: 6px; margin-top: 6px; }
    button { font: inherit; padding: 2px 10px; border: 1px solid #9ca3af; border-radius: 4px; background: #f9fafb; color: inherit; cursor: pointer; }
    .status:empty { display: none; }
    .status.error { color: #b91c1c; font-weight: 600; }
    ul { margin: 4px 0 0; padding-left: 18px; }
    .error { color: #b91c1c; }
    .warning { color: #b45309; }
    .info { color: #1d4ed8; }
    code { font-size: 12px; }
    @media (prefers-color-scheme: dark) {
      :host { color: #e5e7eb; }
      button { background: #1f2937; border-color: #4b5563; }
      .status.error, .error { color: #f87171; }
      .warning { color: #fbbf24; }
      .info { color: #93c5fd; }
    }
  `;

  /** Mermaid text, scene JSON text or a scene object to draw (wins over every other source). */
  declare source: string | object | undefined;
  /** A scene object to draw (the same as setting `source` to it). */
  declare scene: unknown;
  /** The URL of a Mermaid (.mmd) or scene (.json) file. */
  declare src: string | undefined;
  /** A published version, "{ref}@{revision}" (or "{ref}" for the latest). */
  declare diagram: string | undefined;
  /** With `diagram`: the revision (or "{ref}@{revision}") to colour the changes against. */
  declare from: string | undefined;
  /** auto, clean, dark, blueprint or sketch. */
  declare theme: string;
  /** Display size and PNG resolution factor. */
  declare scale: number;
  /** The service's base URL, for `diagram`. */
  declare service: string | undefined;
  /** The public site printed in the stamp of a stored version (default: the version address the service answers). */
  declare webUrl: string | undefined;
  /** Show the download buttons. */
  declare downloads: boolean;

  private readonly scheme = new ColorSchemeController(this, () => {
    if (this.theme === 'auto') this.drawer.schedule(true);
  });
  private readonly drawer = new DrawController(this, (signal) => this.prepare(signal), (state) => this.settled(state));
  private readonly children$ = new MutationObserver(() => {
    if (this.usesInlineSource()) this.drawer.schedule();
  });
  private imageUrl: string | undefined;
  private shownDrawing: DrawingState['drawing'];

  constructor() {
    super();
    this.theme = 'auto';
    this.scale = 1;
    this.downloads = false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.children$.observe(this, { childList: true, characterData: true, subtree: true });
    this.drawer.schedule(true);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.children$.disconnect();
    if (this.imageUrl) URL.revokeObjectURL(this.imageUrl);
    this.imageUrl = undefined;
    this.shownDrawing = undefined;
  }

  /** The SVG on show (the newest good drawing), or undefined. */
  get svg(): string | undefined {
    return this.drawer.state.drawing?.svg;
  }

  /** The diagnostics of the newest source. */
  get diagnostics(): ElementDiagnostic[] {
    return this.drawer.state.diagnostics;
  }

  /** empty, drawing, drawn or failed (the newest source could not be drawn). */
  get status(): DrawingState['status'] {
    return this.drawer.state.status;
  }

  /** Draws again now (for example after changing the content of an inline script). */
  redraw(): void {
    this.drawer.schedule(true);
  }

  /** The SVG as a Blob, or undefined when nothing is drawn. */
  toSvg(): Blob | undefined {
    const svg = this.svg;
    return svg === undefined ? undefined : new Blob([svg], { type: 'image/svg+xml' });
  }

  /** The PNG of the drawing (drawn by resvg-wasm in the drawing thread) at `scale` (default: the element's). */
  async toPng(scale = this.scale): Promise<Blob | undefined> {
    const svg = this.svg;
    if (svg === undefined) return undefined;
    const png = await this.drawer.drawingThread().png(svg, scale);
    return new Blob([png as Uint8Array<ArrayBuffer>], { type: 'image/png' });
  }

  /** Saves the SVG as a file (named after the title unless a name is given). */
  downloadSvg(fileName?: string): void {
    const blob = this.toSvg();
    if (blob) downloadBlob(blob, fileName ?? fileNameFor(this.drawer.state.drawing?.title, 'svg'));
  }

  /** Saves the PNG as a file. */
  async downloadPng(fileName?: string, scale = this.scale): Promise<void> {
    const blob = await this.toPng(scale);
    if (blob) downloadBlob(blob, fileName ?? fileNameFor(this.drawer.state.drawing?.title, 'png'));
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const redraws: PropertyKey[] = ['source', 'scene', 'src', 'diagram', 'from', 'theme', 'service', 'webUrl'];
    if (this.hasUpdated && redraws.some((name) => changed.has(name as keyof DspDiagram))) this.drawer.schedule();
    const drawing = this.drawer.state.drawing;
    if (drawing !== this.shownDrawing) {
      if (this.imageUrl) URL.revokeObjectURL(this.imageUrl);
      this.imageUrl = drawing?.svg === undefined ? undefined : URL.createObjectURL(new Blob([drawing.svg], { type: 'image/svg+xml' }));
      this.shownDrawing = drawing;
    }
    this.toggleAttribute('aria-busy', this.drawer.state.status === 'drawing');
  }

  protected override render() {
    const { status, drawing, diagnostics } = this.drawer.state;
    const errors = diagnostics.filter((d) => d.severity === 'error').length;
    const width = drawing?.width === undefined ? undefined : Math.round(drawing.width * this.scale);
    const height = drawing?.height === undefined ? undefined : Math.round(drawing.height * this.scale);
    return html`
      <figure>
        ${drawing && this.imageUrl
          ? html`<img part="drawing" class=${status === 'failed' ? 'stale' : ''} src=${this.imageUrl} alt=${drawing.title ?? 'Diagram'}
              width=${width ?? nothing} height=${height ?? nothing} aria-describedby=${drawing.description ? 'description' : nothing}>`
          : nothing}
        ${drawing?.description ? html`<p id="description" class="visually-hidden">${drawing.description}</p>` : nothing}
        ${this.downloads && drawing
          ? html`<div part="toolbar" class="toolbar">
              <button part="button download-svg" type="button" @click=${() => this.downloadSvg()}>Download SVG</button>
              <button part="button download-png" type="button" @click=${() => void this.downloadPng()}>Download PNG</button>
            </div>`
          : nothing}
      </figure>
      <div part="status" class="status ${errors > 0 ? 'error' : ''}" role="status">${statusLine(status, errors, drawing !== undefined)}</div>
      ${diagnostics.length === 0
        ? nothing
        : html`<ul part="diagnostics">
            ${diagnostics.map((d) => html`<li part="diagnostic ${d.severity}" class=${d.severity}><code>${d.code}</code> ${d.elementId ? html`<code>${d.elementId}</code> ` : nothing}${d.message}</li>`)}
          </ul>`}
    `;
  }

  /** True when the drawing comes from the element's content. */
  private usesInlineSource(): boolean {
    return this.source === undefined && this.scene === undefined && !this.diagram && !this.src;
  }

  /** The theme to ask the engine for: auto follows the page (dark, or the engine's default). */
  private engineTheme(): string | undefined {
    if (this.theme === 'auto' || !this.theme) return this.scheme.dark ? 'dark' : undefined;
    return this.theme;
  }

  private async prepare(signal: AbortSignal): Promise<Prepared | undefined> {
    const theme = this.engineTheme();
    const request = (input: unknown, more: Partial<DrawRequest> = {}): Prepared => ({ request: { input, ...(theme === undefined ? {} : { theme }), ...more } });
    const fromRead = (read: ReturnType<typeof readText>): Prepared => ('input' in read ? request(read.input) : read);

    const direct = this.source ?? this.scene;
    if (direct !== undefined && direct !== null) return typeof direct === 'string' ? fromRead(readText(direct)) : request(direct);
    if (this.diagram) return this.prepareVersion(signal, request);
    if (this.src) return fromRead(await fetchSource(new URL(this.src, document.baseURI).href, signal));
    const inline = inlineSource(this);
    return inline === undefined ? undefined : fromRead(readText(inline));
  }

  /** A published version (and the older one for a diff), drawn with its address stamped as the service drew it. */
  private async prepareVersion(signal: AbortSignal, request: (input: unknown, more?: Partial<DrawRequest>) => Prepared): Promise<Prepared> {
    const version = parseVersionRef(this.diagram ?? '');
    if (!version) return { diagnostics: [elementError('INVALID_ATTRIBUTE', `diagram="${this.diagram}" is not a version reference; write {ref}@{revision}, for example dgm_abc@3`, { attribute: 'diagram' })] };
    const older = this.from ? parseVersionRef(this.from, version) : undefined;
    if (this.from && !older) return { diagnostics: [elementError('INVALID_ATTRIBUTE', `from="${this.from}" is not a revision; write a revision number of the same diagram`, { attribute: 'from' })] };
    const service = this.service || MODULE_ORIGIN;
    const [current, base] = await Promise.all([fetchVersion(service, version, signal), older ? fetchVersion(service, older, signal) : undefined]);
    if ('diagnostics' in current) return current;
    if (base && 'diagnostics' in base) return base;
    const { id, revision, url } = current.version;
    // The service says where the version lives (its stamp); web-url, when set, wins.
    const stamp = this.webUrl || typeof url !== 'string' || !url.endsWith(`@${revision}`) ? `${(this.webUrl || service).replace(/\/+$/, '')}/d/${id}@${revision}` : url;
    return request(current.version.scene, {
      stamp,
      ...(base ? { diffFrom: base.version.scene } : {}),
    });
  }

  private settled(state: DrawingState): void {
    this.dispatchEvent(new CustomEvent<DspDiagnosticsDetail>('dsp-diagnostics', { detail: { valid: state.valid, diagnostics: state.diagnostics }, bubbles: true, composed: true }));
    const drawing = state.drawing;
    if (state.status === 'drawn' && drawing?.svg !== undefined) {
      const detail: DspRenderedDetail = { svg: drawing.svg, width: drawing.width ?? 0, height: drawing.height ?? 0, ...(drawing.title === undefined ? {} : { title: drawing.title }) };
      this.dispatchEvent(new CustomEvent<DspRenderedDetail>('dsp-rendered', { detail, bubbles: true, composed: true }));
    }
  }
}

/** The status line: empty once a drawing is up to date. */
function statusLine(status: DrawingState['status'], errors: number, hasDrawing: boolean): string {
  const count = `${errors} error${errors === 1 ? '' : 's'}`;
  switch (status) {
    case 'empty':
      return 'Nothing to draw: give the element Mermaid or scene JSON, a src or a diagram.';
    case 'drawing':
      return hasDrawing ? '' : 'Drawing…';
    case 'failed':
      return hasDrawing ? `${count}: the drawing shows the last version without errors.` : `Not drawn: ${count}.`;
    case 'drawn':
      return '';
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'dsp-diagram': DspDiagram;
  }
}
