import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { launchChromium } from '../../harness/chromium.js';
import { ROOT } from '../../harness/processes.js';
import { serviceScene } from '../../harness/scenes.js';
import { startOAuthService, type OAuthService } from '../mcp/oauth-fixture.js';
import { consentInBrowser, signedInBrowser } from '../mcp/oauth-browser.js';
import { LoopbackReceiver, SignInError } from '../../cli/sign-in/index.js';

/**
 * `dsp mcp --url` signing in as a person (issue 33): the real CLI against the running
 * service, the browser step in headless Chromium (its last redirect reaches the CLI's
 * loopback listener), then MCP over the CLI's stdio with the SDK's client.
 */

/** What a process wrote to stderr, and a wait for a line of it. */
class Stderr {
  text = '';
  constructor(stream: Readable) {
    stream.on('data', (chunk: Buffer) => (this.text += chunk.toString('utf8')));
  }

  async waitFor(pattern: RegExp, timeoutMs = 20_000): Promise<RegExpExecArray> {
    for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 50))) {
      const match = pattern.exec(this.text);
      if (match) return match;
    }
    throw new Error(`stderr never matched ${pattern}; it holds: ${this.text.slice(-800)}`);
  }
}

/** The authorization address the CLI prints (on a line of its own). */
const AUTHORIZATION_URL = /^(http:\/\/127\.0\.0\.1:\d+\/oauth\/authorize\?\S+)$/m;

