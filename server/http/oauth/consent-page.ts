import { html, trusted } from '../pages/html.js';
import { PAGE_STYLE } from '../pages/page-style.js';
import { personForm, personPage } from '../pages/person-page.js';
import type { ConsentChoice } from '../../use-cases/oauth/index.js';

/** The consent page runs no script: a plain form posted to this origin (the session cookie and the interaction cookie go with it). */
export const CONSENT_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'";

const CONSENT_STYLE = `
form{margin:1rem 0;padding:1rem;background:var(--card);border:1px solid var(--line);border-radius:8px;max-width:36rem}
fieldset{border:0;margin:0 0 .75rem;padding:0}legend{font-weight:600;margin-bottom:.25rem}
fieldset label{display:block;font-weight:400;margin:.25rem 0}
select{font:inherit;padding:.4rem;border:1px solid var(--line);border-radius:6px;background:var(--bg);color:var(--fg);max-width:100%}
button{margin:.75rem .5rem 0 0;font:inherit;font-weight:600;padding:.55rem 1.1rem;border:1px solid var(--link);border-radius:6px;background:var(--link);color:var(--bg);cursor:pointer}
button[value=deny]{background:transparent;color:var(--link)}
button:focus-visible,select:focus-visible,input:focus-visible{outline:3px solid var(--link);outline-offset:2px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
.warn{color:#b45309}
`;

function page(title: string, body: ReturnType<typeof html>): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex, nofollow">
<title>${title}</title>
<style>${trusted(PAGE_STYLE + CONSENT_STYLE)}</style>
</head>
<body>
<main>
<h1>${title}</h1>
${body}
</main>
</body>
</html>
`.text;
}

/** An OAuth error shown to the person (the client is not told, or cannot be: an unknown redirect URI). */
export function oauthErrorPage(code: string, description: string): string {
  return page('This sign-in cannot go on', html`<p>${description}</p><p class="meta">Error: <code>${code}</code>. Start the connection again from your MCP host.</p>`);
}

/** The interaction before the person is signed in here: sign in by email link (the people pages' form), then come back. */
export function signInFirstPage(clientName: string, interactionPath: string): string {
  return personPage('Sign in to connect', html`<p><strong>${clientName}</strong> asks to use your diagrams. Sign in first: we email you a link; open it in this browser and press its button.</p>
${personForm({ api: '/v1/auth/sign-in', done: 'A link is on its way if this address may sign in; open it in this browser, then come back to this page.', button: 'Email me a sign-in link', emailLabel: 'Email address' })}
<p>Signed in already (by link or passkey on the dashboard)? <a href="${interactionPath}" id="continue">Continue</a>.</p>`);
}

export interface ConsentView {
  uid: string;
  email: string;
  clientName: string;
  clientId: string;
  redirectHost: string;
  /** Whether the client's metadata was verified (a Client ID Metadata Document fetched from its URL, the clientId); DCR clients say what they like. */
  verified: boolean;
  choices: ConsentChoice[];
  /** The scope the client asked for: write preselected when it asked for write. */
  askedWrite: boolean;
  /** A refusal of the last submission (a viewer asking write), shown above the form. */
  problem?: string;
}

/** The consent page: which client, where it sends you back, which workspace, which scope; approve or deny. */
export function consentPage(view: ConsentView): string {
  const options = view.choices.map((w, i) => html`<option value="${w.id}"${i === 0 ? trusted(' selected') : ''}>${w.name} (${w.role}${w.mayWrite ? '' : ', read only'})</option>`);
  const writeDefault = view.askedWrite && (view.choices[0]?.mayWrite ?? false);
  return page(`Connect ${view.clientName}?`, html`${view.problem ? html`<p role="alert" class="warn">${view.problem}</p>` : ''}
<p>Signed in as <strong>${view.email}</strong>. An MCP client asks to act on your diagrams for you.</p>
<dl>
<dt>Client</dt><dd>${view.clientName}</dd>
<dt>Returns to</dt><dd><code>${view.redirectHost}</code></dd>
<dt>Metadata</dt><dd>${view.verified ? html`verified: read from <code>${view.clientId}</code>, the client's own address` : html`<span class="warn">not verified</span>: the client registered itself and named itself; connect only if you started this from your MCP host`}</dd>
</dl>
<form method="post" action="/oauth/interaction/${view.uid}/confirm">
<label for="workspace">Workspace it acts in</label>
<select id="workspace" name="workspace">${options}</select>
<fieldset><legend>What it may do</legend>
<label><input type="radio" name="scope" value="read"${writeDefault ? '' : trusted(' checked')}> Read: find, read, render and compare diagrams</label>
<label><input type="radio" name="scope" value="write"${writeDefault ? trusted(' checked') : ''}> Read and write: also create, edit, share and delete (not for viewers)</label>
</fieldset>
<button type="submit" name="decision" value="approve">Approve</button><button type="submit" name="decision" value="deny">Deny</button>
</form>
<p class="meta">You can revoke this connection at any time in your account; its tokens stop at once.</p>`);
}
