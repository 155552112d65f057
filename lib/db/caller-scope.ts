import { AsyncLocalStorage } from "node:async_hooks";
import type pg from "pg";
import type { Caller } from "@/lib/auth/caller";
import { PERMISSION_KEYS, permissionsSetting } from "@/lib/auth/permissions";
import { SYSTEM_ROLE } from "@/lib/auth/caller";

// Who the database answers for. Inside `withCaller` every query of the pool runs as one of the two
// app roles with the caller in app.org_id / app.user_id / app.role and their permissions in
// app.permissions, which the row-level security policies read through caller_can() (decision 470):
// hiring_app_wide for a caller with jobs.view_all, hiring_app_scoped for the others, both holding
// the grants of `hiring_app`.
// The policies that only narrow a scoped caller's rows apply to hiring_app_scoped alone, so an
// admin's statements carry none of their sub-plans (decision 443). A public or token route runs
// `asPublic`, as hiring_public, for the one organization the database finds by its slug or token.
// Outside any scope a query runs as hiring_nobody, which reads and writes no table of an
// organization's data (decision 463): a forgotten scope fails closed. Work no caller does (queue,
// seed, admin CLI) runs as the tables' owner through lib/db/owner.ts, the only importer of
// `runAsOwner`. The credential lookup that finds the caller runs `inAnyScope`, on whatever its
// connection carries (docs/decisions/321).
// the role holding the app's grants; a caller runs as one of its two members (decision 443)
export const APP_ROLE = "hiring_app";

type ScopeCaller = Pick<Caller, "orgId" | "userId" | "role" | "permissions">;
// What names the organization of a public or token route: a careers slug, or a token's hash as the
// row holding it stores it (hex); the database's public_organization_of() resolves it.
export type PublicKey = { kind: "slug" | "invitation" | "withdrawal" | "offer" | "interview" | "scheduling" | "reply" | "application" | "survey"; key: string };
// `any`: the connection's settings are left as they are (see inAnyScope)
// A public scope's `visit` numbers each asPublic call: the organization its key names is found when
// the connection switches to it, so each visit must switch once (see keyOf).
type Scope = { caller: ScopeCaller } | { public: PublicKey; visit: number } | { owner: true } | { any: true };

// One store per process, on globalThis: the server (scripts/serve.ts) and Next.js's bundle of the
// route handlers each load this module, and the pool's connections (created by whichever copy came
// first) must read the scope the handlers' copy set, or every request would run as the owner.
const holder = globalThis as unknown as { hiringCallerScopes?: AsyncLocalStorage<Scope>; hiringDatabaseTraffic?: DatabaseTraffic; hiringPublicVisits?: number };
const scopes = (holder.hiringCallerScopes ??= new AsyncLocalStorage<Scope>());

// Statements the pool's connections sent (each one round trip), and how many of them only switched
// a connection's settings: what a request costs the database besides its own work (decision 321).
export type DatabaseTraffic = { statements: number; switches: number };
const traffic = (holder.hiringDatabaseTraffic ??= { statements: 0, switches: 0 });
export function databaseTraffic(): DatabaseTraffic {
  return { ...traffic };
}
const OWNER: Scope = { owner: true };
const ANY: Scope = { any: true };

export function withCaller<T>(caller: ScopeCaller, work: () => T): T {
  return runIn({ caller: { orgId: caller.orgId, userId: caller.userId, role: caller.role, permissions: caller.permissions } }, work);
}

// Owner-side work for one organization (a queue job, the retention sweep): under the policies as
// that organization's system caller, who is no member and holds every permission, so tenancy is the
// policies' here too.
export function asOrganization<T>(orgId: number, work: () => T): T {
  return withCaller({ orgId, userId: "", role: SYSTEM_ROLE, permissions: PERMISSION_KEYS }, work);
}