describe('dsp mcp --url: sign in through the browser', () => {
  let service: OAuthService;
  let browser: Browser;
  let person: Awaited<ReturnType<OAuthService['person']>>;
  let signedIn: BrowserContext | undefined;
  let configHome: string;

  beforeAll(async () => {
    service = await startOAuthService();
    browser = await launchChromium();
    person = await service.person();
    configHome = await mkdtemp(join(tmpdir(), 'dsp-config-'));
  }, 60_000);

  afterAll(async () => {
    const unexpected = service?.unexpectedErrors ?? [];
    await signedIn?.close();
    await browser?.close();
    await service?.close();
    await rm(configHome, { recursive: true, force: true });
    expect(unexpected, 'errors the service logged (500s)').toEqual([]);
  });

  const credentialsPath = () => join(configHome, 'dsp', 'credentials.json');
  const env = () => ({ ...(process.env as Record<string, string>), XDG_CONFIG_HOME: configHome, DSP_API_KEY: '' });

  /** `dsp mcp --url <service> --no-browser ...` started as a host starts it; `connected` settles once initialize is answered. */
  function startBridge(args: string[] = []) {
    const transport = new StdioClientTransport({ command: process.execPath, args: ['bin/dsp.mjs', 'mcp', '--url', service.url, '--no-browser', ...args], cwd: ROOT, env: env(), stderr: 'pipe' });
    const stderr = new Stderr(transport.stderr as Readable);
    const client = new Client({ name: 'dsp-sign-in-test', version: '1.0.0' });
    const connected = client.connect(transport, { timeout: 120_000 });
    connected.catch(() => {});
    return { client, stderr, connected };
  }

  /** Signs in (the first time) and consents in Chromium to an address the CLI printed; the browser ends on the CLI's listener. */
  async function consentTo(authorizationUrl: string): Promise<void> {
    signedIn ??= await signedInBrowser(browser, service.url, service.outboxDir, person.email, authorizationUrl);
    const redirect = new URL(authorizationUrl).searchParams.get('redirect_uri')!;
    const ended = await consentInBrowser(signedIn, authorizationUrl, redirect, { workspaceId: person.workspaceId, scope: 'write' });
    expect(ended.url.searchParams.get('code'), JSON.stringify(ended)).toBeTruthy();
  }

  async function stored(): Promise<{ client: { client_id: string }; refresh: { refresh_token: string } } | undefined> {
    const all = JSON.parse(await readFile(credentialsPath(), 'utf8')) as Record<string, { client: { client_id: string }; refresh: { refresh_token: string } }>;
    return all[service.url];
  }

  async function grantsOfPerson(): Promise<Array<{ id: string; client: { id: string; name: string } }>> {
    const cookie = (await signedIn!.cookies(service.url)).find((c) => c.name === 'dsp_session')!;
    const answer = await fetch(`${service.url}/v1/account/oauth-grants`, { headers: { cookie: `dsp_session=${cookie.value}`, origin: service.url } });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { grants: Array<{ id: string; client: { id: string; name: string } }> }).grants;
  }

  async function revokeGrantOf(clientId: string): Promise<void> {
    const grant = (await grantsOfPerson()).find((g) => g.client.id === clientId);
    expect(grant, 'the CLI\'s grant in the account\'s list').toBeDefined();
    const cookie = (await signedIn!.cookies(service.url)).find((c) => c.name === 'dsp_session')!;
    const answer = await fetch(`${service.url}/v1/account/oauth-grants/${grant!.id}`, { method: 'DELETE', headers: { cookie: `dsp_session=${cookie.value}`, origin: service.url } });
    expect(answer.status).toBe(200);
  }

  async function createDiagram(client: Client, key: string): Promise<string> {
    const created = (await client.callTool({ name: 'diagram_create', arguments: { scene: serviceScene(2), key } })) as CallToolResult;
    expect(created.isError ?? false, JSON.stringify(created.structuredContent)).toBe(false);
    return (created.structuredContent as { id: string }).id;
  }

  it('signs in once in the browser, keeps only the refresh token (mode 600), and acts as the person in the chosen workspace', async () => {
    const run = startBridge();
    try {
      const [, authorizationUrl] = await run.stderr.waitFor(AUTHORIZATION_URL);
      expect(run.stderr.text).toContain(`to sign in to ${new URL(service.url).host}, open this address in a browser (waiting 5 minutes)`);
      const redirect = new URL(new URL(authorizationUrl!).searchParams.get('redirect_uri')!);
      expect(redirect.hostname).toBe('127.0.0.1');
      expect(redirect.pathname).toBe('/callback');

      // An answer with another state reaches the listener: refused, and the sign-in waits on.
      const forged = await fetch(`${redirect.href}?code=forged&state=not-the-one`);
      expect(forged.status).toBe(400);
      expect(await forged.text()).toContain('state does not match');

      await consentTo(authorizationUrl!);
      await run.connected;
      await run.stderr.waitFor(/signed in to \S+; the sign-in is kept in .*credentials\.json/);

      const tools = (await run.client.listTools()).tools.map((tool) => tool.name);
      expect(tools.length).toBeGreaterThan(4);
      expect(tools).toContain('diagram_create');
      const id = await createDiagram(run.client, 'cli-sign-in-a');
      const diagram = await service.db('diagrams').where({ id }).first<{ workspace_id: string }>();
      expect(diagram.workspace_id).toBe(person.workspaceId);
      const revision = await service.db('revisions').where({ diagram_id: id }).first<{ created_via: string; created_by_kind: string }>();
      expect({ via: revision.created_via, kind: revision.created_by_kind }).toEqual({ via: 'mcp', kind: 'agent' });
    } finally {
      await run.client.close();
    }

    const file = await stat(credentialsPath());
    expect((file.mode & 0o777).toString(8)).toBe('600');
    expect(((await stat(join(configHome, 'dsp'))).mode & 0o777).toString(8)).toBe('700');
    const text = await readFile(credentialsPath(), 'utf8');
    expect(text).not.toContain('access_token');
    const entry = await stored();
    expect(entry?.client.client_id).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(entry?.refresh.refresh_token).toBeTruthy();
    expect(run.stderr.text).not.toContain(entry!.refresh.refresh_token);
    const [grant] = (await grantsOfPerson()).filter((g) => g.client.id === entry!.client.client_id);
    expect(grant?.client.name).toMatch(/^dsp mcp on /);
  }, 120_000);

  it('connects again with the kept sign-in, no browser; a grant revoked mid-session asks to sign in again and the call goes through', async () => {
    const before = (await stored())!;
    const run = startBridge();
    try {
      await run.connected;
      expect(run.stderr.text).not.toMatch(AUTHORIZATION_URL);
      expect((await run.client.listTools()).tools.map((tool) => tool.name)).toContain('diagram_create');
      const after = (await stored())!;
      expect(after.refresh.refresh_token, 'rotated on use').not.toBe(before.refresh.refresh_token);
      expect(after.client.client_id).toBe(before.client.client_id);

      await revokeGrantOf(after.client.client_id);
      const call = createDiagram(run.client, 'cli-sign-in-b');
      call.catch(() => {});
      await run.stderr.waitFor(/refused the stored sign-in \(revoked or expired\); sign in again\./);
      const [, authorizationUrl] = await run.stderr.waitFor(AUTHORIZATION_URL);
      await consentTo(authorizationUrl!);
      expect(await call).toMatch(/^dgm_/);
    } finally {
      await run.client.close();
    }
  }, 120_000);

  it('asks to sign in again at start when the kept sign-in was revoked, and --sign-out revokes and forgets it', async () => {
    await revokeGrantOf((await stored())!.client.client_id);
    const run = startBridge();
    try {
      await run.stderr.waitFor(/refused the stored sign-in/);
      const [, authorizationUrl] = await run.stderr.waitFor(AUTHORIZATION_URL);
      expect(run.stderr.text.match(/refused the stored sign-in/g)).toHaveLength(1);
      await consentTo(authorizationUrl!);
      await run.connected;
      await createDiagram(run.client, 'cli-sign-in-c');
    } finally {
      await run.client.close();
    }

    const clientId = (await stored())!.client.client_id;
    expect((await grantsOfPerson()).map((g) => g.client.id)).toContain(clientId);
    const signOut = await runCli(['--sign-out']);
    expect(signOut.code, signOut.stderr).toBe(0);
    expect(signOut.stderr).toContain('the sign-in is revoked and forgotten');
    expect(await stored()).toBeUndefined();
    expect((await grantsOfPerson()).map((g) => g.client.id)).not.toContain(clientId);
  }, 120_000);

  it('with --keyless neither signs in nor uses the kept sign-in: the keyless tools only', async () => {
    const run = startBridge(['--keyless']);
    try {
      await run.connected;
      expect((await run.client.listTools()).tools).toHaveLength(4);
      expect(run.stderr.text).not.toMatch(AUTHORIZATION_URL);
    } finally {
      await run.client.close();
    }
  });

  it('ends with one line and exit 1 when the person denies in the browser (--sign-in)', async () => {
    const child = spawn(process.execPath, ['bin/dsp.mjs', 'mcp', '--url', service.url, '--no-browser', '--sign-in'], { cwd: ROOT, env: env(), stdio: ['ignore', 'pipe', 'pipe'] });
    const stderr = new Stderr(child.stderr);
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      const [, authorizationUrl] = await stderr.waitFor(AUTHORIZATION_URL);
      const redirect = new URL(authorizationUrl!).searchParams.get('redirect_uri')!;
      const ended = await consentInBrowser(signedIn!, authorizationUrl!, redirect, { decision: 'deny' });
      expect(ended.url.searchParams.get('error')).toBe('access_denied');
      expect(await exited).toBe(1);
      expect(stderr.text).toMatch(/^dsp mcp: the sign-in was not completed in the browser \(access_denied/m);
      expect(stdout, 'stdout is the MCP channel: nothing else goes there').toBe('');
    } finally {
      child.kill();
    }
  }, 60_000);

  function runCli(args: string[]): Promise<{ code: number | null; stderr: string }> {
    const child = spawn(process.execPath, ['bin/dsp.mjs', 'mcp', '--url', service.url, ...args], { cwd: ROOT, env: env(), stdio: ['ignore', 'pipe', 'pipe'] });
    const stderr = new Stderr(child.stderr);
    return new Promise((resolve) => child.once('close', (code) => resolve({ code, stderr: stderr.text })));
  }
});

describe('the loopback listener', () => {
  it('refuses an answer with another state and ends a wait with one line when time is up', async () => {
    const loopback = await LoopbackReceiver.open('the-state');
    try {
      const waiting = loopback.waitForCode(300);
      const other = await fetch(`${loopback.redirectUrl}?code=abc&state=other`);
      expect(other.status).toBe(400);
      expect((await fetch(`${loopback.redirectUrl.replace('/callback', '/elsewhere')}?code=abc&state=the-state`)).status).toBe(404);
      const error = await waiting.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SignInError);
      expect((error as Error).message).toBe('no answer from the browser within 1 minute; run the command again to sign in');
    } finally {
      await loopback.close();
    }
  });

  it('hands over the code of an answer with the right state', async () => {
    const loopback = await LoopbackReceiver.open('the-state');
    try {
      const waiting = loopback.waitForCode(5_000);
      const answer = await fetch(`${loopback.redirectUrl}?code=the-code&state=the-state`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('Signed in');
      expect(await waiting).toBe('the-code');
    } finally {
      await loopback.close();
    }
  });
});
