import { tmpdir } from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { HEADLESS_SHELL } from "./e2e/support/browsers";
import { testDatabaseName, testDatabaseUrl } from "./tests/support/test-database";

// Browser tests run against the production build (`next build` first; `npm test` does it) served
// by scripts/serve.ts (as `npm start` does) on a fixed port, with a fresh database that e2e/global-setup.ts creates,
// migrates and seeds with the demo organization (prisma/seed/demo.ts).
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${PORT}`;

// Decided once in the runner process and inherited by the workers: Playwright starts the web
// server before global setup, so the server is told the database's URL before it exists.
process.env.E2E_DATABASE_NAME ??= testDatabaseName("hiring_e2e");
process.env.E2E_DATABASE_URL ??= testDatabaseUrl(process.env.E2E_DATABASE_NAME);
// résumé files of this run: the seed (e2e/global-setup.ts) writes them, the server reads them
process.env.E2E_FILES_DIR ??= `${tmpdir()}/${process.env.E2E_DATABASE_NAME}-files`;
process.env.E2E_BASE_URL = E2E_BASE_URL;

// Specs that run one at a time after every other spec: they compare the organization's totals with
// the API's (another worker adding an application between the two reads changes them), or start
// instances of their own and time their drain, which a second busy worker would stretch.
const ALONE = [
  "reports.spec.ts",
  "report-filters.spec.ts",
  "audit.spec.ts",
  "audit-sentences.spec.ts",
  "graceful-shutdown.spec.ts",
  "multi-instance.spec.ts",
].map((file) => `**/${file}`);

const isCI = !!process.env.CI;

export default defineConfig({
  testDir: "./e2e",
  outputDir: "test-results",
  globalSetup: "./e2e/global-setup.ts",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // two workers: a browser test mostly waits (for the server, the database, the page), so a second
  // one nearly halves the run; the specs that cannot share the demo organization or the machine
  // run alone after the rest (the `alone` project below, docs/decisions/425)
  workers: 2,
  forbidOnly: isCI,
  // no retries: a test that passes only on a second try is a failing test (docs/decisions/262)
  retries: 0,
  reporter: "list",
  use: {
    baseURL: E2E_BASE_URL,
    screenshot: "only-on-failure",
    // a trace records every action (snapshots, screencast) of every test, a quarter of a CI run
    // (docs/decisions/260): locally only; CI keeps the failure's screenshot and error
    trace: isCI ? "off" : "retain-on-failure",
    // Debian's headless shell where present, else its Chromium, else Playwright's own (e2e/support/browsers.ts)
    launchOptions: HEADLESS_SHELL,
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, testIgnore: ALONE },
    { name: "alone", use: { ...devices["Desktop Chrome"] }, testMatch: ALONE, dependencies: ["chromium"], workers: 1 },
  ],
  webServer: {
    // the production server as `npm start` runs it: Next.js behind scripts/serve.ts's front door
    command: `node --import tsx scripts/serve.ts -p ${PORT} -H 127.0.0.1`,
    url: `${E2E_BASE_URL}/login`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      DATABASE_URL: process.env.E2E_DATABASE_URL,
      FILES_DIR: process.env.E2E_FILES_DIR,
      DB_POOL_MAX: "5",
      // the runs share two cores with the integration tests, the typecheck and the smoke run: a wait
      // past the production 3 s for a pooled connection there is the machine's load, not the app (an
      // apply answered 503 so at load 8, 2026-12-06); tests/support/worker-env.ts does the same
      DB_CONNECT_TIMEOUT_MS: "15000",
      NEXTAUTH_SECRET: "e2e-only-secret-0123456789abcdef",
      NEXTAUTH_URL: E2E_BASE_URL,
      APP_URL: E2E_BASE_URL,
      RATE_LIMIT_CREDENTIAL_PER_MINUTE: "100000",
      RATE_LIMIT_PUBLIC_PER_MINUTE: "100000",
      RATE_LIMIT_APPLY_PER_EMAIL_PER_HOUR: "100000",
      RATE_LIMIT_APPLY_PER_ADDRESS_PER_HOUR: "100000",
      RATE_LIMIT_SIGN_IN_PER_15_MINUTES: "100000",
      // e2e/webhooks.spec.ts's receiver listens on loopback over http (docs/decisions/144)
      WEBHOOK_ALLOW_PRIVATE_TARGETS: "true",
      // e2e/candidate-messages.spec.ts answers a message by SMTP to the listener, as a candidate's mail server would
      INBOUND_SMTP_PORT: String(PORT + 25),
      INBOUND_SMTP_HOST: "127.0.0.1",
      // e2e/calendar.spec.ts's radicale listens on loopback over http (docs/decisions/382)
      CALDAV_ALLOW_PRIVATE_TARGETS: "true",
      // e2e/new-hires.spec.ts starts BambooHR's stand-in (tests/support/bamboohr-api.ts) on this port
      BAMBOOHR_API_URL: `http://127.0.0.1:${PORT + 27}`,
      // e2e/chat-channels.spec.ts starts Slack's stand-in (tests/support/slack-api.ts) on this port
      SLACK_API_URL: `http://127.0.0.1:${PORT + 28}/api/`,
      // and installs its Slack app by OAuth there (docs/decisions/485)
      SLACK_AUTHORIZE_URL: `http://127.0.0.1:${PORT + 28}/oauth/v2/authorize`,
      SLACK_CLIENT_ID: "1111111111.2222222222",
      SLACK_CLIENT_SECRET: "e2e0slack0client0secret0000000001",
      // one JSON line per request would bury the test output
      LOG_LEVEL: "warn",
      ...(process.env.NEXT_DIST_DIR ? { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR } : {}),
    },
  },
});
