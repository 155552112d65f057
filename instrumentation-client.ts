// Runs in the browser before any page module. zod must not probe `new Function` there: the pages'
// CSP forbids eval, and the blocked probe logs a console error on every page (docs/decisions/271).
// zod keeps its settings in this global (zod/v4/core), read when a schema is built; e2e/content-security-policy.spec.ts notices a change.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
