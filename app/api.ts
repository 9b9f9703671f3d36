/**
 * The dashboard's calls to the REST API of the service that serves it. Same origin: the
 * session cookie goes along (credentials 'same-origin') and the browser adds the Origin
 * header the service's CSRF check wants on every unsafe request. Nothing here holds a key.
 */

/** A refusal of the service: its one-line message, code and status. */
export class ApiError extends Error {
  constructor(message: string, readonly code: string, readonly status: number) {
    super(message);
  }
}

/** Sends one request; answers the parsed JSON body, or throws ApiError with the service's message. */
export async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new ApiError('The service could not be reached; check the connection and try again.', 'NETWORK', 0);
  }
  const answer = (await response.json().catch(() => ({}))) as T & { error?: string; code?: string };
  if (!response.ok) throw new ApiError(answer.error ?? `The service answered HTTP ${response.status}.`, answer.code ?? `HTTP_${response.status}`, response.status);
  return answer;
}

/** The message to show for anything a call threw. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.code.startsWith('HTTP_') || error.code === 'NETWORK' ? error.message : `${error.message} (${error.code})`;
  return error instanceof Error ? error.message : String(error);
}

/** True when the answer means "nobody is signed in here" (the dashboard then shows the sign-in page). */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'SESSION_EXPIRED' || error.code === 'AUTH_REQUIRED');
}

export interface Workspace {
  id: string;
  name: string;
  kind: string;
  plan: string;
  role: string;
}

/** GET /v1/auth/session. */
export interface Session {
  user: { id: string; email: string; emailVerified: boolean };
  workspace: Workspace | null;
  workspaces: Workspace[];
}

export interface DiagramSummary {
  id: string;
  key: string | null;
  title: string | null;
  brief: string | null;
  revision: number;
  visibility: 'public' | 'private';
  createdAt: string;
  updatedAt: string;
  deletedAt?: string;
}

export interface RevisionEntry {
  revision: number;
  createdAt: string;
  message: string | null;
  summary: { added: number; removed: number; modified: number } | null;
  createdByKind: string;
  createdVia: string;
}

export interface Comparison {
  fromRevision: number;
  toRevision: number;
  added: string[];
  removed: string[];
  modified: string[];
  summary: { added: number; removed: number; modified: number };
}

export interface ShareLinkEntry {
  linkId: string;
  tokenPrefix: string;
  createdAt: string;
  createdBy: { id: string; email: string } | null;
  active: boolean;
  revokedAt: string | null;
}

export interface KeyEntry {
  id: string;
  name: string | null;
  scope: string;
  prefix: string;
  person: { id: string; email: string } | null;
  createdAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
  status: string;
}

export interface SessionEntry {
  id: string;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
  userAgent: string | null;
  workspaceId: string | null;
  current: boolean;
}

/** The path of a diagram's resource. */
export function diagramPath(id: string, rest = ''): string {
  return `/v1/diagrams/${encodeURIComponent(id)}${rest}`;
}

/** The stored image of one version (the session cookie authorises it like a key); `from` colours the changes since that revision. */
export function imagePath(id: string, revision: number, format: 'svg' | 'png' = 'svg', from?: number): string {
  return `/v1/images/${encodeURIComponent(id)}@${revision}.${format}${from === undefined ? '' : `?from=${from}`}`;
}

