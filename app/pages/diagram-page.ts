import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { api, diagramPath, imagePath, messageOf, type Comparison, type RevisionEntry, type Session } from '../api.js';
import { announce, copyText, named } from '../events.js';
import { changeSummary, defaultComparison, madeBy, shortDate } from '../format.js';
import { PageElement } from '../page-element.js';
import { routePath } from '../routes.js';
import { mayWrite } from '../teams.js';
import { titleOf } from './diagrams-page.js';

interface DspView {
  id: string;
  key: string | null;
  revision: number;
  visibility: string;
  createdAt: string;
  scene: { scene?: { title?: string } } & Record<string, unknown>;
}

/**
 * One diagram: its latest drawing, its versions (dates, messages, made by a person or an
 * agent) with Restore, the colour diff between any two versions (GET .../compare and the
 * stored image with ?from=), the Mermaid and JSON views, and the exports; moving it into a
 * team (<dsp-move-diagram>). A viewer of the workspace is offered no change.
 */
export class DiagramPage extends PageElement {
  static override properties = {
    diagramId: {}, workspaceId: {}, session: { attribute: false },
    view: { state: true }, revisions: { state: true }, error: { state: true },
    comparison: { state: true }, mermaid: { state: true }, busy: { state: true },
  };

  diagramId = '';
  workspaceId = '';
  session: Session | null = null;
  view: DspView | undefined;
  revisions: RevisionEntry[] = [];
  error = '';
  comparison: Comparison | undefined;
  mermaid: { text: string; notes: string[] } | { error: string } | undefined;
  busy = false;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('diagramId') || changed.has('workspaceId')) void this.load();
  }

  private async load(): Promise<void> {
    this.error = '';
    this.mermaid = undefined;
    try {
      const [view, history] = await Promise.all([
        api<DspView>('GET', diagramPath(this.diagramId, '?view=dsp')),
        api<{ revisions: RevisionEntry[] }>('GET', diagramPath(this.diagramId, '/revisions?limit=100')),
      ]);
      this.view = view;
      this.revisions = history.revisions;
      named(this, this.diagramTitle);
      const pair = defaultComparison(history.revisions.map((r) => r.revision));
      this.comparison = undefined;
      if (pair) await this.compare(pair.from, pair.to, false);
    } catch (error) {
      this.view = undefined;
      this.error = messageOf(error);
    }
  }

  /** False for a viewer: the page then offers no restore, sharing or move (the service would refuse them with READ_ONLY). */
  private get writable(): boolean {
    return mayWrite(this.session?.workspace);
  }

  private get diagramTitle(): string {
    const view = this.view;
    return view ? view.scene.scene?.title || titleOf({ title: null, key: view.key, id: view.id }) : this.diagramId;
  }

  private async compare(from: number, to: number, speak = true): Promise<void> {
    try {
      this.comparison = await api<Comparison>('GET', diagramPath(this.diagramId, `/compare?from=${from}&to=${to}`));
      if (speak) announce(this, `Version ${from} to ${to}: ${changeSummary(this.comparison.summary)}.`);
    } catch (error) {
      announce(this, messageOf(error), true);
    }
  }

  private submitCompare(event: SubmitEvent): void {
    event.preventDefault();
    const from = Number(this.querySelector<HTMLSelectElement>('#compare-from')!.value);
    const to = Number(this.querySelector<HTMLSelectElement>('#compare-to')!.value);
    if (from === to) {
      announce(this, 'Pick two different versions to compare.', true);
      return;
    }
    void this.compare(from, to);
  }

  private async restore(revision: number): Promise<void> {
    if (!this.view) return;
    this.busy = true;
    try {
      const answer = await api<{ revision: number; noop?: boolean }>('POST', diagramPath(this.diagramId, '/revisions'), {
        baseRevision: this.view.revision, restoreRevision: revision, message: `Restored version ${revision}`,
      });
      announce(this, answer.noop ? `Version ${revision} has the same content as the latest; nothing to restore.` : `Restored version ${revision} as version ${answer.revision}.`);
      await this.load();
    } catch (error) {
      announce(this, messageOf(error), true);
    } finally {
      this.busy = false;
    }
  }

  private async loadMermaid(event: Event): Promise<void> {
    if (!(event.target as HTMLDetailsElement).open || this.mermaid) return;
    try {
      const answer = await api<{ mermaid: string; notes: string[] }>('GET', diagramPath(this.diagramId, '?view=mermaid'));
      this.mermaid = { text: answer.mermaid, notes: answer.notes };
    } catch (error) {
      this.mermaid = { error: messageOf(error) };
    }
  }

  override render(): TemplateResult {
    // One heading whatever the state, so the focus the shell put on it stays when the data arrives.
    const view = this.view;
    return html`
      <div class="page-head">
        <h1 tabindex="-1">${view ? this.diagramTitle : 'Diagram'}</h1>
        ${view && this.writable ? html`<a href=${routePath({ page: 'sharing', id: view.id })}>Sharing</a>` : nothing}
      </div>
      ${this.error ? html`<p class="error">${this.error}</p><p><a href="/app/">Back to the diagrams</a></p>` : view ? this.body(view) : html`<p aria-busy="true">Loading…</p>`}
    `;
  }

  private body(view: DspView): TemplateResult {
    const id = view.id;
    return html`
      <p class="muted">${id}${view.key ? html` · key <code>${view.key}</code>` : nothing} · version ${view.revision} · ${view.visibility === 'public' ? 'published' : 'private'}</p>
      ${this.writable ? nothing : html`<p class="notice" id="read-only-note">You are a viewer in ${this.session?.workspace?.name ?? 'this workspace'}: you can read and download this diagram, not change it.</p>`}
      <section aria-labelledby="latest-heading">
        <h2 id="latest-heading">Latest version</h2>
        <img class="drawing" src=${imagePath(id, view.revision)} alt="${this.diagramTitle}, version ${view.revision}">
        <p class="actions">
          <a href=${imagePath(id, view.revision)} download="${id}@${view.revision}.svg">Download SVG</a>
          <a href=${imagePath(id, view.revision, 'png')} download="${id}@${view.revision}.png">Download PNG</a>
          <a href=${diagramPath(id, '/export')} download="${id}.jsonl">Export the whole history (JSON Lines)</a>
        </p>
      </section>
      ${this.versions()}
      ${this.compareSection()}
      <section aria-labelledby="source-heading">
        <h2 id="source-heading">Source</h2>
        <details @toggle=${(event: Event) => void this.loadMermaid(event)}>
          <summary>Mermaid</summary>
          ${this.mermaid === undefined ? html`<p aria-busy="true">Loading…</p>` : 'error' in this.mermaid ? html`<p class="error">${this.mermaid.error}</p>` : html`
            <button @click=${(event: Event) => void copyText(event.target!, (this.mermaid as { text: string }).text, 'Mermaid text')}>Copy Mermaid</button>
            <pre class="source" tabindex="0" aria-label="Mermaid text"><code>${this.mermaid.text}</code></pre>
            ${this.mermaid.notes.length ? html`<ul class="muted">${this.mermaid.notes.map((note) => html`<li>${note}</li>`)}</ul>` : nothing}`}
        </details>
        <details>
          <summary>JSON (DSP scene)</summary>
          <button @click=${(event: Event) => void copyText(event.target!, JSON.stringify(view.scene, null, 2), 'Scene JSON')}>Copy JSON</button>
          <pre class="source" tabindex="0" aria-label="Scene JSON"><code>${JSON.stringify(view.scene, null, 2)}</code></pre>
        </details>
      </section>
      <dsp-protection-section .diagramId=${id} .writable=${this.writable}></dsp-protection-section>
      <dsp-attestation-section .diagramId=${id} .writable=${this.writable}></dsp-attestation-section>
      ${this.writable ? html`<dsp-report-problem-section .diagramId=${id} .revision=${view.revision}></dsp-report-problem-section>` : nothing}
      ${this.writable && this.session ? html`<dsp-move-diagram .diagramId=${id} .diagramName=${this.diagramTitle} .session=${this.session}></dsp-move-diagram>` : nothing}
    `;
  }

  private versions(): TemplateResult {
    const latest = this.view!.revision;
    return html`<section aria-labelledby="versions-heading">
      <h2 id="versions-heading">Versions</h2>
      <ol class="versions" reversed>
        ${this.revisions.map((entry) => html`<li>
          <strong>Version ${entry.revision}</strong>${entry.revision === latest ? ' (latest)' : ''}
          · <time datetime=${entry.createdAt}>${shortDate(entry.createdAt)}</time>
          · by ${madeBy(entry)} · ${changeSummary(entry.summary)}
          ${entry.message ? html`<div class="message">${entry.message}</div>` : nothing}
          ${entry.revision === latest || !this.writable ? nothing : html`<button class="quiet" ?disabled=${this.busy} @click=${() => void this.restore(entry.revision)} aria-label="Restore version ${entry.revision}">Restore</button>`}
        </li>`)}
      </ol>
    </section>`;
  }

  private compareSection(): TemplateResult {
    if (this.revisions.length < 2) return html`<section aria-labelledby="compare-heading"><h2 id="compare-heading">Compare versions</h2><p>There is one version so far.</p></section>`;
    const numbers = this.revisions.map((r) => r.revision);
    const shown = this.comparison;
    const options = (selected: number | undefined) => numbers.map((n) => html`<option value=${n} ?selected=${n === selected}>Version ${n}</option>`);
    return html`<section aria-labelledby="compare-heading">
      <h2 id="compare-heading">Compare versions</h2>
      <form class="row" @submit=${(event: SubmitEvent) => this.submitCompare(event)}>
        <label>From <select id="compare-from">${options(shown?.fromRevision)}</select></label>
        <label>To <select id="compare-to">${options(shown?.toRevision)}</select></label>
        <button type="submit">Compare</button>
      </form>
      ${shown ? html`
        <p id="compare-summary">Version ${shown.fromRevision} to ${shown.toRevision}: ${changeSummary(shown.summary)}.
          <span class="legend"><span class="added">added: green</span>, <span class="removed">removed: red</span>, <span class="modified">changed: amber</span></span></p>
        <ul class="muted">
          ${shown.added.length ? html`<li>Added: ${shown.added.join(', ')}</li>` : nothing}
          ${shown.modified.length ? html`<li>Changed: ${shown.modified.join(', ')}</li>` : nothing}
          ${shown.removed.length ? html`<li>Removed: ${shown.removed.join(', ')}</li>` : nothing}
        </ul>
        <img class="drawing diff" src=${imagePath(this.view!.id, shown.toRevision, 'svg', shown.fromRevision)}
          alt="Version ${shown.toRevision} with the changes since version ${shown.fromRevision} coloured: ${changeSummary(shown.summary)}">` : nothing}
    </section>`;
  }
}

