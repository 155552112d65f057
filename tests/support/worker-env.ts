import { inject } from "vitest";

// Runs in each test worker before any test file imports lib/db.
process.env.DATABASE_URL = inject("databaseUrl");
process.env.NEXTAUTH_SECRET ??= "integration-test-secret-0123456789";
process.env.DB_POOL_MAX ??= "5";
// generous defaults so unrelated tests never trip a limit; rate-limit tests use their own keys
process.env.RATE_LIMIT_CREDENTIAL_PER_MINUTE ??= "100000";
process.env.RATE_LIMIT_PUBLIC_PER_MINUTE ??= "100000";
process.env.RATE_LIMIT_APPLY_PER_EMAIL_PER_HOUR ??= "100000";
process.env.RATE_LIMIT_APPLY_PER_ADDRESS_PER_HOUR ??= "100000";
process.env.RATE_LIMIT_SIGN_IN_PER_15_MINUTES ??= "100000";
// request lines (one per request) would drown the test output; tests that read logs bring their own logger
process.env.LOG_LEVEL ??= "warn";
