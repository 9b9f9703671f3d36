import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { validateScene, type Diagnostic } from '../engine/index.js';

export interface DspValidatedDetail {
  valid: boolean;
  diagnostics: Diagnostic[];
}

/**
 * <dsp-diagram>: shows a DSP scene. The scene comes from the `scene` property or from a
 * child <script type="application/json">. The engine runs in the page (no requests).
 * This first version checks the scene and lists its diagnostics; drawing arrives with the
 * renderer. Fires `dsp-validated` ({valid, diagnostics}) after every check.
 *
 * @csspart status - the one-line status
 * @csspart diagnostics - the list of diagnostics
 */
export class DspDiagram extends LitElement {
  static override properties = {
    scene: { attribute: false },
  };

  static override styles = css`
    :host { display: block; font: 13px/1.4 system-ui, sans-serif; color: #1f2937; }
    .status { font-weight: 600; }
    .error { color: #b91c1c; }
    .warning { color: #b45309; }
    .info { color: #1d4ed8; }
    ul { margin: 4px 0 0; padding-left: 18px; }
    code { font-size: 12px; }
  `;

  /** The scene document (an object); when unset, the first child JSON script is read. */
  declare scene: unknown;

  private result: DspValidatedDetail | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.scene === undefined) this.scene = this.readInlineScene();
  }

  private readInlineScene(): unknown {
    const script = this.querySelector('script[type="application/json"]');
    if (!script?.textContent) return undefined;
    try {
      return JSON.parse(script.textContent) as unknown;
    } catch {
      return script.textContent;
    }
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!changed.has('scene')) return;
    if (this.scene === undefined) {
      this.result = null;
      return;
    }
    const { valid, diagnostics } = validateScene(this.scene);
    this.result = { valid, diagnostics };
    this.dispatchEvent(new CustomEvent<DspValidatedDetail>('dsp-validated', { detail: this.result, bubbles: true, composed: true }));
  }

  protected override render() {
    if (!this.result) return html`<div part="status" class="status">No scene.</div>`;
    const { valid, diagnostics } = this.result;
    const errors = diagnostics.filter((d) => d.severity === 'error').length;
    return html`
      <div part="status" class="status ${valid ? '' : 'error'}">
        ${valid ? 'Valid scene' : `Invalid scene: ${errors} error${errors === 1 ? '' : 's'}`}
      </div>
      ${diagnostics.length === 0
        ? nothing
        : html`<ul part="diagnostics">
            ${diagnostics.map((d) => html`<li class=${d.severity}><code>${d.code}</code> ${d.message}</li>`)}
          </ul>`}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'dsp-diagram': DspDiagram;
  }
}
