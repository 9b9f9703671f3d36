import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { api, messageOf, sendFeedback, type DiagramSummary, type FeedbackBody, type FeedbackItem, type FeedbackRound } from '../api.js';
import { announce } from '../events.js';
import { shortDate } from '../format.js';
import { PageElement } from '../page-element.js';
import { titleOf } from './diagrams-page.js';

const KINDS: Array<[FeedbackBody['kind'], string]> = [['bug', 'Something is wrong'], ['docs', 'The documentation'], ['request', 'A request'], ['other', 'Something else']];
const CONFIDENCE: Array<[NonNullable<FeedbackBody['confidence']>, string]> = [['seen', 'I saw it happen'], ['likely', 'Likely'], ['unsure', 'Not sure']];

/** A snippet as the service takes it: a JSON object is a scene document, anything else Mermaid text. */
function snippetOf(text: string): FeedbackBody['snippet'] {
  if (text.startsWith('{')) {
    try {
      return JSON.parse(text) as Record<string, unknown>;
    } catch {
      // Not JSON after all: sent as text, and the service says what it is not.
    }
  }
  return text;
}

/**
 * Feedback (docs/support.md, "Feedback"): the person fills the form and Review sends the
 * first round, which stores nothing and answers the item as staff will see it (engine
 * version, client, sender, the attached diagram's copy); Send repeats the very same body
 * with the service's confirm token. A token that expired or no longer matches comes back
 * as a fresh round: said in words, and its preview replaces the old one. Below, the
 * person's feedback newest first with the status staff gave it.
 */
export class FeedbackPage extends PageElement {
  static override properties = {
    workspaceId: {},
    diagrams: { state: true }, items: { state: true }, round: { state: true }, body: { state: true }, attachmentUrl: { state: true },
    error: { state: true }, problem: { state: true }, notice: { state: true }, busy: { state: true },
  };

