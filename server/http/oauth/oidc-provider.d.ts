/**
 * The parts of oidc-provider (9.x, which ships no types) this service uses: the Provider,
 * its interaction helpers, Grant and Client models, and its errors.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, string | undefined>;
    grantId?: string;
    session?: { accountId?: string };
  }

  export interface ProviderClient {
    clientId: string;
    clientName?: string;
    redirectUris?: string[];
    /** True for a client read from its Client ID Metadata Document (its client_id is the document's https address). */
    clientIdMetadataDocument?: boolean;
  }

  export interface ProviderGrant {
    addResourceScope(indicator: string, scope: string): void;
    addOIDCScope(scope: string): void;
    rejectResourceScope(indicator: string, scope: string): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionResult(req: IncomingMessage, res: ServerResponse, result: Record<string, unknown>, options?: { mergeWithLastSubmission?: boolean }): Promise<string>;
    Grant: new (properties: { accountId: string; clientId: string }) => ProviderGrant;
    Client: { find(id: string): Promise<ProviderClient | undefined> };
    on(event: string, listener: (...args: unknown[]) => void): void;
  }

  export const errors: {
    InvalidTarget: new (description?: string) => Error;
    AccessDenied: new (description?: string) => Error;
  };
}
