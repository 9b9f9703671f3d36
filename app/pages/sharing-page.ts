import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { api, diagramPath, messageOf, type ShareLinkEntry } from '../api.js';
import { announce, copyText, named } from '../events.js';
import { embedSnippets, shortDate } from '../format.js';
import { PageElement } from '../page-element.js';
import { pageConfig } from '../page-config.js';
import { routePath } from '../routes.js';
import { titleOf } from './diagrams-page.js';
import { shownOnce } from './shown-once.js';

interface Published {
  url: string;
}

/**
 * Sharing one diagram: publish or make private (PUT .../sharing), the embed snippets of a
 * published diagram, and private share links (POST .../links: the address is shown once;
 * list; revoke).
 */
export class SharingPage extends PageElement {
  static override properties = {
    diagramId: {}, workspaceId: {},
    diagram: { state: true }, links: { state: true }, newLink: { state: true }, error: { state: true }, busy: { state: true },
  };

  diagramId = '';
  workspaceId = '';
  diagram: { id: string; key: string | null; title: string; visibility: string } | undefined;
  links: ShareLinkEntry[] = [];
  newLink: string | undefined;
  error = '';
  busy = false;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('diagramId') || changed.has('workspaceId')) void this.load();
  }

  private async load(): Promise<void> {
    this.error = '';
    try {
      const [view, links] = await Promise.all([
        api<{ id: string; key: string | null; visibility: string; scene: { scene?: { title?: string } } }>('GET', diagramPath(this.diagramId, '?view=dsp')),
        api<{ links: ShareLinkEntry[] }>('GET', diagramPath(this.diagramId, '/links')),
      ]);
      this.diagram = { id: view.id, key: view.key, visibility: view.visibility, title: view.scene.scene?.title || titleOf({ title: null, key: view.key, id: view.id }) };
      this.links = links.links;
      named(this, this.diagram.title);
    } catch (error) {
      this.error = messageOf(error);
    }
  }

  private async act(work: () => Promise<void>): Promise<void> {
    this.busy = true;
    try {
      await work();
    } catch (error) {
      announce(this, messageOf(error), true);
    } finally {
      this.busy = false;
    }
  }

  private setVisibility(visibility: 'public' | 'private'): Promise<void> {
    return this.act(async () => {
      await api<Published>('PUT', diagramPath(this.diagram!.id, '/sharing'), { visibility });
      this.diagram = { ...this.diagram!, visibility };
      announce(this, visibility === 'public' ? 'Published: anyone with the address can see the diagram.' : 'Made private: the public address answers 404 now.');
    });
  }

  private createLink(): Promise<void> {
    return this.act(async () => {
      const link = await api<{ url: string }>('POST', diagramPath(this.diagram!.id, '/links'));
      this.newLink = link.url;
      await this.load();
      announce(this, 'Share link made. Copy it now: it is shown once.');
      await this.updateComplete;
      this.querySelector<HTMLInputElement>('#new-link')?.focus();
    });
  }

  private revokeLink(link: ShareLinkEntry): Promise<void> {
    return this.act(async () => {
      await api('DELETE', diagramPath(this.diagram!.id, `/links/${encodeURIComponent(link.linkId)}`));
      await this.load();
      announce(this, `Revoked the link starting ${link.tokenPrefix}.`);
    });
  }

  override render(): TemplateResult {
    // One heading whatever the state, so the focus the shell put on it stays when the data arrives.
    const diagram = this.diagram;
    return html`
      <h1 tabindex="-1">${diagram ? `Sharing ${diagram.title}` : 'Sharing'}</h1>
      ${this.error ? html`<p class="error">${this.error}</p><p><a href="/app/">Back to the diagrams</a></p>` : diagram ? this.body(diagram) : html`<p aria-busy="true">Loading…</p>`}
    `;
  }

  private body(diagram: NonNullable<SharingPage['diagram']>): TemplateResult {
    const published = diagram.visibility === 'public';
    return html`
      <p><a href=${routePath({ page: 'diagram', id: diagram.id })}>Back to ${diagram.title}</a></p>
      <section aria-labelledby="publish-heading">
        <h2 id="publish-heading">Publish</h2>
        <p id="visibility">${published ? 'Published: anyone with its address can see the diagram and its versions.' : 'Private: only people and agents of this workspace can see it.'}</p>
        <button ?disabled=${this.busy} @click=${() => void this.setVisibility(published ? 'private' : 'public')}>${published ? 'Make private' : 'Publish'}</button>
        ${published ? this.snippets(diagram) : nothing}
      </section>
      <section aria-labelledby="links-heading">
        <h2 id="links-heading">Share links</h2>
        <p>A share link shows the diagram's images to whoever has it, without publishing it. Its address is shown once.</p>
        <button ?disabled=${this.busy} @click=${() => void this.createLink()}>Make a share link</button>
        ${this.newLink ? shownOnce(this, { id: 'new-link', label: 'New share link (shown once)', value: this.newLink, what: 'Share link' }) : nothing}
        ${this.links.length === 0 ? html`<p>No share links yet.</p>` : html`<ul class="plain" aria-label="Share links">
          ${this.links.map((link) => html`<li>
            <code>${link.tokenPrefix}…</code> · made <time datetime=${link.createdAt}>${shortDate(link.createdAt)}</time>${link.createdBy ? ` by ${link.createdBy.email}` : ''}
            · ${link.active ? html`active <button class="quiet" ?disabled=${this.busy} @click=${() => void this.revokeLink(link)} aria-label="Revoke the link starting ${link.tokenPrefix}">Revoke</button>` : html`revoked`}
          </li>`)}
        </ul>`}
      </section>
    `;
  }

  private snippets(diagram: { id: string; title: string }): TemplateResult {
    const config = pageConfig();
    const publicUrl = `${config.webUrl}/d/${diagram.id}`;
    const snippets = embedSnippets(publicUrl, diagram.title, config.elementScript, diagram.id, location.origin);
    const field = (id: string, label: string, value: string) => html`<div class="snippet">
      <label for=${id}>${label}</label>
      <div class="row"><textarea id=${id} readonly rows=${value.includes('\n') ? 3 : 2} .value=${value}></textarea>
      <button @click=${() => void copyText(this, value, label, this.querySelector<HTMLTextAreaElement>(`#${id}`))} aria-label="Copy ${label}">Copy</button></div>
    </div>`;
    return html`
      <p>Address: <a href=${publicUrl} id="public-url">${publicUrl}</a></p>
      <h3>Embed</h3>
      ${field('embed-markdown', 'Markdown', snippets.markdown)}
      ${field('embed-html', 'HTML image', snippets.html)}
      ${field('embed-element', 'Web component', snippets.element)}
    `;
  }
}