  workspaceId = '';
  diagrams: DiagramSummary[] = [];
  items: FeedbackItem[] | undefined;
  /** The round being reviewed and the exact body it was asked for (Send repeats it). */
  round: FeedbackRound | undefined;
  body: FeedbackBody | undefined;
  /** A blob: address of the attached copy's SVG, shown in an <img> so its markup never joins the page. */
  attachmentUrl = '';
  error = '';
  problem = '';
  notice = '';
  busy = false;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('workspaceId')) {
      this.setRound(undefined, undefined);
      void this.load();
    }
  }

  override disconnectedCallback(): void {
    this.setRound(undefined, undefined);
    super.disconnectedCallback();
  }

  private async load(): Promise<void> {
    this.error = '';
    try {
      const [mine, diagrams] = await Promise.all([
        api<{ feedback: FeedbackItem[] }>('GET', '/v1/feedback'),
        api<{ diagrams: DiagramSummary[] }>('GET', '/v1/diagrams?limit=100'),
      ]);
      this.items = mine.feedback;
      this.diagrams = diagrams.diagrams;
    } catch (error) {
      this.error = messageOf(error);
    }
  }

  private setRound(round: FeedbackRound | undefined, body: FeedbackBody | undefined): void {
    if (this.attachmentUrl) URL.revokeObjectURL(this.attachmentUrl);
    this.round = round;
    this.body = body;
    const svg = round?.preview.attachment?.svg;
    this.attachmentUrl = svg ? URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' })) : '';
  }

  private formBody(): FeedbackBody {
    const value = (id: string) => this.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(`#${id}`)!.value.trim();
    const body: FeedbackBody = { kind: value('feedback-kind') as FeedbackBody['kind'], summary: value('feedback-summary') };
    if (value('feedback-expected')) body.expected = value('feedback-expected');
    if (value('feedback-observed')) body.observed = value('feedback-observed');
    if (value('feedback-confidence')) body.confidence = value('feedback-confidence') as FeedbackBody['confidence'];
    if (value('feedback-snippet')) body.snippet = snippetOf(value('feedback-snippet'));
    if (value('feedback-diagram')) {
      body.id = value('feedback-diagram');
      // Only with a diagram: anonymizing applies to the attached version.
      if (this.querySelector<HTMLInputElement>('#feedback-anonymize')!.checked) body.anonymize = true;
    }
    return body;
  }

  private async review(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    await this.submit(this.formBody());
  }

  /** One round: without a token it asks for the preview; with one it stores, or the service answers a fresh round. */
  private async submit(body: FeedbackBody, confirm?: string): Promise<void> {
    this.problem = '';
    this.notice = '';
    this.busy = true;
    try {
      const answer = await sendFeedback(confirm === undefined ? body : { ...body, confirm });
      if ('stored' in answer) {
        this.setRound(undefined, undefined);
        this.querySelector<HTMLFormElement>('#feedback-form')?.reset();
        announce(this, `Sent: feedback ${answer.stored.feedbackId} is ${answer.stored.status}.`);
        await this.load();
        return;
      }
      this.setRound(answer.round, body);
      if (answer.round.reason) {
        this.notice = answer.round.reason === 'expired'
          ? 'The review had expired (it lasts 10 minutes), so nothing was sent. Check the new preview below and send again. (CONFIRMATION_REQUIRED)'
          : 'The feedback no longer matched what was reviewed, so nothing was sent. Check the new preview below and send again. (CONFIRMATION_REQUIRED)';
        announce(this, this.notice, true);
      } else {
        announce(this, 'Review what staff will see below, then send it.');
      }
    } catch (error) {
      this.problem = `${confirm === undefined ? 'No preview' : 'Not sent'}: ${messageOf(error)}`;
      announce(this, this.problem, true);
    } finally {
      this.busy = false;
    }
  }

  /** Editing the form after Review drops the preview: what is sent is what was reviewed. */
  private formChanged(): void {
    if (this.round) this.setRound(undefined, undefined);
    this.notice = '';
  }

  override render(): TemplateResult {
    return html`
      <div class="page-head"><h1 tabindex="-1">Feedback</h1></div>
      <p>Tell the maintainers what works, what does not and what you miss. You see exactly what they will receive before it is sent.</p>
      ${this.form()}
      ${this.problem ? html`<p class="error" id="feedback-problem">${this.problem}</p>` : nothing}
      ${this.notice ? html`<p class="notice" id="feedback-notice">${this.notice}</p>` : nothing}
      ${this.round ? this.preview(this.round) : nothing}
      <section aria-labelledby="feedback-list-heading">
        <h2 id="feedback-list-heading">Your feedback</h2>
        ${this.error ? html`<p class="error">${this.error}</p>` : this.items === undefined ? html`<p aria-busy="true">Loading…</p>` : this.list(this.items)}
      </section>
    `;
  }

  private form(): TemplateResult {
    return html`<form id="feedback-form" class="stack" @submit=${(event: SubmitEvent) => void this.review(event)} @input=${() => this.formChanged()} @change=${() => this.formChanged()}>
      <label for="feedback-kind">About</label>
      <select id="feedback-kind">${KINDS.map(([value, label]) => html`<option value=${value}>${label}</option>`)}</select>
      <label for="feedback-summary">Summary (one line, up to 200 characters)</label>
      <input type="text" id="feedback-summary" required minlength="1" maxlength="200">
      <label for="feedback-expected">What you expected (optional, up to 2,000 characters)</label>
      <textarea id="feedback-expected" maxlength="2000" rows="3"></textarea>
      <label for="feedback-observed">What happened instead (optional, up to 2,000 characters)</label>
      <textarea id="feedback-observed" maxlength="2000" rows="3"></textarea>
      <label for="feedback-confidence">How sure are you? (optional)</label>
      <select id="feedback-confidence">
        <option value="">Not said</option>
        ${CONFIDENCE.map(([value, label]) => html`<option value=${value}>${label}</option>`)}
      </select>
      <label for="feedback-snippet">A snippet that shows it (optional: Mermaid text or a scene document, up to 64 KB; sent as you write it, never anonymized)</label>
      <textarea id="feedback-snippet" maxlength="65536" rows="5" spellcheck="false"></textarea>
      <label for="feedback-diagram">Attach a diagram of this workspace (optional; its latest version)</label>
      <select id="feedback-diagram">
        <option value="">No diagram</option>
        ${this.diagrams.map((diagram) => html`<option value=${diagram.id}>${titleOf(diagram)}</option>`)}
      </select>
      <label><input type="checkbox" id="feedback-anonymize"> Anonymize the attached diagram (every text you wrote replaced by neutral words of the same width)</label>
      <p><button type="submit" ?disabled=${this.busy}>Review</button></p>
    </form>`;
  }

  private preview(round: FeedbackRound): TemplateResult {
    const item = round.preview;
    const kind = KINDS.find(([value]) => value === item.kind)?.[1] ?? item.kind;
    return html`<section aria-labelledby="feedback-preview-heading" id="feedback-preview">
      <h2 id="feedback-preview-heading">What staff will see</h2>
      <dl>
        <dt>About</dt><dd>${kind}</dd>
        <dt>Summary</dt><dd>${item.summary}</dd>
        ${item.expected ? html`<dt>Expected</dt><dd class="message">${item.expected}</dd>` : nothing}
        ${item.observed ? html`<dt>Observed</dt><dd class="message">${item.observed}</dd>` : nothing}
        ${item.confidence ? html`<dt>How sure</dt><dd>${CONFIDENCE.find(([value]) => value === item.confidence)?.[1] ?? item.confidence}</dd>` : nothing}
        <dt>From</dt><dd>${item.from}</dd>
        <dt>Engine version</dt><dd id="feedback-engine-version">${item.engineVersion}</dd>
        <dt>Sent with</dt><dd>${item.client.via}${item.client.userAgent ? ` (${item.client.userAgent})` : ''}</dd>
        ${item.attachment ? html`<dt>Attached</dt><dd>${item.attachment.id}, version ${item.attachment.revision}, ${item.attachment.anonymized ? 'anonymized' : 'as it is'}</dd>` : nothing}
      </dl>
      ${item.attachment ? html`<img class="drawing" src=${this.attachmentUrl} alt="The attached diagram as staff will see it: version ${item.attachment.revision}">` : nothing}
      ${item.snippet === undefined ? nothing : html`<h3>Snippet</h3><pre class="source" id="feedback-snippet-preview" tabindex="0">${typeof item.snippet === 'string' ? item.snippet : JSON.stringify(item.snippet, null, 2)}</pre>`}
      <p class="muted">This review is valid until <time datetime=${round.expiresAt}>${shortDate(round.expiresAt)}</time>.</p>
      <p><button id="feedback-send" ?disabled=${this.busy} @click=${() => void this.submit(this.body!, round.confirm)}>Send</button></p>
    </section>`;
  }

  private list(items: FeedbackItem[]): TemplateResult {
    if (items.length === 0) return html`<p id="feedback-none">You have not sent feedback yet.</p>`;
    return html`<ul class="plain" id="feedback-items" aria-label="Your feedback">${items.map((item) => html`<li>
      <span>${item.summary}</span>
      <span class="muted">${item.kind} · <strong>${item.status}</strong>${item.statusNote ? `: ${item.statusNote}` : ''} · sent <time datetime=${item.createdAt}>${shortDate(item.createdAt)}</time></span>
    </li>`)}</ul>`;
  }
}
