import { z } from "zod";
import { parseTrustedProxies } from "@/lib/net/trusted-proxies";

// Validated once at first use; a bad value fails loudly with the variable's name.
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().min(1, "DATABASE_URL is required (npm start sets it for the embedded database)"),
  DB_POOL_MAX: z.coerce.number().int().positive().default(10),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
  NEXTAUTH_SECRET: z.string().min(16).optional(),
  APP_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Hiring <no-reply@localhost>"),
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_ORG_CLAIM: z.string().default("org_id"),
  OIDC_NAME: z.string().default("Single sign-on"),
  RATE_LIMIT_CREDENTIAL_PER_MINUTE: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_PUBLIC_PER_MINUTE: z.coerce.number().int().positive().default(120),
  RATE_LIMIT_APPLY_PER_EMAIL_PER_HOUR: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_APPLY_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(100),
  RATE_LIMIT_SIGN_IN_PER_15_MINUTES: z.coerce.number().int().positive().default(10),
  // who may tell us the client's address: empty (nobody), a hop count, or addresses/CIDRs (decision 100)
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      try {
        parseTrustedProxies(value);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
      }
    }),
  // a statement or lock wait longer than this answers 503 instead of holding the request (decision 102)
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  // when set, GET /api/metrics wants it as a Bearer token
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  DB_IDLE_TIMEOUT_MS: z.coerce.number().int().nonnegative().default(30_000),
  // encrypts webhook signing secrets at rest; without it a key derived from NEXTAUTH_SECRET (decision 143)
  WEBHOOK_SECRET_KEY: z.string().min(16).optional(),
  // lifts the https-only and public-address rules for webhook targets: tests, on-premise receivers (decision 144)
  WEBHOOK_ALLOW_PRIVATE_TARGETS: z
    .enum(["true", "false"], { message: 'must be "true" or "false"' })
    .default("false")
    .transform((value) => value === "true"),
  // résumé files: a directory on local disk, or an S3-compatible bucket when S3_BUCKET is set (decision 191)
  FILES_DIR: z.string().min(1).default(".data/files"),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
});

export type Env = z.infer<typeof EnvSchema>;

let cached: Env | undefined;

export function env(): Env {
  if (!cached) {
    const parsed = EnvSchema.safeParse(process.env);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
      throw new Error(`Invalid environment: ${problems}`);
    }
    cached = parsed.data;
  }
  return cached;
}

export function appUrl(): string {
  return (env().APP_URL ?? process.env.NEXTAUTH_URL ?? "http://localhost:3000").replace(/\/$/, "");
}
