import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { timingSafeEqual } from 'node:crypto';

/** A sign-in that did not end with a code: refused in the browser, timed out. One line, said to the person as it is. */
export class SignInError extends Error {}

function sameState(given: string | null, expected: string): boolean {
  if (given === null) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** "5 minutes", "1 minute": how long a wait is, for a person. */
export function minutes(ms: number): string {
  const count = Math.max(1, Math.round(ms / 60_000));
  return `${count} minute${count === 1 ? '' : 's'}`;
}

function answer(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(`${text}\n`);
}

/**
 * The redirect URI of a native app (RFC 8252 §7.3): an HTTP listener on 127.0.0.1 at a port
 * the system picks, open only while a sign-in waits. The authorization server sends the
 * browser back to http://127.0.0.1:<port>/callback with the code; an answer whose state is
 * not this sign-in's is refused (400) and the wait goes on, so a page that guesses the port
 * can neither end nor answer the sign-in.
 */
export class LoopbackReceiver {
  private settle?: { resolve(code: string): void; reject(error: Error): void };

  private constructor(private readonly server: Server, private readonly state: string) {
    server.on('request', (req: IncomingMessage, res: ServerResponse) => this.receive(req, res));
  }

  static async open(state: string): Promise<LoopbackReceiver> {
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    return new LoopbackReceiver(server, state);
  }

  get redirectUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/callback`;
  }

  /** The code the browser brings back; a SignInError when the person denied, or after `timeoutMs`. */
  waitForCode(timeoutMs: number): Promise<string> {
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.settle = undefined;
        reject(new SignInError(`no answer from the browser within ${minutes(timeoutMs)}; run the command again to sign in`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        this.settle = undefined;
      };
      this.settle = {
        resolve: (code) => (done(), resolve(code)),
        reject: (error) => (done(), reject(error)),
      };
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.closeAllConnections();
      this.server.close(() => resolve());
    });
  }

  private receive(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method !== 'GET' || url.pathname !== '/callback') return answer(res, 404, 'Not found.');
    if (!this.settle || !sameState(url.searchParams.get('state'), this.state)) {
      return answer(res, 400, 'This answer is not for the sign-in dsp mcp is waiting for (its state does not match). Start the sign-in again from your MCP host.');
    }
    const error = url.searchParams.get('error');
    const code = url.searchParams.get('code');
    if (error !== null || !code) {
      const description = url.searchParams.get('error_description');
      answer(res, 200, 'The sign-in was not completed. You may close this tab.');
      this.settle.reject(new SignInError(`the sign-in was not completed in the browser (${error ?? 'no code'}${description ? `: ${description}` : ''})`));
      return;
    }
    answer(res, 200, 'Signed in. You may close this tab and go back to your MCP host.');
    this.settle.resolve(code);
  }
}
