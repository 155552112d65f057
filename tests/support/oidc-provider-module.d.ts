// The part of oidc-provider's API the tests use (the package ships no types).
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  type Account = { accountId: string; claims: (use: string, scope: string) => Promise<Record<string, unknown>> | Record<string, unknown> };
  export type Configuration = {
    clients?: Record<string, unknown>[];
    jwks?: { keys: Record<string, unknown>[] };
    cookies?: { keys: string[] };
    claims?: Record<string, string[] | null>;
    conformIdTokenClaims?: boolean;
    features?: Record<string, { enabled: boolean }>;
    interactions?: { url: (ctx: unknown, interaction: { uid: string }) => string };
    findAccount?: (ctx: unknown, sub: string) => Promise<Account | undefined> | Account | undefined;
    ttl?: Record<string, number>;
  };
  type Interaction = { uid: string; params: Record<string, unknown>; prompt: { name: string } };
  class Grant {
    constructor(properties: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }
  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(req: IncomingMessage, res: ServerResponse, result: Record<string, unknown>, options?: { mergeWithLastSubmission?: boolean }): Promise<void>;
    Grant: typeof Grant;
  }
}