// A public or token route: as hiring_public, whose policies admit the rows of the organization the
// slug or token names and no other's (nothing when it names none).
export function asPublic<T>(named: PublicKey, work: () => T): T {
  // counted on globalThis like the scopes: both copies of this module share the pool's connections
  const visit = (holder.hiringPublicVisits = ((holder.hiringPublicVisits ?? 0) + 1) % Number.MAX_SAFE_INTEGER);
  return runIn({ public: { kind: named.kind, key: named.key }, visit }, work);
}

// Whether this code's statements run as hiring_public: a public or token route. Such a route may
// write an event but read none, nor the webhooks, so recordEvent writes its deliveries another way
// there (decision 467).
export function inPublicScope(): boolean {
  const scope = scopes.getStore();
  return scope !== undefined && "public" in scope;
}

// As the tables' owner, whom no policy limits. Only lib/db/owner.ts imports it
// (tests/owner-side.test.ts), so reaching the owner takes that module's name.
export function runAsOwner<T>(work: () => T): T {
  return runIn(OWNER, work);
}

// The same scope, leaving what `work` returns as it is: a lazy query stays lazy (lib/db/owner.ts
// starts it in the scope when it is awaited, or hands it to a batch transaction).
export function enterOwnerScope<T>(work: () => T): T {
  return scopes.run(OWNER, work);
}

// For a statement that reads nothing a policy guards except through SECURITY DEFINER functions the
// app role may execute, and writes only tables without policies: the credential lookup, which
// every authenticated request makes before it knows its caller. It runs on whatever settings its
// connection carries (the owner's, or an earlier request's caller's), so a request switches them at
// most once, for its own caller (docs/decisions/321).
export function inAnyScope<T>(work: () => T): T {
  return runIn(ANY, work);
}

// Prisma's queries are lazy: one starts when it is awaited. A query returned from the scope unawaited
// is started here, inside it, rather than by whoever awaits it outside.
function runIn<T>(scope: Scope, work: () => T): T {
  return scopes.run(scope, () => {
    const result = work();
    if (!isThenable(result)) return result;
    return new Promise((resolve, reject) => result.then(resolve, reject)) as T;
  });
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === "function";
}

// What a connection carries, as a key: "nobody" outside any scope, "owner", a caller, or a public
// visit. A caller's settings are all in the key; a public key's organization is what the database
// found when the connection switched, which a later visit with the same slug or token must not
// reuse: an organization created, or a slug taken over, since then would be missed or mistaken.
function keyOf(scope: Scope | undefined): string {
  if (!scope) return "nobody";
  if ("owner" in scope) return "owner";
  if ("public" in scope) return `public\u0000${scope.visit}`;
  if ("caller" in scope) return `${scope.caller.role}\u0000${scope.caller.orgId}\u0000${scope.caller.userId}\u0000${scope.caller.permissions.join(",")}`;
  return "any";
}

// app.public_kind / app.public_key: the slug or token a public scope was opened with, which the
// database's public_named_application_ids() reads to keep a token to the one application it names
// (decision 468); empty in every other scope.
const SET_SETTINGS = (role: string, orgId: string, local: string, publicKind = "''", publicKey = "''") =>
  `SELECT set_config('role', ${role}, ${local}), set_config('app.org_id', ${orgId}, ${local}), set_config('app.user_id', $3, ${local}), set_config('app.role', $4, ${local}), set_config('app.permissions', $5, ${local}), set_config('app.public_kind', ${publicKind}, ${local}), set_config('app.public_key', ${publicKey}, ${local})`;

