import { z } from "zod";
import { parseTrustedProxies } from "@/lib/net/trusted-proxies";

// Every setting the app reads from the environment, with what it accepts and its documented
// default: lib/env.ts validates them, docs/deploy.md's table is generated from them (npm run docs:env).
export type Variable = { schema: z.ZodType; accepts: string; default: string; meaning: string };

const count = (min: number) => z.coerce.number().int().min(min);
const flag = z.enum(["true", "false"]).transform((value) => value === "true");
const postgresUrl = z.string().regex(/^postgres(ql)?:\/\/\S+$/);

export const VARIABLES = {
  DATABASE_URL: {
    schema: postgresUrl.optional(),
    accepts: "a postgresql:// connection string",
    default: "embedded PGlite (`npm start` only)",
    meaning: "PostgreSQL connection string; required in production",
  },
  DB_POOL_MAX: { schema: count(1).default(10), accepts: "a whole number of 1 or more", default: "`10` (embedded: `1`)", meaning: "request connections per instance" },
  DB_CONNECT_TIMEOUT_MS: { schema: count(1).default(3000), accepts: "milliseconds, 1 or more", default: "`3000`", meaning: "longest wait for a pooled connection; then 503" },
  // a statement or lock wait longer than this answers 503 instead of holding the request (decision 102)
  DB_STATEMENT_TIMEOUT_MS: { schema: count(1).default(10_000), accepts: "milliseconds, 1 or more", default: "`10000`", meaning: "longest statement, lock wait or transaction; then 503" },
  DB_IDLE_TIMEOUT_MS: { schema: count(0).default(30_000), accepts: "milliseconds, 0 or more", default: "`30000`", meaning: "a pooled connection idle this long is closed" },
  // how long a stopping instance lets requests in flight finish; match the orchestrator's grace period
  SHUTDOWN_DRAIN_MS: { schema: count(0).default(10_000), accepts: "milliseconds, 0 or more", default: "`10000`", meaning: "on SIGTERM, longest wait for requests in flight" },
  PORT: { schema: count(1).max(65535).default(3000), accepts: "a port number (1-65535)", default: "`3000`", meaning: "port the instance listens on" },
  NODE_ENV: {
    schema: z.enum(["development", "production", "test"]).default("development"),
    accepts: "development, production or test",
    default: "set by `npm start` (`production`) and `npm run dev`",
    meaning: "Node.js mode; leave it to the scripts",
  },
  NEXTAUTH_SECRET: {
    schema: z.string().min(16).optional(),
    accepts: "at least 16 characters",
    default: "kept in `.data/` by `npm start`",
    meaning: "signs session cookies; the same on every instance",
  },
  NEXTAUTH_URL: { schema: z.url({ protocol: /^https?$/ }).optional(), accepts: "an http(s):// URL", default: "`APP_URL`, else `http://localhost:$PORT`", meaning: "the public https address for sign-in callbacks and cookie security" },
  APP_URL: { schema: z.url({ protocol: /^https?$/ }).optional(), accepts: "an http(s):// URL", default: "`NEXTAUTH_URL`", meaning: "the public https address used in e-mailed links" },
  // who may tell us the client's address: empty (nobody), a hop count, or addresses/CIDRs (decision 100)
  TRUSTED_PROXIES: {
    schema: z
      .string()
      .optional()
      .superRefine((value, ctx) => {
        try {
          parseTrustedProxies(value);
        } catch (error) {
          ctx.addIssue({ code: "custom", message: (error as Error).message });
        }
      }),
    accepts: "a hop count, or IP addresses/CIDRs separated by commas",
    default: "unset: trust none",
    meaning: "proxies allowed to name the client",
  },
  // when set, GET /api/metrics wants it as a Bearer token
  METRICS_TOKEN: { schema: z.string().min(16).optional(), accepts: "at least 16 characters", default: "unset: open", meaning: "Bearer token for `GET /api/metrics`" },
  LOG_LEVEL: {
    schema: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    accepts: "fatal, error, warn, info, debug, trace or silent",
    default: "`info`",
    meaning: "pino level; `warn` drops the per-request lines",
  },
  SMTP_URL: { schema: z.string().regex(/^smtps?:\/\/\S+$/).optional(), accepts: "an smtp:// or smtps:// URL", default: "unset: mail is kept in the outbox and logged", meaning: "`smtp://user:pass@smtp.example.com:587`" },
  MAIL_FROM: { schema: z.string().default("Hiring <no-reply@localhost>"), accepts: "a sender address", default: "`Hiring <no-reply@localhost>`", meaning: "sender of every e-mail" },
  OIDC_ISSUER: { schema: z.url().optional(), accepts: "a URL", default: "unset", meaning: "single sign-on issuer (with the client id and secret it enables SSO)" },
  OIDC_CLIENT_ID: { schema: z.string().optional(), accepts: "any text", default: "unset", meaning: "single sign-on client id" },
  OIDC_CLIENT_SECRET: { schema: z.string().optional(), accepts: "any text", default: "unset", meaning: "single sign-on client secret" },
  OIDC_ORG_CLAIM: { schema: z.string().default("org_id"), accepts: "a claim name", default: "`org_id`", meaning: "ID-token claim matched against an organization's `idpOrgId`" },
  OIDC_NAME: { schema: z.string().default("Single sign-on"), accepts: "any text", default: "`Single sign-on`", meaning: "label of the sign-in button" },
  // encrypts webhook signing secrets at rest; without it a key derived from NEXTAUTH_SECRET (decision 143)
  WEBHOOK_SECRET_KEY: { schema: z.string().min(16).optional(), accepts: "at least 16 characters", default: "derived from `NEXTAUTH_SECRET`", meaning: "encrypts webhook signing secrets and calendar passwords at rest" },
  // lifts the https-only and public-address rules for webhook targets: tests, on-premise receivers (decision 144)
  WEBHOOK_ALLOW_PRIVATE_TARGETS: {
    schema: flag.default(false),
    accepts: "true or false",
    default: "`false`",
    meaning: "`true` lets webhooks reach private addresses and plain http (on-premise receivers, tests)",
  },
  RATE_LIMIT_CREDENTIAL_PER_MINUTE: { schema: count(1).default(600), accepts: "a whole number of 1 or more", default: "`600`", meaning: "requests per API key or session" },
  RATE_LIMIT_PUBLIC_PER_MINUTE: { schema: count(1).default(120), accepts: "a whole number of 1 or more", default: "`120`", meaning: "public endpoints, per client address" },
  RATE_LIMIT_APPLY_PER_EMAIL_PER_HOUR: { schema: count(1).default(10), accepts: "a whole number of 1 or more", default: "`10`", meaning: "apply and withdraw, per client address and e-mail" },
  RATE_LIMIT_APPLY_PER_ADDRESS_PER_HOUR: { schema: count(1).default(100), accepts: "a whole number of 1 or more", default: "`100`", meaning: "apply and withdraw, per client address" },
  RATE_LIMIT_SIGN_IN_PER_15_MINUTES: { schema: count(1).default(10), accepts: "a whole number of 1 or more", default: "`10`", meaning: "failed sign-ins per e-mail (5× per address)" },
  // résumé files: a directory on local disk, or an S3-compatible bucket when S3_BUCKET is set (decision 191)
  FILES_DIR: { schema: z.string().default(".data/files"), accepts: "a directory path", default: "`.data/files`", meaning: "where résumé files are kept without S3" },
  S3_BUCKET: { schema: z.string().min(3).optional(), accepts: "a bucket name (3+ characters)", default: "unset: files on local disk", meaning: "keeps résumé files in this S3-compatible bucket" },
  S3_ENDPOINT: { schema: z.url().optional(), accepts: "a URL", default: "AWS", meaning: "endpoint of an S3-compatible service (MinIO, R2, …)" },
  S3_REGION: { schema: z.string().default("us-east-1"), accepts: "a region name", default: "`us-east-1`", meaning: "the bucket's region" },
  S3_ACCESS_KEY_ID: { schema: z.string().optional(), accepts: "any text", default: "the AWS SDK's own chain", meaning: "S3 access key (with the secret)" },
  S3_SECRET_ACCESS_KEY: { schema: z.string().optional(), accepts: "any text", default: "the AWS SDK's own chain", meaning: "S3 secret key" },
  // conversations with candidates (decision 400): replies come back to reply+<token>@this domain;
  // applications by e-mail go to jobs+<jobSlug>@ it (decision 498)
  INBOUND_MAIL_DOMAIN: {
    schema: z.string().regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i).optional(),
    accepts: "a domain name",
    default: "the host of `APP_URL`",
    meaning: "domain of the Reply-To addresses that bring candidates' replies back and of the jobs' intake addresses for applications by e-mail (its MX points at the listener or the mail provider)",
  },
  INBOUND_SMTP_PORT: { schema: count(1).max(65535).optional(), accepts: "a port number (1-65535)", default: "unset: no SMTP listener", meaning: "port of the inbound SMTP listener `npm start` runs for replies and applications by e-mail" },
  INBOUND_SMTP_HOST: { schema: z.string().default("0.0.0.0"), accepts: "an address to listen on", default: "`0.0.0.0`", meaning: "address of the inbound SMTP listener" },
  INBOUND_SMTP_TLS_KEY: { schema: z.string().optional(), accepts: "a file path (PEM)", default: "unset: a self-signed certificate", meaning: "STARTTLS private key of the inbound listener" },
  INBOUND_SMTP_TLS_CERT: { schema: z.string().optional(), accepts: "a file path (PEM)", default: "unset: a self-signed certificate", meaning: "STARTTLS certificate of the inbound listener" },
  INBOUND_MAX_MESSAGE_BYTES: { schema: count(1024).default(25 * 1024 * 1024), accepts: "bytes, 1024 or more", default: "`26214400` (25 MiB)", meaning: "largest inbound message, by SMTP (552) or webhook (413; the bodies, headers and attachments in base64, as SMTP counts them)" },
  INBOUND_MAIL_SECRET: {
    schema: z.string().regex(/^whsec_[A-Za-z0-9+/=]{24,}$/).optional(),
    accepts: "a `whsec_` secret (base64, 18+ bytes)",
    default: "unset: `POST /api/inbound-mail` answers 404",
    meaning: "verifies the mail provider's signature on `POST /api/inbound-mail` (Standard Webhooks headers)",
  },
  // lifts the https-only and public-address rules for members' CalDAV servers: tests, on-premise servers (decision 382)
  // where the Slack client sends its Web API calls (docs/decisions/482): Slack's own, or a test's server
  SLACK_API_URL: { schema: z.url({ protocol: /^https?$/ }).default("https://slack.com/api/"), accepts: "an http(s):// URL", default: "`https://slack.com/api/`", meaning: "base address of Slack's Web API (a test server or a proxy)" },
  // Slack's app install by OAuth (docs/decisions/485): the app's client id and secret from its settings page, and where admins are sent to approve it
  SLACK_CLIENT_ID: { schema: z.string().trim().regex(/^[0-9]+\.[0-9]+$/).optional(), accepts: "a Slack app's client id (`123.456`)", default: "unset: the bot token is pasted", meaning: "client id of the organization-wide Slack app admins install by OAuth" },
  SLACK_CLIENT_SECRET: { schema: z.string().trim().min(16).optional(), accepts: "the Slack app's client secret", default: "unset: the bot token is pasted", meaning: "client secret of that Slack app, sent with `oauth.v2.access`" },
  SLACK_AUTHORIZE_URL: { schema: z.url({ protocol: /^https?$/ }).default("https://slack.com/oauth/v2/authorize"), accepts: "an http(s):// URL", default: "`https://slack.com/oauth/v2/authorize`", meaning: "Slack's OAuth approval page (a test server's)" },
  // where the BambooHR connector sends its API calls (docs/decisions/483): BambooHR's own, or a test's server
  BAMBOOHR_API_URL: { schema: z.url({ protocol: /^https?$/ }).default("https://api.bamboohr.com"), accepts: "an http(s):// URL", default: "`https://api.bamboohr.com`", meaning: "base address of BambooHR's API (a test server or a proxy)" },
  CALDAV_ALLOW_PRIVATE_TARGETS: {
    schema: flag.default(false),
    accepts: "true or false",
    default: "`false`",
    meaning: "`true` lets members connect calendars on private addresses and plain http (on-premise servers, tests)",
  },
} satisfies Record<string, Variable>;

export type VariableName = keyof typeof VARIABLES;
