import { createHmac, hkdfSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { apiClient } from '../support/api-client.js';
import { createDiagram, expectError, type Created } from '../support/api-expect.js';
import { serviceScene } from '../../harness/scenes.js';
import { startTestServer, type RunningServer } from '../support/http-server.js';
import { openDatabase } from '../../server/db/connect.js';
import { listTables } from '../../server/db/introspect.js';
import { createInlineDrawer } from '../../server/drawing-pool/index.js';
import type { SignedImage } from '../../server/use-cases/images/image-links.js';

// Issue 27, defect 5: the image-link key is not in the database (a copy of it signs
// nothing), an expiry beyond the 7-day lifetime (plus 5 minutes for clocks) is refused even
// when its signature is genuine, and a rotated secret's links open during the transition
// (DSP_SECRET_PREVIOUS) and fail once it ends. Spec "Sizes and constants": 7 days; a link
// that does not open answers 404 NOT_FOUND.
let api: ApiFixture;
let user: TestUser;
let diagram: Created;
const LONG_AGO_SECRET = 'the secret before the rotation, at least 32 characters';
const NEW_SECRET = 'the secret after the rotation, also at least 32 characters';

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
  user = await api.user({ plan: 'pro' });
  diagram = await createDiagram(user, { scene: serviceScene(3) });
});
afterAll(async () => {
  expect(api.unexpectedErrors).toEqual([]);
  await api.close();
});

interface Links {
  svg: string;
  png: string;
  expires: string;
}

/** A link's path and query (links name the public address https://dsp.test). */
const local = (link: string): string => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** The lifetime (spec) and the allowance for instances' clocks (docs/http-api.md: Signed links). */
const LIFETIME_SECONDS = 7 * 24 * 3600;
const ALLOWANCE_SECONDS = 5 * 60;

/** The key a secret signs with (docs/operating.md: HKDF-SHA256 of DSP_SECRET for "dsp image links/1"), written out so this file checks the contract. */
const keyOf = (secret: string): Buffer => Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.alloc(0), 'dsp image links/1', 32));

const nowSeconds = () => Math.floor(api.clock.now().getTime() / 1000);

/** The address of a grant signed with `key` (what a forger with that key would send). */
function forged(key: Buffer, grant: SignedImage): string {
  const signature = createHmac('sha256', key).update(['dsp-image-link/1', grant.diagramId, String(grant.revision), grant.format, String(grant.expires)].join('\n')).digest('base64url');
  return `/v1/images/${grant.diagramId}@${grant.revision}.${grant.format}?expires=${grant.expires}&signature=${signature}`;
}

/** Every text or byte value in every table of the database, as a copy of it would hold them. */
async function everyStoredValue(): Promise<Buffer[]> {
  const values: Buffer[] = [];
  for (const table of await listTables(api.db)) {
    for (const row of (await api.db(table).select()) as Array<Record<string, unknown>>) {
      for (const cell of Object.values(row)) {
        if (typeof cell === 'string') values.push(Buffer.from(cell, 'utf8'));
        else if (Buffer.isBuffer(cell)) values.push(cell);
      }
    }
  }
  return values;
}

/** What a value could be as a key: its bytes, and its text read as base64url, base64 or hex. */
function keyReadings(value: Buffer): Buffer[] {
  const text = value.toString('utf8').trim();
  const readings = [value, Buffer.from(text, 'base64url'), Buffer.from(text, 'base64')];
  if (/^[0-9a-f]+$/i.test(text) && text.length % 2 === 0) readings.push(Buffer.from(text, 'hex'));
  return readings.filter((reading) => reading.length >= 16);
}

/** Another instance on the fixture's database with these secrets (as after a restart with new settings). */
async function instanceWith(secret: string, previousSecret?: string): Promise<RunningServer & { close(): Promise<void> }> {
  const db = await openDatabase(api.database.settings);
  const server = await startTestServer({
    context: { db, clock: api.clock.now },
    drawer: createInlineDrawer({ log: () => {} }),
    config: { webUrl: 'https://dsp.test', secret, ...(previousSecret ? { previousSecret } : {}) },
    logError: (error) => api.unexpectedErrors.push(error),
  });
  return { url: server.url, close: async () => (await server.close(), await db.destroy()) };
}

