import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { nonPublicKind } from '../../../server/http/oauth/public-address.js';
import { clientDocumentFetch, ClientDocumentRefused, type Resolve } from '../../../server/http/oauth/client-document-fetch.js';
import { selfSignedCertificate } from '../../../harness/self-signed-certificate.js';

describe('which addresses are public (client metadata documents are fetched only from these)', () => {
  it.each([
    ['93.184.216.34', null], ['8.8.8.8', null], ['172.32.0.1', null], ['2606:4700::1111', null], ['2a00:1450:4001::200e', null],
    ['127.0.0.1', 'loopback'], ['127.255.0.9', 'loopback'], ['::1', 'loopback'], ['::ffff:127.0.0.1', 'loopback'], ['::ffff:7f00:1', 'loopback'],
    ['10.0.0.1', 'private'], ['172.16.0.1', 'private'], ['172.31.255.255', 'private'], ['192.168.1.1', 'private'], ['100.64.0.1', 'private'],
    ['::ffff:10.0.0.1', 'private'], ['::ffff:a00:1', 'private'], ['::ffff:c0a8:101', 'private'],
    ['169.254.169.254', 'link-local'], ['fe80::1', 'link-local'], ['::ffff:169.254.169.254', 'link-local'],
    ['fd00::1', 'unique-local'], ['fc12:3456::1', 'unique-local'],
    ['0.0.0.0', 'special-use'], ['::', 'special-use'], ['224.0.0.1', 'special-use'], ['255.255.255.255', 'special-use'], ['192.0.2.1', 'special-use'],
    ['64:ff9b::a00:1', 'special-use'], ['2002:a00:1::1', 'special-use'], ['2001:db8::1', 'special-use'], ['ff02::1', 'special-use'], ['fec0::1', 'special-use'],
    ['not-an-address', 'special-use'],
  ])('%s is %s', (address, kind) => {
    expect(nonPublicKind(address)).toBe(kind);
  });
});

describe('fetching a client metadata document', () => {
  let server: Server;
  let port: number;
  const hits: string[] = [];

  beforeAll(async () => {
    server = createServer(selfSignedCertificate(), (req, res) => {
      hits.push(`${req.headers.host} ${req.url}`);
      if (req.url === '/silent.json') return; // never answers
      if (req.url === '/page.html') {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<p>hello</p>');
        return;
      }
      if (req.url === '/gone.json') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end('{}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ client_id: 'x' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const resolvingTo = (...addresses: string[]): Resolve & { asked: string[] } => {
    const asked: string[] = [];
    return Object.assign(async (hostname: string) => {
      asked.push(hostname);
      return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    }, { asked });
  };

  async function refusal(promise: Promise<unknown>): Promise<string> {
    const error = await promise.then(() => undefined, (caught: unknown) => caught);
    expect(error).toBeInstanceOf(ClientDocumentRefused);
    return (error as Error).message;
  }

  it('refuses a host name when any one of its addresses is not public (IPv4 or IPv6), without connecting', async () => {
    for (const addresses of [['93.184.216.34', '10.0.0.1'], ['2606:4700::1111', 'fd00::7'], ['::ffff:10.0.0.1']]) {
      const fetchDocument = clientDocumentFetch({ allowLoopback: false, resolve: resolvingTo(...addresses) });
      expect(await refusal(fetchDocument('https://client.example/cimd.json'))).toMatch(/^client\.example resolves to a (private|unique-local) address: client metadata documents are fetched only from public addresses$/);
    }
    const loopback = clientDocumentFetch({ allowLoopback: true, resolve: resolvingTo('127.0.0.1', '192.168.0.4') });
    expect(await refusal(loopback('https://client.example/cimd.json')), 'the allowance is for loopback only').toContain('resolves to a private address');
    expect(hits).toEqual([]);
  });

  it('connects only to the addresses it checked (a second DNS answer cannot move it), and reads a 200 JSON answer', async () => {
    const resolve = resolvingTo('127.0.0.1');
    const fetchDocument = clientDocumentFetch({ allowLoopback: true, resolve });
    const answer = await fetchDocument(`https://client.example:${port}/cimd.json`, { headers: { accept: 'application/json' } });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ client_id: 'x' });
    expect(resolve.asked).toEqual(['client.example']);
    expect(hits.at(-1)).toBe(`client.example:${port} /cimd.json`);
  });

  it('refuses loopback without the allowance, and anything but https', async () => {
    const fetchDocument = clientDocumentFetch({ allowLoopback: false });
    expect(await refusal(fetchDocument(`https://127.0.0.1:${port}/cimd.json`))).toContain('127.0.0.1 is a loopback address');
    expect(await refusal(fetchDocument(`https://[::1]:${port}/cimd.json`))).toContain('::1 is a loopback address');
    expect(await refusal(fetchDocument(`http://127.0.0.1:${port}/cimd.json`))).toContain('is not an https address');
  });

  it('refuses what is not a 200 JSON answer, and gives up when the time is out', async () => {
    const fetchDocument = clientDocumentFetch({ allowLoopback: true });
    expect(await refusal(fetchDocument(`https://127.0.0.1:${port}/page.html`))).toContain('is served as text/html, not application/json');
    expect(await refusal(fetchDocument(`https://127.0.0.1:${port}/gone.json`))).toContain('answered 404, not 200');
    const started = Date.now();
    expect(await refusal(fetchDocument(`https://127.0.0.1:${port}/silent.json`, { signal: AbortSignal.timeout(300) }))).toContain('did not answer within');
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
