import { spawn } from 'node:child_process';

/**
 * Asks the desktop to open a URL in the default browser, as gh and gcloud do, and does not
 * wait: a machine without one (a server, a container) fails quietly, and the address printed
 * on stderr is the way in. On Windows rundll32's URL handler takes the address as one
 * argument (cmd's `start` would split it at each `&`).
 */
export function openBrowser(url: string, platform: NodeJS.Platform = process.platform): void {
  const [command, args] = platform === 'darwin' ? ['open', [url]] : platform === 'win32' ? ['rundll32', ['url.dll,FileProtocolHandler', url]] : ['xdg-open', [url]];
  try {
    const child = spawn(command, args, { stdio: 'ignore', detached: true });
    child.on('error', () => {});
    child.unref();
  } catch {
    // No opener: the printed address is enough.
  }
}
