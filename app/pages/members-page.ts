import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { api, messageOf, type Session, type Workspace } from '../api.js';
import { announce, navigate, sessionChanged } from '../events.js';
import { shortDate } from '../format.js';
import { PageElement } from '../page-element.js';
import { ROLES, roleWords, seatsText, withArticle, type Member, type MemberList, type Role, type TeamWorkspace } from '../teams.js';

/**
 * The people of the session's workspace (GET /v1/workspace/members): each with their role,
 * and the seats used. Owners change a role (PATCH .../members/{userId}) and remove someone
 * (DELETE); everyone else reads the list and may leave (POST /v1/workspace/leave). Owners
 * of a team also see its invitations (<dsp-invitations-section>). Anyone may make a team
 * (POST /v1/auth/teams); the session then switches to it. Owners of a team also rename it
 * and turn its public sharing off and on (<dsp-team-settings-section>).
 */
export class MembersPage extends PageElement {
  static override properties = {
    session: { attribute: false },
    list: { state: true }, error: { state: true }, busy: { state: true },
  };

  session!: Session;
  list: MemberList | undefined;
  error = '';
  busy = false;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('session')) void this.load();
  }

  private get workspace(): Workspace | null {
    return this.session.workspace;
  }

  private get isOwner(): boolean {
    return this.workspace?.role === 'owner';
  }

  private async load(): Promise<void> {
    if (!this.workspace) {
      this.list = undefined;
      return;
    }
    try {
      this.list = await api<MemberList>('GET', '/v1/workspace/members');
      this.error = '';
    } catch (error) {
      this.error = messageOf(error);
    }
  }

  private async act(work: () => Promise<void>): Promise<void> {
    this.busy = true;
    try {
      await work();
    } catch (error) {
      announce(this, messageOf(error), true);
    } finally {
      this.busy = false;
    }
  }

  private changeRole(event: SubmitEvent, member: Member): Promise<void> {
    event.preventDefault();
    const role = (event.target as HTMLFormElement).querySelector<HTMLSelectElement>('select')!.value as Role;
    return this.act(async () => {
      const changed = await api<Member>('PATCH', `/v1/workspace/members/${encodeURIComponent(member.userId)}`, { role });
      await this.load();
      announce(this, `${changed.email} is now ${withArticle(changed.role)}.`);
    });
  }

  private removeMember(member: Member): Promise<void> {
    if (!confirm(`Remove ${member.email} from ${this.workspace?.name}? Their keys in it stop working at once.`)) return Promise.resolve();
    return this.act(async () => {
      const answer = await api<{ keysRevoked: number }>('DELETE', `/v1/workspace/members/${encodeURIComponent(member.userId)}`);
      await this.load();
      announce(this, `Removed ${member.email}${answer.keysRevoked ? `; ${answer.keysRevoked} of their keys revoked` : ''}.`);
      this.querySelector<HTMLElement>('h1')?.focus();
    });
  }

  private leave(): Promise<void> {
    const name = this.workspace?.name ?? 'this workspace';
    if (!confirm(`Leave ${name}? Your keys in it stop working, and only an owner can invite you again.`)) return Promise.resolve();
    return this.act(async () => {
      await api('POST', '/v1/workspace/leave');
      announce(this, `You left ${name}.`);
      navigate(this, '/app/');
      sessionChanged(this);
    });
  }

  private createTeam(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const name = form.querySelector<HTMLInputElement>('#team-name')!.value;
    return this.act(async () => {
      const team = await api<TeamWorkspace>('POST', '/v1/auth/teams', { name });
      // A new team is where its maker wants to work next: the session switches to it.
      await api<Session>('PUT', '/v1/auth/session', { workspaceId: team.id });
      form.reset();
      sessionChanged(this);
      announce(this, `Made the team ${team.name}; now working in it. Invite people below.`);
    });
  }

  override render(): TemplateResult {
    const workspace = this.workspace;
    return html`
      <h1 tabindex="-1">Members</h1>
      ${workspace ? this.people(workspace) : html`<p>You are in no workspace at the moment; make a team below.</p>`}
      <section aria-labelledby="new-team-heading">
        <h2 id="new-team-heading">Make a team</h2>
        <p>A team workspace on the Free plan, with you as its owner; invite people to it once it exists.</p>
        <form class="row" @submit=${(event: SubmitEvent) => void this.createTeam(event)}>
          <label>Team name <input id="team-name" type="text" required maxlength="200" autocomplete="off"></label>
          <button type="submit" ?disabled=${this.busy}>Make the team</button>
        </form>
      </section>
    `;
  }

  private people(workspace: Workspace): TemplateResult {
    const list = this.list;
    const team = workspace.kind === 'team';
    return html`
      <p>${workspace.name} · ${team ? 'team' : 'personal'} workspace · ${workspace.plan} plan · you are ${withArticle(workspace.role)}${list ? html` · <span id="seats">${seatsText(list.seats)}</span>` : nothing}</p>
      ${team ? nothing : html`<p>A personal workspace is yours alone: make a team to work with others, then move diagrams into it from their pages.</p>`}
      ${team && !this.isOwner ? html`<p>Only the team's owners change roles and invite people; you can read the list, and leave.</p>` : nothing}
      ${this.error ? html`<p class="error">${this.error}</p>` : nothing}
      <section aria-labelledby="members-heading">
        <h2 id="members-heading">People in ${workspace.name}</h2>
        ${list ? html`<ul class="plain" aria-label="Members">${list.members.map((member) => this.member(member, team))}</ul>` : this.error ? nothing : html`<p aria-busy="true">Loading…</p>`}
        ${team ? html`<button class="quiet" ?disabled=${this.busy} @click=${() => void this.leave()}>Leave ${workspace.name}</button>` : nothing}
      </section>
      ${team && this.isOwner ? html`<dsp-invitations-section .workspace=${workspace} @dsp-invitations-changed=${() => void this.load()}></dsp-invitations-section>
        <dsp-team-settings-section .workspace=${workspace}></dsp-team-settings-section>` : nothing}
    `;
  }

  private member(member: Member, team: boolean): TemplateResult {
    // An owner's own role and leaving are the "Leave" button's and another owner's business, not a select next to their name.
    const editable = team && this.isOwner && !member.current;
    const selectId = `role-${member.userId}`;
    return html`<li>
      <strong>${member.email}</strong>${member.current ? ' (you)' : ''} · <span class="role">${roleWords(member.role)}</span>
      · joined <time datetime=${member.joinedAt}>${shortDate(member.joinedAt)}</time>
      ${editable ? html`
        <form class="row" @submit=${(event: SubmitEvent) => void this.changeRole(event, member)}>
          <label for=${selectId}>Role of ${member.email}</label>
          <select id=${selectId}>${ROLES.map((role) => html`<option value=${role} ?selected=${role === member.role}>${role}</option>`)}</select>
          <button type="submit" ?disabled=${this.busy} aria-label="Change role of ${member.email}">Change role</button>
          <button type="button" class="quiet" ?disabled=${this.busy} @click=${() => void this.removeMember(member)} aria-label="Remove ${member.email}">Remove</button>
        </form>` : nothing}
    </li>`;
  }
}
