import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { api, apiFile, messageOf, saveFile, type AuditEntry } from '../api.js';
import { ageWords, auditRows, driftWords, stateWords, type AuditFilter as Filter, type AuditSort as Sort } from '../attestation-words.js';
import { announce } from '../events.js';
import { PageElement } from '../page-element.js';
import { routePath } from '../routes.js';
import { titleOf } from './diagrams-page.js';

/** POST /v1/workspace/evidence takes at most this many diagrams (docs/evidence.md). */
export const EVIDENCE_BATCH_LIMIT = 50;

/**
 * The workspace audit (GET /v1/workspace/audit, every page of it): each diagram with its
 * review state, age, whether it changed since, and legal hold; filtered by stale, due,
 * drifted or never reviewed and sorted by state or age. Rows are selected with checkboxes
 * and **Download evidence for the selection** saves one batch pack (POST /v1/workspace/evidence,
 * at most 50 diagrams).
 */
export class AuditPage extends PageElement {
  static override properties = {
    workspaceId: {},
    entries: { state: true }, filter: { state: true }, sort: { state: true }, selected: { state: true },
    error: { state: true }, loading: { state: true }, busy: { state: true },
  };

  workspaceId = '';
  entries: AuditEntry[] = [];
  filter: Filter = 'all';
  sort: Sort = 'state';
  selected = new Set<string>();
  error = '';
  loading = true;
  busy = false;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('workspaceId')) void this.load();
  }

  private async load(): Promise<void> {
    this.loading = true;
    this.error = '';
    this.selected = new Set();
    try {
      const all: AuditEntry[] = [];
      let cursor: string | undefined;
      do {
        const answer = await api<{ diagrams: AuditEntry[]; nextCursor?: string }>('GET', `/v1/workspace/audit?limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
        all.push(...answer.diagrams);
        cursor = answer.nextCursor;
      } while (cursor);
      this.entries = all;
    } catch (error) {
      this.error = messageOf(error);
    } finally {
      this.loading = false;
    }
  }

  private toggle(id: string, on: boolean): void {
    const next = new Set(this.selected);
    if (on) next.add(id);
    else next.delete(id);
    this.selected = next;
  }

  private async download(): Promise<void> {
    const ids = [...this.selected].sort();
    if (ids.length === 0 || ids.length > EVIDENCE_BATCH_LIMIT) return;
    this.busy = true;
    try {
      saveFile(await apiFile('POST', '/v1/workspace/evidence', { ids }), 'evidence.zip');
      announce(this, ids.length === 1 ? 'Evidence for 1 diagram downloaded.' : `Evidence for ${ids.length} diagrams downloaded.`);
    } catch (error) {
      announce(this, messageOf(error), true);
    } finally {
      this.busy = false;
    }
  }

  override render(): TemplateResult {
    return html`
      <div class="page-head"><h1 tabindex="-1">Audit</h1></div>
      <p>Every diagram of this workspace and when a person last reviewed it: fresh under 76 days, due from day 76, stale from day 90. Select diagrams to download their evidence in one pack.</p>
      ${this.error ? html`<p class="error">${this.error}</p>` : nothing}
      ${this.loading ? html`<p aria-busy="true">Loading…</p>` : this.error ? nothing : this.table()}
    `;
  }

  private table(): TemplateResult {
    const rows = auditRows(this.entries, this.filter, this.sort);
    const count = this.selected.size;
    const tooMany = count > EVIDENCE_BATCH_LIMIT;
    return html`
      <form class="row" @submit=${(event: Event) => event.preventDefault()}>
        <label>Show <select id="audit-filter" @change=${(event: Event) => { this.filter = (event.target as HTMLSelectElement).value as Filter; }}>
          ${(['all', 'stale', 'due', 'drifted', 'never'] as const).map((value) => html`<option value=${value} ?selected=${value === this.filter}>${{ all: 'All diagrams', stale: 'Stale', due: 'Due for review', drifted: 'Changed since reviewed', never: 'Never reviewed' }[value]}</option>`)}
        </select></label>
        <label>Sort by <select id="audit-sort" @change=${(event: Event) => { this.sort = (event.target as HTMLSelectElement).value as Sort; }}>
          <option value="state" ?selected=${this.sort === 'state'}>State (most urgent first)</option>
          <option value="age" ?selected=${this.sort === 'age'}>Age (oldest review first)</option>
        </select></label>
      </form>
      ${rows.length === 0 ? html`<p id="audit-empty">${this.entries.length === 0 ? 'No diagrams in this workspace yet.' : 'No diagram matches this filter.'}</p>` : html`
        <div class="table-scroll" role="region" aria-label="Audit of the workspace's diagrams" tabindex="0"><table id="audit-table">
          <caption class="muted">${rows.length === 1 ? '1 diagram' : `${rows.length} diagrams`}</caption>
          <thead><tr><th scope="col">Select</th><th scope="col">Diagram</th><th scope="col">State</th><th scope="col">Last review</th><th scope="col">Changed since</th><th scope="col">Legal hold</th></tr></thead>
          <tbody>${rows.map((entry) => {
            const name = entry.title || titleOf({ title: null, key: entry.key, id: entry.id });
            return html`<tr>
              <td><input type="checkbox" .checked=${this.selected.has(entry.id)} @change=${(event: Event) => this.toggle(entry.id, (event.target as HTMLInputElement).checked)} aria-label="Select ${name}"></td>
              <th scope="row"><a href=${routePath({ page: 'diagram', id: entry.id })}>${name}</a></th>
              <td class="state-${entry.status.state}">${stateWords(entry.status.state)}</td>
              <td>${entry.status.state === 'never' ? 'never' : `version ${entry.status.attestedRevision}, ${ageWords(entry.status)}`}</td>
              <td>${entry.status.drifted ? driftWords(entry.status, entry.revision) : 'no'}</td>
              <td>${entry.legalHold ? 'on hold' : 'no'}</td>
            </tr>`;
          })}</tbody>
        </table></div>`}
      <p class="actions">
        <button id="download-selection" ?disabled=${this.busy || count === 0 || tooMany} @click=${() => void this.download()} aria-describedby="selection-note">Download evidence for the selection</button>
      </p>
      <p id="selection-note" class=${tooMany ? 'error' : 'muted'}>${tooMany ? `${count} selected: a pack holds at most ${EVIDENCE_BATCH_LIMIT} diagrams; unselect ${count - EVIDENCE_BATCH_LIMIT}.` : count === 0 ? 'Select diagrams to download their evidence.' : `${count} selected.`}</p>
    `;
  }
}
