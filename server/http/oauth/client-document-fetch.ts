import { request } from 'node:https';
import type { IncomingMessage } from 'node:http';
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { nonPublicKind, type AddressKind } from './public-address.js';

/** A client metadata document's largest size (the draft's recommendation, and oidc-provider's default). */
export const CLIENT_DOCUMENT_MAX_BYTES = 5 * 1024;
/** How long a fetch may take in all, when the caller gives no signal (oidc-provider gives 2.5 s). */
export const CLIENT_DOCUMENT_TIMEOUT_MS = 2_500;
/** The setting that lets a development service fetch client metadata documents from loopback. */
export const LOOPBACK_SETTING = 'DSP_OAUTH_LOOPBACK_CLIENT_DOCUMENTS=1';

/** Why a document was not fetched, in words the consent error page shows the person. */
export class ClientDocumentRefused extends Error {
  override name = 'ClientDocumentRefused';
}

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address a host name resolves to (IPv4 and IPv6). */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

export interface ClientDocumentFetchOptions {
  /** Development only: documents on loopback addresses are fetched, their TLS certificate unchecked. */
  allowLoopback: boolean;
  /** DNS (the system resolver); a test gives its own. */
  resolve?: Resolve;
  maxBytes?: number;
}

/** The fetch oidc-provider calls (its `fetch` option), for client metadata documents and any other document it reads. */
export type ProviderFetch = (url: string | URL, init?: { method?: string; headers?: HeadersInit; signal?: AbortSignal | null }) => Promise<Response>;

const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

function refusedAddress(host: string, literal: boolean, kind: AddressKind): ClientDocumentRefused {
  // A host name's addresses are not repeated: the page must not map someone's internal names.
  const where = literal ? `${host} is a ${kind} address` : `${host} resolves to a ${kind} address`;
  const hint = kind === 'loopback' ? ` (a development service allows loopback with ${LOOPBACK_SETTING})` : '';
  return new ClientDocumentRefused(`${where}: client metadata documents are fetched only from public addresses${hint}`);
}

/**
 * Where the document may be fetched from: every address the host resolves to (or the
 * literal address) must be public, or loopback when allowed. One bad address refuses the
 * host: the connection then goes only to these checked addresses (no second DNS answer).
 */
async function checkedAddresses(target: URL, options: ClientDocumentFetchOptions): Promise<ResolvedAddress[]> {
  const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
  const family = isIP(host);
  let addresses: ResolvedAddress[];
  if (family !== 0) {
    addresses = [{ address: host, family }];
  } else {
    try {
      addresses = await (options.resolve ?? systemResolve)(host);
    } catch {
      throw new ClientDocumentRefused(`${host} could not be resolved`);
    }
    if (addresses.length === 0) throw new ClientDocumentRefused(`${host} could not be resolved`);
  }
  for (const { address } of addresses) {
    const kind = nonPublicKind(address);
    if (kind && !(kind === 'loopback' && options.allowLoopback)) throw refusedAddress(host, family !== 0, kind);
  }
  return addresses;
}

/** A DNS lookup that answers only the addresses already checked. */
function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  };
}

function headersOf(message: IncomingMessage): Headers {
  const headers = new Headers();
  for (let i = 0; i + 1 < message.rawHeaders.length; i += 2) headers.append(message.rawHeaders[i]!, message.rawHeaders[i + 1]!);
  return headers;
}

