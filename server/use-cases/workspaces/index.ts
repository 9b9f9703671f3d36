/**
 * Workspaces: teams, their members and invitations, and plans (issue 29, docs/people.md).
 * The routes, the invitation page and `dsp admin plan` reach this room through this file.
 */
export type { TeamDeps } from './deps.js';
export { acceptInvitation, peekInvitation } from './accept-invitation.js';
export { INVITATION_LIFETIME_MS, invite, listInvitations, withdrawInvitation } from './invitations.js';
export { changeRole, leaveWorkspace, listMembers, removeMember } from './members.js';
export { FREE_TEAM_SEATS } from './seats.js';
export { createTeam, FREE_TEAMS_PER_PERSON, readWorkspace, setPlan, updateWorkspace, WORKSPACE_NAME_LENGTH } from './teams.js';
