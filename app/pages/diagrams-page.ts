import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { api, diagramPath, imagePath, messageOf, type DiagramSummary } from '../api.js';
import { announce, navigate } from '../events.js';
import { shortDate } from '../format.js';
import { PageElement } from '../page-element.js';
import { routePath } from '../routes.js';

/**
 * The diagrams of the session's workspace (GET /v1/diagrams?query=), each with its stored
 * image as a thumbnail; delete (DELETE ?confirm=true) with an Undo button, and the
 * recently deleted ones (?deleted=true, 24 hours) with Undo (POST .../undelete).
 */
export class DiagramsPage extends PageElement {
  static override properties = {
    query: {}, deleted: { type: Boolean }, workspaceId: {}, readOnly: { type: Boolean },
    diagrams: { state: true }, nextCursor: { state: true }, error: { state: true }, loading: { state: true }, undo: { state: true },
  };

  query = '';
  deleted = false;
  workspaceId = '';
  /** A viewer's list: no delete or undo (the service would refuse them with READ_ONLY). */
  readOnly = false;
  diagrams: DiagramSummary[] = [];
  nextCursor: string | undefined;
  error = '';
  loading = true;
  /** The diagram just deleted, offered back until the next action. */
  undo: DiagramSummary | undefined;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('query') || changed.has('deleted') || changed.has('workspaceId')) void this.load();
  }

  private async load(cursor?: string): Promise<void> {
    this.loading = true;
    this.error = '';
    const params = new URLSearchParams();
    if (this.query) params.set('query', this.query);
    if (this.deleted) params.set('deleted', 'true');
    if (cursor) params.set('cursor', cursor);
    try {
      const answer = await api<{ diagrams: DiagramSummary[]; nextCursor?: string }>('GET', `/v1/diagrams?${params}`);
      this.diagrams = cursor ? [...this.diagrams, ...answer.diagrams] : answer.diagrams;
      this.nextCursor = answer.nextCursor;
      if (this.query) announce(this, `${this.diagrams.length}${this.nextCursor ? '+' : ''} diagram${this.diagrams.length === 1 ? '' : 's'} match “${this.query}”.`);
    } catch (error) {
      this.error = messageOf(error);
    } finally {
      this.loading = false;
    }
  }

  private search(event: SubmitEvent): void {
    event.preventDefault();
    const query = (this.querySelector<HTMLInputElement>('#diagram-search')!).value.trim();
    navigate(this, routePath({ page: 'diagrams', query, deleted: this.deleted }));
  }

  private async deleteDiagram(diagram: DiagramSummary): Promise<void> {
    try {
      await api('DELETE', diagramPath(diagram.id, '?confirm=true'));
      this.diagrams = this.diagrams.filter((d) => d.id !== diagram.id);
      this.undo = diagram;
      announce(this, `Deleted ${titleOf(diagram)}. You can undo this for 24 hours.`);
      await this.updateComplete;
      this.querySelector<HTMLButtonElement>('#undo-delete')?.focus();
    } catch (error) {
      announce(this, messageOf(error), true);
    }
  }

  private async restore(diagram: DiagramSummary): Promise<void> {
    try {
      await api('POST', diagramPath(diagram.id, '/undelete'));
      this.undo = undefined;
      announce(this, `Restored ${titleOf(diagram)}.`);
      await this.load();
      this.querySelector<HTMLElement>('h1')?.focus();
    } catch (error) {
      announce(this, messageOf(error), true);
    }
  }

  override render(): TemplateResult {
    const heading = this.deleted ? 'Recently deleted diagrams' : 'Diagrams';
    return html`
      <div class="page-head">
        <h1 tabindex="-1">${heading}</h1>
        <a href="/play">New diagram in the playground</a>
      </div>
      <form class="search" role="search" @submit=${(event: SubmitEvent) => this.search(event)}>
        <label for="diagram-search">Search diagrams</label>
        <input id="diagram-search" type="search" .value=${this.query} placeholder="title, key or text">
        <button type="submit">Search</button>
      </form>
      <p>${this.deleted
        ? html`Deleted diagrams can be restored for 24 hours. <a href="${routePath({ page: 'diagrams', query: '', deleted: false })}">Back to the diagrams</a>`
        : html`<a href="${routePath({ page: 'diagrams', query: '', deleted: true })}">Recently deleted</a>`}</p>
      ${this.readOnly ? html`<p class="notice" id="read-only-note">You are a viewer in this workspace: you can read the diagrams, not change them.</p>` : nothing}
      ${this.undo ? html`<div class="notice">Deleted ${titleOf(this.undo)}. <button id="undo-delete" @click=${() => void this.restore(this.undo!)}>Undo</button></div>` : nothing}
      ${this.error ? html`<p class="error">${this.error}</p>` : nothing}
      ${this.loading && this.diagrams.length === 0 ? html`<p aria-busy="true">Loading…</p>` : this.list()}
      ${this.nextCursor ? html`<button @click=${() => void this.load(this.nextCursor)}>Show more</button>` : nothing}
    `;
  }

  private list(): TemplateResult {
    if (this.diagrams.length === 0) {
      return html`<p>${this.query ? `No diagram matches “${this.query}”.` : this.deleted ? 'Nothing was deleted in the last 24 hours.' : 'No diagrams yet: save one from the playground or through the API.'}</p>`;
    }
    return html`<ul class="cards" aria-label=${this.deleted ? 'Deleted diagrams' : 'Diagrams'}>
      ${this.diagrams.map((diagram) => html`<li class="card">
        ${this.deleted ? nothing : html`<img class="thumb" src=${imagePath(diagram.id, diagram.revision)} alt="" loading="lazy" width="240" height="150">`}
        <div class="card-body">
          <h2>${this.deleted ? titleOf(diagram) : html`<a href=${routePath({ page: 'diagram', id: diagram.id })}>${titleOf(diagram)}</a>`}</h2>
          <p class="muted">Version ${diagram.revision} · ${diagram.visibility === 'public' ? 'published' : 'private'} ·
            ${this.deleted ? html`deleted <time datetime=${diagram.deletedAt ?? ''}>${shortDate(diagram.deletedAt ?? '')}</time>` : html`changed <time datetime=${diagram.updatedAt}>${shortDate(diagram.updatedAt)}</time>`}</p>
          ${this.readOnly ? nothing : this.deleted
            ? html`<button @click=${() => void this.restore(diagram)} aria-label="Undo delete ${titleOf(diagram)}">Undo delete</button>`
            : html`<button class="quiet" @click=${() => void this.deleteDiagram(diagram)} aria-label="Delete ${titleOf(diagram)}">Delete</button>`}
        </div>
      </li>`)}
    </ul>`;
  }
}

/** A diagram's name for people: its title, else its key, else its id. */
export function titleOf(diagram: Pick<DiagramSummary, 'title' | 'key' | 'id'>): string {
  return diagram.title || diagram.key || diagram.id;
}