/** GET /v1/auth/passkeys: one of the person's passkeys (never its key). */
export interface PasskeyEntry {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** A workspace as GET /v1/account/deletion-preflight names it. */
export interface DeletionWorkspace {
  id: string;
  name: string;
  kind: 'personal' | 'team';
  role: string;
  members: number;
}

/** GET /v1/account/deletion-preflight: what closing the account removes, leaves and what stops it. */
export interface DeletionPreflight {
  email: string;
  confirmName: string;
  canDelete: boolean;
  removes: { workspaces: DeletionWorkspace[]; diagrams: number; publishedDiagrams: number; shareLinks: number; keys: number; sessions: number };
  leaves: DeletionWorkspace[];
  blockers: DeletionWorkspace[];
}

/** A proposal (docs/proposals.md): ops an agent (or a person) offered instead of writing them. */
export interface Proposal {
  id: string;
  diagramId: string;
  status: 'open' | 'approved' | 'rejected' | 'superseded';
  baseRevision: number;
  ops?: ProposalOp[];
  message: string | null;
  createdAt: string;
  createdBy: string | null;
  createdByKind: string;
  createdVia: string;
  resolvedAt: string | null;
  resolvedByUserId: string | null;
  resolutionReason: string | null;
  resultingRevision: number | null;
}

/** GET /v1/proposals: an inbox entry names its diagram and counts its ops instead of listing them. */
export interface InboxProposal extends Proposal {
  opsCount: number;
  diagramKey: string | null;
  diagramTitle: string | null;
}

/** One edit operation of a proposal; only the fields the review page words are typed. */
export interface ProposalOp {
  op: string;
  id?: string;
  label?: string;
  from?: { elementId?: string };
  to?: { elementId?: string };
}

/** POST …/proposals/{pid}/preview: the proposal drawn with the colour diff against revision `against`. */
export interface ProposalPreview {
  id: string;
  status: string;
  against: number;
  svg: string;
  diff: { added: string[]; removed: string[]; modified: string[] };
  warnings: unknown[];
}

/** GET /v1/account/oauth-grants: an assistant the person connected by MCP sign-in (docs/mcp-oauth.md). */
export interface OAuthGrantEntry {
  id: string;
  client: { id: string; name: string | null; redirectHost: string | null };
  workspace: { id: string; name: string } | null;
  scope: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** A diagram's attestation status (docs/evidence.md): always the live state. */
export interface AttestationStatus {
  state: 'fresh' | 'due' | 'stale' | 'never';
  attestedAt: string | null;
  attestedRevision: number | null;
  ageDays: number | null;
  drifted: boolean;
}

/** GET /v1/workspace/audit: one diagram of the workspace with its attestation status and legal hold. */
export interface AuditEntry {
  id: string;
  key: string | null;
  title: string | null;
  revision: number;
  asOfRevision: number | null;
  legalHold: boolean;
  status: AttestationStatus;
}

/** Sends one request whose answer is a file (an evidence zip): answers its bytes, or throws ApiError with the service's message. */
export async function apiFile(method: string, path: string, body?: unknown): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: { accept: 'application/zip, application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new ApiError('The service could not be reached; check the connection and try again.', 'NETWORK', 0);
  }
  if (response.ok) return response.blob();
  const answer = (await response.json().catch(() => ({}))) as { error?: string; code?: string };
  throw new ApiError(answer.error ?? `The service answered HTTP ${response.status}.`, answer.code ?? `HTTP_${response.status}`, response.status);
}

/** Saves bytes as a file the way a download link would (a blob: address, released once the browser took it). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** POST /v1/diagrams/{id}/reports/preview: the copy support would get (docs/support.md); nothing is stored. */
export interface ReportPreview {
  id: string;
  revision: number;
  anonymized: boolean;
  svg: string;
  seed?: number;
}

/** GET /v1/diagrams/{id}/reports: one of the diagram's problem reports with the status staff gave it. */
export interface ProblemReport {
  reportId: string;
  revision: number;
  anonymized: boolean;
  problem: string;
  status: string;
  statusNote: string | null;
  createdAt: string;
}

/** The body of POST /v1/feedback (docs/support.md), without `confirm`. */
export interface FeedbackBody {
  kind: 'bug' | 'docs' | 'request' | 'other';
  summary: string;
  expected?: string;
  observed?: string;
  confidence?: 'seen' | 'likely' | 'unsure';
  id?: string;
  /** Mermaid text, or a scene document when the text is a JSON object. */
  snippet?: string | Record<string, unknown>;
  anonymize?: boolean;
}

/** The 400 CONFIRMATION_REQUIRED answer of POST /v1/feedback: the token and the item as staff will see it. */
export interface FeedbackRound {
  code: 'CONFIRMATION_REQUIRED';
  error: string;
  confirm: string;
  expiresAt: string;
  reason?: 'expired' | 'mismatch';
  preview: FeedbackBody & {
    revision?: number;
    attachment?: { id: string; revision: number; anonymized: boolean; svg: string; seed?: number };
    engineVersion: string;
    client: { via: string; userAgent: string | null };
    from: string;
  };
}

/** GET /v1/feedback: one of the person's feedback items with the status staff gave it. */
export interface FeedbackItem {
  feedbackId: string;
  kind: string;
  summary: string;
  status: string;
  statusNote: string | null;
  statusChangedAt: string | null;
  createdAt: string;
  id?: string;
  revision?: number;
}

/**
 * POST /v1/feedback, one round: answers the stored item (201), or the confirmation round the
 * service asks for (400 CONFIRMATION_REQUIRED, whose token and preview `api` would drop);
 * any other refusal throws ApiError like `api`.
 */
export async function sendFeedback(body: FeedbackBody & { confirm?: string }): Promise<{ stored: { feedbackId: string; status: string; createdAt: string } } | { round: FeedbackRound }> {
  let response: Response;
  try {
    response = await fetch('/v1/feedback', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError('The service could not be reached; check the connection and try again.', 'NETWORK', 0);
  }
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.status === 201) return { stored: answer as unknown as { feedbackId: string; status: string; createdAt: string } };
  if (response.status === 400 && answer.code === 'CONFIRMATION_REQUIRED') return { round: answer as unknown as FeedbackRound };
  throw new ApiError(typeof answer.error === 'string' ? answer.error : `The service answered HTTP ${response.status}.`, typeof answer.code === 'string' ? answer.code : `HTTP_${response.status}`, response.status);
}