async function linksFrom(url: string): Promise<Links> {
  const answer = await apiClient(url, { authorization: `Bearer ${user.key}` }).get<Links>(`/v1/diagrams/${diagram.id}/render`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

describe('a copy of the database cannot sign image links', () => {
  it('no value in any table is the signing key, and a link signed with any of them, far ahead or not, answers 404', async () => {
    const links = await linksFrom(api.url);
    const genuine = local(links.svg);
    expect((await api.anonymous.get(genuine)).status).toBe(200);
    const grant: SignedImage = { diagramId: diagram.id, revision: 1, format: 'svg', expires: Number(/expires=(\d+)/.exec(genuine)![1]) };
    const signature = /signature=([^&]+)/.exec(genuine)![1]!;
    const values = await everyStoredValue();
    expect(values.length).toBeGreaterThan(20);
    for (const value of values) {
      // Neither a key itself nor a secret the key is derived from.
      const asSecret = value.length >= 32 && value.length <= 4096 ? [keyOf(value.toString('utf8'))] : [];
      for (const key of [...keyReadings(value), ...asSecret]) {
        // Key-sized values are tried on the service, as a forger would: the year 33658, and tomorrow.
        if (key.length === 32) {
          for (const expires of [999_999_999_999, nowSeconds() + 86_400]) {
            expectError(await api.anonymous.get(forged(key, { ...grant, expires })), 404, 'NOT_FOUND');
          }
        }
        expect(forged(key, grant).endsWith(signature), `a stored value signs: ${value.toString('utf8').slice(0, 60)}`).toBe(false);
      }
    }
  });
});

describe('an expiry further ahead than the lifetime', () => {
  const key = () => keyOf(api.secret);
  const grant = (expires: number): SignedImage => ({ diagramId: diagram.id, revision: 1, format: 'png', expires });

  it('is refused even when the signature is genuine: the year 33658, a year, the lifetime plus the allowance plus a second', async () => {
    const limit = nowSeconds() + LIFETIME_SECONDS + ALLOWANCE_SECONDS;
    for (const expires of [999_999_999_999, nowSeconds() + 365 * 86_400, limit + 1]) {
      expectError(await api.anonymous.get(forged(key(), grant(expires))), 404, 'NOT_FOUND');
    }
  });

  it('within the lifetime plus 5 minutes (instances whose clocks disagree a little) is accepted', async () => {
    const limit = nowSeconds() + LIFETIME_SECONDS + ALLOWANCE_SECONDS;
    for (const expires of [limit, nowSeconds() + 60]) {
      const answer = await api.anonymous.get(forged(key(), grant(expires)));
      expect(answer.status, answer.text).toBe(200);
    }
  });

  it('the links the service hands out are signed as above (so the cases above are the service\'s own signatures)', async () => {
    const own = local((await linksFrom(api.url)).png);
    const expires = Number(/expires=(\d+)/.exec(own)![1]);
    expect(own).toBe(forged(key(), { ...grant(expires), revision: 1 }));
  });
});

describe('rotating the secret', () => {
  it('old links open during the transition (DSP_SECRET_PREVIOUS) and fail once it ends; new links open throughout', async () => {
    const before = await instanceWith(LONG_AGO_SECRET);
    const during = await instanceWith(NEW_SECRET, LONG_AGO_SECRET);
    const after = await instanceWith(NEW_SECRET);
    const restarted = await instanceWith(LONG_AGO_SECRET.replace('before', 'beside'));
    try {
      const old = local((await linksFrom(before.url)).svg);
      const fresh = local((await linksFrom(during.url)).svg);
      expect(fresh).not.toBe(old);
      expect((await apiClient(before.url).get(old)).status).toBe(200);
      expect((await apiClient(during.url).get(old)).status).toBe(200);
      expect((await apiClient(during.url).get(fresh)).status).toBe(200);
      expect((await apiClient(after.url).get(fresh)).status).toBe(200);
      expectError(await apiClient(after.url).get(old), 404, 'NOT_FOUND');
      // A start with another secret and no previous one: every earlier link fails at once.
      expectError(await apiClient(restarted.url).get(old), 404, 'NOT_FOUND');
      expectError(await apiClient(restarted.url).get(fresh), 404, 'NOT_FOUND');
    } finally {
      for (const instance of [before, during, after, restarted]) await instance.close();
    }
  });
});
