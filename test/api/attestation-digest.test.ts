import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type ApiClient, type TestUser } from '../support/api-fixture.js';
import { createDiagram, editDiagram } from '../support/api-expect.js';
import { mailsTo, signIn } from '../support/people.js';
import { DAY } from '../support/test-clock.js';
import { addNode, serviceScene } from '../../harness/scenes.js';
import { createMailer } from '../../server/infrastructure/mail-transport.js';
import { mailAttestationDigests, type DigestDeps } from '../../server/use-cases/evidence/index.js';
import type { ServiceContext } from '../../server/use-cases/shared/context.js';

// The 90-day digest (issue 35; spec "Events"): the daily sweep mails each owner of a
// workspace one digest of its stale diagrams (attested 90 days ago or more), each diagram
// at most once in 14 days; never-attested and fresh diagrams are not listed. Attestations
// are made over HTTP with a session; the sweep is called as start.ts calls it, on the
// fixture's clock, and its mails read from the outbox.
let api: ApiFixture;
let deps: DigestDeps;

function digestDeps(context: ServiceContext): DigestDeps {
  return {
    ...context,
    mailer: createMailer({ outboxDir: api.outboxDir, from: 'DSP diagrams <no-reply@dsp.test>', clock: api.clock.now, log: () => {} }),
    webUrl: 'https://dsp.test',
    logError: () => {},
  };
}

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
  deps = digestDeps(api.context);
});
afterAll(async () => {
  expect(api.unexpectedErrors).toEqual([]);
  await api.close();
});

const digestsTo = async (email: string) => (await mailsTo(api.outboxDir, email, 0, 0)).filter((mail) => mail.subject.includes('need a new review'));
const attest = async (session: ApiClient, id: string) => expect((await session.post(`/v1/diagrams/${id}/attest`)).status).toBe(200);

async function joinAs(workspaceId: string, person: TestUser, role: 'owner' | 'member'): Promise<void> {
  await api.db('memberships').insert({ workspace_id: workspaceId, person_id: person.personId, role, created_at: api.clock.iso() });
}

describe('the 90-day digest', () => {
  it('mails each owner one digest of the stale diagrams, once in 14 days; fresh, never-attested and members are left out', async () => {
    const owner = await api.user();
    const coOwner = await api.user();
    const member = await api.user();
    await joinAs(owner.workspaceId, coOwner, 'owner');
    await joinAs(owner.workspaceId, member, 'member');
    const session = (await signIn(api.url, api.outboxDir, owner.email)).client;

    const payments = await createDiagram(owner, { scene: serviceScene(2), key: 'payments-flow' });
    const ledger = await createDiagram(owner, { scene: serviceScene(2), key: 'ledger-flow' });
    const reviewed = await createDiagram(owner, { scene: serviceScene(2), key: 'reviewed-again' });
    const never = await createDiagram(owner, { scene: serviceScene(2), key: 'never-attested' });
    for (const diagram of [payments, ledger, reviewed]) await attest(session, diagram.id);
    // Changed after the review: the digest shows attested revision 1 against live 2.
    await editDiagram(owner, payments.id, { baseRevision: 1, ops: [addNode('extra')] });

    api.clock.advance(89 * DAY);
    expect(await mailAttestationDigests(deps)).toEqual({ mailed: 0, diagrams: 0, failed: 0 });
    expect(await digestsTo(owner.email)).toEqual([]);

    api.clock.advance(1 * DAY);
    // The first session has idled out by now: the owner signs in again to review one.
    await attest((await signIn(api.url, api.outboxDir, owner.email)).client, reviewed.id);
    expect(await mailAttestationDigests(deps)).toEqual({ mailed: 2, diagrams: 2, failed: 0 });
    const [first, ...more] = await digestsTo(owner.email);
    expect(more).toEqual([]);
    expect(first!.subject).toBe('2 diagrams on dsp.test need a new review');
    expect(first!.text).toContain('payments-flow: attested 90 days ago, attested revision 1, live revision 2 (changed since)');
    expect(first!.text).toContain(`https://dsp.test/app/diagrams/${payments.id}`);
    expect(first!.text).toContain('ledger-flow: attested 90 days ago, attested revision 1, live revision 1');
    expect(first!.text).toContain(`https://dsp.test/app/diagrams/${ledger.id}`);
    expect(first!.html).toContain(`https://dsp.test/app/diagrams/${payments.id}`);
    for (const left of [reviewed, never]) {
      expect(first!.text).not.toContain(left.id);
      expect(first!.html).not.toContain(left.id);
    }
    expect((await digestsTo(coOwner.email)).map((mail) => mail.text)).toEqual([first!.text]);
    expect(await digestsTo(member.email)).toEqual([]);

    // The next day, and up to day 13, nothing is mailed again.
    api.clock.advance(1 * DAY);
    expect((await mailAttestationDigests(deps)).mailed).toBe(0);
    api.clock.advance(12 * DAY);
    expect((await mailAttestationDigests(deps)).mailed).toBe(0);
    expect(await digestsTo(owner.email)).toHaveLength(1);

    // 14 days after the first digest, still stale: listed again (the re-attested one still is not).
    api.clock.advance(1 * DAY);
    expect(await mailAttestationDigests(deps)).toEqual({ mailed: 2, diagrams: 2, failed: 0 });
    const digests = await digestsTo(owner.email);
    expect(digests).toHaveLength(2);
    const second = digests.find((mail) => mail.text !== first!.text)!;
    expect(second.text).toContain('payments-flow: attested 104 days ago');
    expect(second.text).toContain('ledger-flow: attested 104 days ago');
    expect(second.text).not.toContain(reviewed.id);
    expect(await digestsTo(member.email)).toEqual([]);
  });

  it('a digest that could not be sent is given back and mailed by the next sweep', async () => {
    const owner = await api.user();
    const session = (await signIn(api.url, api.outboxDir, owner.email)).client;
    const diagram = await createDiagram(owner, { scene: serviceScene(2), key: 'retried' });
    await attest(session, diagram.id);
    api.clock.advance(90 * DAY);

    const failing: DigestDeps = { ...deps, mailer: { send: () => Promise.reject(new Error('SMTP down')), close: () => {} } };
    const failed = await mailAttestationDigests(failing);
    expect(failed.failed).toBeGreaterThanOrEqual(1);
    expect(failed.mailed).toBe(0);
    expect(await digestsTo(owner.email)).toEqual([]);

    await mailAttestationDigests(deps);
    const [digest, ...more] = await digestsTo(owner.email);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe('1 diagram on dsp.test need a new review');
    expect(digest!.text).toContain(`retried: attested 90 days ago`);
    expect(digest!.text).toContain(`https://dsp.test/app/diagrams/${diagram.id}`);
  });
});
