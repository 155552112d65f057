import { AsyncLocalStorage } from "node:async_hooks";

// What the front door knows about the request it is serving, filled in by the request wrapper
// (its id, the caller's organization) for the request's log line. One store per process, kept on
// globalThis: the server (scripts/serve.ts) and Next.js's bundles load this module separately.
export type RequestContext = { requestId: string; orgId: number | null };

const holder = globalThis as unknown as { hiringRequestContext?: AsyncLocalStorage<RequestContext> };
const storage = (holder.hiringRequestContext ??= new AsyncLocalStorage<RequestContext>());

export function runWithRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}
