import { createHash } from 'node:crypto';
import { html, trusted, type Html } from './html.js';
import { PAGE_STYLE } from './page-style.js';

/**
 * The pages a person opens from a mail (sign-in, verify-email): server-rendered HTML whose
 * one script turns each form into a JSON POST to the API with the page's own cookie. The
 * page never acts on being opened: only a button does (a link scanner that fetches the URL
 * spends nothing).
 */
const FORM_SCRIPT = `for (const form of document.querySelectorAll('form[data-api]')) {
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const status = form.querySelector('[role=status]');
    const button = form.querySelector('button');
    button.disabled = true;
    status.textContent = 'Working…';
    const body = Object.fromEntries(new FormData(form));
    try {
      const response = await fetch(form.dataset.api, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) });
      const answer = await response.json().catch(() => ({}));
      if (response.ok) {
        status.textContent = form.dataset.done;
        form.querySelectorAll('input:not([type=hidden])').forEach((input) => (input.disabled = true));
        const next = form.querySelector('[data-next]');
        if (next) next.hidden = false;
        return;
      }
      status.textContent = answer.error || 'The service answered ' + response.status + '; try again.';
    } catch {
      status.textContent = 'The service could not be reached; try again.';
    }
    button.disabled = false;
  });
}`;

const SCRIPT_HASH = createHash('sha256').update(FORM_SCRIPT).digest('base64');

/** Only this script runs; it may talk to this origin only, and forms post nowhere by themselves. */
export const PERSON_PAGE_CSP = `default-src 'none'; script-src 'sha256-${SCRIPT_HASH}'; style-src 'unsafe-inline'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

const FORM_STYLE = `
form{margin:1rem 0;padding:1rem;background:var(--card);border:1px solid var(--line);border-radius:8px;max-width:32rem}
input[type=email]{width:100%;font:inherit;padding:.5rem;border:1px solid var(--line);border-radius:6px;background:var(--bg);color:var(--fg)}
button{margin-top:.75rem;font:inherit;font-weight:600;padding:.55rem 1.1rem;border:0;border-radius:6px;background:var(--link);color:var(--bg);cursor:pointer}
button:disabled{opacity:.6;cursor:default}
button:focus-visible,input:focus-visible{outline:3px solid var(--link);outline-offset:2px}
[role=status]{min-height:1.5em;margin:.75rem 0 0}
`;

export interface PersonForm {
  /** The API path the button posts to. */
  api: string;
  /** What the status line says once it worked. */
  done: string;
  button: string;
  /** Hidden fields (the link's token). */
  hidden?: Record<string, string>;
  /** A visible email field with this label. */
  emailLabel?: string;
  /** A link shown once it worked: where to go next. */
  next?: { href: string; label: string };
}

export function personForm(form: PersonForm): Html {
  const hidden = Object.entries(form.hidden ?? {}).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`);
  const email = form.emailLabel
    ? html`<label for="email">${form.emailLabel}</label><input id="email" name="email" type="email" autocomplete="email" required maxlength="320">`
    : '';
  const next = form.next ? html`<p data-next hidden><a href="${form.next.href}">${form.next.label}</a></p>` : '';
  return html`<form data-api="${form.api}" data-done="${form.done}">${hidden}${email}<button type="submit">${form.button}</button><p role="status" aria-live="polite"></p>${next}</form>`;
}

/** A whole page: heading, paragraphs and forms (noindex: these pages hold tokens). */
export function personPage(title: string, body: Html): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex, nofollow">
<title>${title}</title>
<style>${trusted(PAGE_STYLE + FORM_STYLE)}</style>
</head>
<body>
<main>
<h1>${title}</h1>
${body}
<noscript><p>This page needs JavaScript for its button.</p></noscript>
</main>
<script>${trusted(FORM_SCRIPT)}</script>
</body>
</html>
`.text;
}