function isJson(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

/** Refuses what is not a 200 JSON answer (a redirect above all: it is never followed). */
function checkAnswer(response: IncomingMessage, url: string, maxBytes: number): void {
  const status = response.statusCode ?? 0;
  if (status >= 300 && status < 400) {
    const location = response.headers.location ? ` to ${response.headers.location}` : '';
    throw new ClientDocumentRefused(`${url} answered ${status}, a redirect${location}: redirects are not followed; the document must be served at its client_id address itself`);
  }
  if (status !== 200) throw new ClientDocumentRefused(`${url} answered ${status}, not 200`);
  if (!isJson(response.headers['content-type'])) {
    throw new ClientDocumentRefused(`${url} is served as ${response.headers['content-type'] ?? 'no content type'}, not application/json`);
  }
  if (Number(response.headers['content-length'] ?? 0) > maxBytes) throw new ClientDocumentRefused(`${url} is larger than ${maxBytes / 1024} KiB`);
}

interface Get {
  target: URL;
  addresses: ResolvedAddress[];
  headers: Record<string, string>;
  signal: AbortSignal;
  verifyTls: boolean;
  maxBytes: number;
}

/** One GET over TLS to the checked addresses: no redirect followed, the body cut at maxBytes, all within the signal's time. */
function get(req: Get): Promise<Response> {
  const url = req.target.href;
  return new Promise((resolve, reject) => {
    const fail = (error: unknown) => {
      outgoing.destroy();
      if (error instanceof ClientDocumentRefused) reject(error);
      else if (req.signal.aborted) reject(new ClientDocumentRefused(`${url} did not answer within ${CLIENT_DOCUMENT_TIMEOUT_MS / 1000} s`));
      else reject(new ClientDocumentRefused(`${url} could not be fetched (${error instanceof Error ? error.message : String(error)})`));
    };
    const outgoing = request(req.target, {
      method: 'GET', headers: req.headers, signal: req.signal, agent: false,
      lookup: pinnedLookup(req.addresses), rejectUnauthorized: req.verifyTls,
    }, (response) => {
      try {
        checkAnswer(response, url, req.maxBytes);
      } catch (error) {
        fail(error);
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > req.maxBytes) fail(new ClientDocumentRefused(`${url} is larger than ${req.maxBytes / 1024} KiB`));
        else chunks.push(chunk);
      });
      response.on('error', fail);
      // Cut off mid-body (the time ran out, the peer hung up): refused, never a short document.
      response.on('close', () => {
        if (!response.complete) fail(new Error('the connection closed before the document ended'));
      });
      response.on('end', () => resolve(new Response(Buffer.concat(chunks), { status: 200, headers: headersOf(response) })));
    });
    outgoing.on('error', fail);
    outgoing.end();
  });
}

/**
 * The authorization server's only way out to the network (oidc-provider's `fetch` option):
 * https only, to public addresses only (every address a name resolves to is checked, and the
 * connection is pinned to them), no redirect followed (the Client ID Metadata Document draft
 * forbids it; a redirect would also lead anywhere), a 200 JSON answer of at most 5 KiB,
 * within the caller's time. With `allowLoopback` (development) loopback addresses are allowed
 * too, and a certificate on them is not checked, so a document served with a self-signed
 * certificate on this machine works; private and link-local addresses stay refused.
 */
export function clientDocumentFetch(options: ClientDocumentFetchOptions): ProviderFetch {
  const maxBytes = options.maxBytes ?? CLIENT_DOCUMENT_MAX_BYTES;
  return async (url, init = {}) => {
    let target: URL;
    try {
      target = new URL(String(url));
    } catch {
      throw new ClientDocumentRefused(`${String(url)} is not an address`);
    }
    if (target.protocol !== 'https:') throw new ClientDocumentRefused(`${target.href} is not an https address`);
    // The library also POSTs for features this service leaves off (back-channel logout, CIBA): refused, never sent as a GET.
    if ((init.method ?? 'GET').toUpperCase() !== 'GET') throw new ClientDocumentRefused(`the authorization server only reads documents, it does not ${init.method} to ${target.href}`);
    const addresses = await checkedAddresses(target, options);
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      if (value) headers[name] = value;
    });
    return get({
      target, addresses, headers, maxBytes,
      signal: init.signal ?? AbortSignal.timeout(CLIENT_DOCUMENT_TIMEOUT_MS),
      verifyTls: !addresses.every(({ address }) => nonPublicKind(address) === 'loopback'),
    });
  };
}
