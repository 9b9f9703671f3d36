import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type Router from '@koa/router';
import type { RequestState } from '../state.js';
import { httpError } from '../errors.js';
import { embedDirectory } from '../embed-files.js';
import { packageVersion } from '../../../fonts/package-version.js';
import { html, trusted } from '../pages/html.js';
import { dashboardStyle } from '../pages/dashboard-style.js';

/**
 * The dashboard (GET /app and every path under it): one page that loads the app's script
 * (app/, built beside the element into dist/embed/ as app.js) and lets it pick the page
 * from the path. The app calls the REST API with the session cookie, so the page allows
 * scripts, requests and images of this origin only.
 */
export function mountAppPage(router: Router<RequestState>, options: { webUrl: string; directory?: string }): void {
  const assets = `/assets/dsp-diagram@${packageVersion()}`;
  const answer = (ctx: Parameters<Parameters<Router<RequestState>['get']>[1]>[0]) => {
    const directory = options.directory ?? embedDirectory();
    if (!directory || !existsSync(join(directory, 'app.js'))) {
      throw httpError(503, 'EMBED_NOT_BUILT', 'The dashboard\'s script has not been built on this server; run npm run build in a checkout of the repository (npm start builds it when missing).');
    }
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Referrer-Policy', 'same-origin');
    ctx.set('Content-Security-Policy', [
      "default-src 'self'",
      "script-src 'self'",
      "connect-src 'self'",
      "img-src 'self' data: blob:",
      "style-src 'self' 'unsafe-inline'",
      "font-src 'self' data:",
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ].join('; '));
    ctx.body = appPage(assets, options.webUrl);
  };
  router.get('/app', answer);
  router.get('/app/*path', answer);
}

/** The page: the stylesheet (light and dark), <dsp-dashboard> and its script. */
export function appPage(assets: string, webUrl: string): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>DSP dashboard</title>
<link rel="icon" href="data:,">
<script type="module" src="${assets}/app.js"></script>
<style>${trusted(dashboardStyle)}</style>
</head>
<body>
<dsp-dashboard data-web-url="${webUrl}" data-element-script="${assets}/dsp-diagram.js"><noscript>The dashboard needs JavaScript. Agents and scripts can do everything it does through the REST API (/openapi.json).</noscript></dsp-dashboard>
</body>
</html>
`.toString();
}
