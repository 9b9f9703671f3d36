import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiClient, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { createDiagram, editDiagram } from '../support/api-expect.js';
import { MINUTE } from '../support/test-clock.js';
import { mailsTo, signIn, WEB_ORIGIN } from '../support/people.js';
import { makeTeam, teamMember, type TestTeam } from '../support/teams.js';
import { addNode, serviceScene } from '../../harness/scenes.js';
import { configFromEnv } from '../../server/config.js';
import { createMailer } from '../../server/infrastructure/mail-transport.js';
import { sweepProposalMails, type ProposalMailDeps } from '../../server/use-cases/proposals/index.js';

// Proposal mails (issue 31 "Events", docs/proposals.md "Mails"): a proposal opened on a
// protected diagram is mailed to the workspace's owners and the diagram's last human editor,
// with a link to its review page; several within 10 minutes make one digest per person. The
// proposal-mail sweep sends them on the service's clock (the fixture's, moved by hand).
// DSP_PROPOSAL_MAILS=off mails nothing.
let api: ApiFixture;
let team: TestTeam;
let coOwner: TestUser;
let editor: TestUser;
let editorSession: ApiClient;
let agent: TestUser;

function sweepDeps(proposalMails: 'on' | 'off' = 'on'): ProposalMailDeps {
  return {
    ...api.context,
    mailer: createMailer({ outboxDir: api.outboxDir, from: 'DSP diagrams <no-reply@dsp.test>', clock: api.clock.now, log: () => {} }),
    webUrl: WEB_ORIGIN,
    proposalMails,
    logError: (error) => api.unexpectedErrors.push(error),
  };
}

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
  team = await makeTeam(api, { plan: 'pro' });
  coOwner = await teamMember(api, team, 'owner');
  editor = await teamMember(api, team, 'member');
  agent = await teamMember(api, team, 'member');
  editorSession = (await signIn(api.url, api.outboxDir, editor.email)).client;
  const switched = await editorSession.request('PUT', '/v1/auth/session', { body: { workspaceId: team.id } });
  expect(switched.status, switched.text).toBe(200);
});
afterAll(async () => {
  expect(api.unexpectedErrors.map(String)).toEqual([]);
  await api.close();
});

/** A diagram the agent made and the editor last changed by hand (revision 2), protected or not. */
async function editedDiagram(protect: boolean): Promise<string> {
  const { id } = await createDiagram(agent, { scene: serviceScene(2) });
  await editDiagram(editorSession, id, { baseRevision: 1, ops: [addNode('by-hand')] });
  if (protect) {
    const on = await agent.request('PATCH', `/v1/diagrams/${id}/protection`, { body: { requireApproval: true } });
    expect(on.status, on.text).toBe(200);
  }
  return id;
}

async function propose(id: string, node: string): Promise<string> {
  const made = await agent.post<{ id: string }>(`/v1/diagrams/${id}/proposals`, { baseRevision: 2, ops: [addNode(node)], message: `Add ${node}` });
  expect(made.status, made.text).toBe(201);
  return made.body.id;
}

/** The proposal mails a person got about a diagram. */
async function proposalMailsAbout(email: string, diagramId: string) {
  return (await mailsTo(api.outboxDir, email, 0, 0)).filter((mail) => mail.text.includes(`/app/diagrams/${diagramId}/proposals/`));
}

const reviewLink = (id: string, pid: string) => `${WEB_ORIGIN}/app/diagrams/${id}/proposals/${pid}`;

describe('a proposal on a protected diagram', () => {
  it('mails each owner and the last human editor once, with the review link, when its 10-minute window closes; not the proposing agent', async () => {
    const id = await editedDiagram(true);
    const pid = await propose(id, 'cache');
    // Within the window nothing is sent yet (more may come and join a digest).
    api.clock.advance(9 * MINUTE);
    await sweepProposalMails(sweepDeps());
    expect(await proposalMailsAbout(team.owner.email, id)).toEqual([]);

    api.clock.advance(MINUTE);
    const swept = await sweepProposalMails(sweepDeps());
    expect(swept).toMatchObject({ mailed: 3, proposals: 3, failed: 0 });
    for (const person of [team.owner, coOwner, editor]) {
      const mails = await proposalMailsAbout(person.email, id);
      expect(mails, person.email).toHaveLength(1);
      expect(mails[0]!.subject).toMatch(/^A proposal waits for your review on /);
      expect(mails[0]!.text).toContain(reviewLink(id, pid));
      expect(mails[0]!.text).toContain('"Add cache"');
      expect(mails[0]!.html).toContain(`href="${reviewLink(id, pid)}"`);
    }
    expect(await proposalMailsAbout(agent.email, id)).toEqual([]);
    // Sent once: the next sweep sends nothing more.
    api.clock.advance(20 * MINUTE);
    expect(await sweepProposalMails(sweepDeps())).toMatchObject({ mailed: 0 });
    expect(await proposalMailsAbout(team.owner.email, id)).toHaveLength(1);
  });

  it('on an unprotected diagram mails nobody', async () => {
    const id = await editedDiagram(false);
    await propose(id, 'queue');
    api.clock.advance(11 * MINUTE);
    await sweepProposalMails(sweepDeps());
    for (const person of [team.owner, coOwner, editor, agent]) expect(await proposalMailsAbout(person.email, id)).toEqual([]);
  });

  it('three proposals within 10 minutes make one digest per person listing all three', async () => {
    const id = await editedDiagram(true);
    const pids = [await propose(id, 'one')];
    api.clock.advance(3 * MINUTE);
    pids.push(await propose(id, 'two'));
    api.clock.advance(3 * MINUTE);
    pids.push(await propose(id, 'three'));
    api.clock.advance(4 * MINUTE);
    const swept = await sweepProposalMails(sweepDeps());
    expect(swept).toMatchObject({ mailed: 3, proposals: 9 });
    for (const person of [team.owner, coOwner, editor]) {
      const mails = await proposalMailsAbout(person.email, id);
      expect(mails, person.email).toHaveLength(1);
      expect(mails[0]!.subject).toMatch(/^3 proposals wait for your review on /);
      for (const pid of pids) {
        expect(mails[0]!.text).toContain(reviewLink(id, pid));
        expect(mails[0]!.html).toContain(reviewLink(id, pid));
      }
      expect(mails[0]!.text).toContain(`${WEB_ORIGIN}/app/proposals`);
    }
  });

  it('with DSP_PROPOSAL_MAILS=off nobody is mailed, then or later', async () => {
    const id = await editedDiagram(true);
    await propose(id, 'quiet');
    api.clock.advance(11 * MINUTE);
    expect(await sweepProposalMails(sweepDeps('off'))).toMatchObject({ mailed: 0 });
    // Turned back on, the notices of the quiet time are not sent late.
    expect(await sweepProposalMails(sweepDeps('on'))).toMatchObject({ mailed: 0 });
    for (const person of [team.owner, coOwner, editor, agent]) expect(await proposalMailsAbout(person.email, id)).toEqual([]);
  });
});

describe('DSP_PROPOSAL_MAILS', () => {
  it('is on unless set to off, and refuses other values', () => {
    expect(configFromEnv({}).proposalMails).toBe('on');
    expect(configFromEnv({ DSP_PROPOSAL_MAILS: ' Off ' }).proposalMails).toBe('off');
    expect(() => configFromEnv({ DSP_PROPOSAL_MAILS: 'no' })).toThrow('DSP_PROPOSAL_MAILS must be on (the default) or off, not "no".');
  });
});
