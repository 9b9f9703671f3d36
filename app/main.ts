/**
 * The dashboard's script (GET /app loads it): defines <dsp-dashboard> and its pages. The
 * elements are defined here, in the entry, because the bundler drops modules imported
 * only for their side effects (package.json "sideEffects" does not list app/).
 */
import { DspDashboard } from './app-shell.js';
import { WorkspaceSwitcher } from './workspace-switcher.js';
import { SignInPage } from './pages/sign-in-page.js';
import { DiagramsPage } from './pages/diagrams-page.js';
import { DiagramPage } from './pages/diagram-page.js';
import { SharingPage } from './pages/sharing-page.js';
import { KeysPage } from './pages/keys-page.js';
import { AccountPage } from './pages/account-page.js';
import { PasskeysSection } from './pages/passkeys-section.js';
import { AccountDeletionSection } from './pages/account-deletion-section.js';
import { MembersPage } from './pages/members-page.js';
import { InvitationsSection } from './pages/invitations-section.js';
import { TeamSettingsSection } from './pages/team-settings-section.js';
import { JoinPage } from './pages/join-page.js';
import { MoveDiagram } from './pages/move-diagram.js';
import { ProposalsPage } from './pages/proposals-page.js';
import { ProposalPage } from './pages/proposal-page.js';
import { ProtectionSection } from './pages/protection-section.js';
import { OAuthGrantsSection } from './pages/oauth-grants-section.js';
import { AttestationSection } from './pages/attestation-section.js';
import { AuditPage } from './pages/audit-page.js';
import { ReportProblemSection } from './pages/report-problem-section.js';
import { FeedbackPage } from './pages/feedback-page.js';

const elements: Array<[string, CustomElementConstructor]> = [
  ['dsp-workspace-switcher', WorkspaceSwitcher],
  ['dsp-sign-in-page', SignInPage],
  ['dsp-diagrams-page', DiagramsPage],
  ['dsp-diagram-page', DiagramPage],
  ['dsp-sharing-page', SharingPage],
  ['dsp-keys-page', KeysPage],
  ['dsp-account-page', AccountPage],
  ['dsp-passkeys-section', PasskeysSection],
  ['dsp-account-deletion-section', AccountDeletionSection],
  ['dsp-members-page', MembersPage],
  ['dsp-invitations-section', InvitationsSection],
  ['dsp-team-settings-section', TeamSettingsSection],
  ['dsp-join-page', JoinPage],
  ['dsp-move-diagram', MoveDiagram],
  ['dsp-proposals-page', ProposalsPage],
  ['dsp-proposal-page', ProposalPage],
  ['dsp-protection-section', ProtectionSection],
  ['dsp-oauth-grants-section', OAuthGrantsSection],
  ['dsp-attestation-section', AttestationSection],
  ['dsp-audit-page', AuditPage],
  ['dsp-report-problem-section', ReportProblemSection],
  ['dsp-feedback-page', FeedbackPage],
  // Last: the shell renders the pages, so they are defined before it upgrades.
  ['dsp-dashboard', DspDashboard],
];
for (const [name, element] of elements) {
  if (!customElements.get(name)) customElements.define(name, element);
}