// The statement that gives a session a caller's settings (the app role for the caller's permissions,
// which the database's app_role_for() picks by jobs.view_all as caller_sees_all_jobs() does, and
// app.org_id, app.user_id, app.role, app.permissions as ",key1,key2,"), or the owner's for null;
// scoped connections send it themselves. Tools that hold a connection of their own use it too:
// `asOwner` keeps the connecting role (to plan a SECURITY DEFINER function's body as it runs),
// `local` lasts only to the end of the transaction.
export function callerSettingsStatement(caller: ScopeCaller | null, options: { asOwner?: boolean; local?: boolean } = {}): pg.QueryConfig {
  const local = options.local ? "true" : "false";
  const asApp = caller !== null && !options.asOwner;
  return {
    text: SET_SETTINGS(asApp ? "app_role_for($1)" : "$1", "$2", local),
    values: caller
      ? [asApp ? permissionsSetting(caller.permissions) : "none", String(caller.orgId), caller.userId, caller.role, permissionsSetting(caller.permissions)]
      : ["none", "", "", "", ""],
  };
}

// The statement for a scope (undefined: none, hiring_nobody). A public key's organization is found
// by the database's public_organization_of(), which the role the connection had before may run.
export function scopeSettingsStatement(scope: Scope | undefined, options: { local?: boolean } = {}): pg.QueryConfig {
  const local = options.local ? "true" : "false";
  if (!scope) return { text: SET_SETTINGS("$1", "$2", local), values: ["hiring_nobody", "", "", "", ""] };
  if ("public" in scope) {
    return { text: SET_SETTINGS("$1", "coalesce(public_organization_of($6, $2)::text, '')", local, "$6", "$2"), values: ["hiring_public", scope.public.key, "", "", "", scope.public.kind] };
  }
  return callerSettingsStatement("caller" in scope ? scope.caller : null, options);
}

const carried = Symbol.for("hiring.callerSettingsCarried");
type ScopedClient = pg.PoolClient & { [carried]?: string };

// Each connection remembers whose settings it carries; a query from another scope first runs the
// statement that switches them on the same connection, so a request whose connection already
// carries its caller pays nothing. A failed switch fails the query it was for.
export function scopeConnections(pool: pg.Pool): void {
  // pg-pool hands a freed connection to a waiting callback from the code that released it, which
  // runs in the releasing request's scope; the waiting request's own scope must come along instead
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) => {
    const callback = args[0];
    return typeof callback === "function" ? connect(AsyncLocalStorage.bind(callback as (...a: unknown[]) => unknown)) : connect(...args);
  }) as typeof pool.connect;
  pool.on("connect", (client) => {
    const scoped = client as ScopedClient;
    // a new connection carries the login's (the owner's) settings: its first statement switches
    scoped[carried] = undefined;
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    scoped.query = ((...args: unknown[]) => {
      traffic.statements += 1;
      // a ROLLBACK goes out as it is (a switch sent into an aborted transaction would fail and hold
      // the ROLLBACK back); it may undo a switch made inside the transaction, so the next query switches
      if (isRollback(args[0])) {
        scoped[carried] = undefined;
        return query(...args);
      }
      const scope = scopes.getStore();
      const key = keyOf(scope);
      if ((scope && "any" in scope) || (scoped[carried] === key && !sessionShared())) return query(...args);
      scoped[carried] = key;
      traffic.statements += 1;
      traffic.switches += 1;
      const switched = (query(scopeSettingsStatement(scope)) as Promise<unknown>).catch((error: unknown) => {
        scoped[carried] = undefined;
        throw error;
      });
      const callback = args.at(-1);
      if (typeof callback !== "function") return switched.then(() => query(...args));
      // pool.query's callback form
      switched.then(() => query(...args), (error: unknown) => (callback as (error: unknown) => void)(error));
      return undefined;
    }) as typeof client.query;
  });
}

// The embedded database (lib/db/embedded.ts) says when another connection shares its one session.
function sessionShared(): boolean {
  return (globalThis as { hiringEmbeddedSessionShared?: () => boolean }).hiringEmbeddedSessionShared?.() ?? false;
}

function isRollback(query: unknown): boolean {
  const text = typeof query === "string" ? query : (query as { text?: unknown } | null)?.text;
  return typeof text === "string" && /^\s*ROLLBACK/i.test(text);
}
