// `npm run admin -- <command>`: bootstrap a self-hosted instance from the command line.
// Output contract (scripts depend on it): create-user prints the new user's id and
// create-api-key the plaintext key as the LAST line of their output.
import { parseArgs } from "node:util";
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { Email, Name, Slug } from "@/lib/schemas/common";
import { RESERVED_ORG_SLUGS } from "@/lib/schemas/organization";
import { checkEnvironmentOrExit } from "@/lib/env";
import { ADMIN_ROLE, BUILT_IN_ROLE_KEYS } from "@/lib/auth/permissions";
import { builtInRoleRows } from "@/lib/server/roles/built-in-roles";

const ROLES: readonly string[] = BUILT_IN_ROLE_KEYS;
const CLI_ACTOR = { userId: null, name: "Command line (npm run admin)" };

const HELP = `Usage: npm run admin -- <command> [options]

Commands:
  create-org      --name N --slug S --admin-email E [--admin-name N] [--admin-password P]
                  Creates an organization and its first admin.
  create-user     --org SLUG --email E --name N --role R [--password P]
                  Adds a user (role: ${ROLES.join(", ")} or the key of a role the organization defined). Prints the user's id last.
  create-api-key  --email E [--name N]
                  Creates an API key acting as that user. Prints the key last; it is shown once.

Without a password option a random one is generated and printed. Uses DATABASE_URL, else the
embedded database in .data/pglite: through the running npm start, or opened here when it is not
running. The first line of output says which database was used.`;

class UsageError extends Error {}

// DATABASE_URL; else the embedded database: the one a running `npm start` serves on loopback, or
// the data directory opened here when nothing runs (docs/decisions/012, 273). Says which it used.
async function openDatabase(): Promise<{ database: string; closeEmbedded: () => Promise<void> }> {
  const none = async () => {};
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    return { database: `DATABASE_URL (${url.host}${url.pathname})`, closeEmbedded: none };
  }
  const { lockEmbeddedData, runningEmbeddedDatabase, startEmbeddedDatabase } = await import("@/lib/db/embedded");
  process.env.DATABASE_EMBEDDED = "true";
  process.env.DB_POOL_MAX = "1";
  (await import("@/lib/db/notification-channel")).keepNotificationsUnheard();
  const running = runningEmbeddedDatabase();
  if (running) {
    process.env.DATABASE_URL = running.url;
    return { database: `the embedded database of the running npm start (process ${running.pid}, ${new URL(running.url).host})`, closeEmbedded: none };
  }
  let unlock: () => void;
  try {
    unlock = lockEmbeddedData();
  } catch (error) {
    // held, but not served yet: npm start is still starting
    throw new UsageError(`${(error as Error).message.replace(/ Stop it first.*/, "")}, which is still starting; try again in a moment`);
  }
  const { migrate } = await import("@/lib/db/migrator");
  const embedded = await startEmbeddedDatabase();
  process.env.DATABASE_URL = embedded.url;
  await migrate(embedded.url);
  const closeEmbedded = async () => {
    await embedded.close();
    unlock();
  };
  return { database: "the embedded database in .data/pglite (npm start is not running; opened by this command)", closeEmbedded };
}

function required(values: Record<string, string | boolean | undefined>, name: string): string {
  const value = values[name];
  if (typeof value !== "string" || value.trim() === "") throw new UsageError(`Missing --${name}`);
  return value;
}

function check<T>(schema: z.ZodType<T>, value: string, label: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new UsageError(`${label} ${parsed.error.issues[0].message}`);
  return parsed.data;
}

const Password = z.string().min(10, "must be at least 10 characters").max(200, "must be at most 200 characters");

function passwordFrom(values: Record<string, string | boolean | undefined>, option: string): { password: string; generated: boolean } {
  const given = values[option];
  if (typeof given === "string") return { password: check(Password, given, `--${option}`), generated: false };
  return { password: randomBytes(12).toString("base64url"), generated: true };
}

async function main(argv: string[]): Promise<number> {
  checkEnvironmentOrExit("admin:");
  const [command, ...rest] = argv;
  if (!command || command === "--help" || command === "-h" || command === "help") {
    console.log(HELP);
    return command ? 0 : 1;
  }
  const options = {
    name: { type: "string" },
    slug: { type: "string" },
    "admin-email": { type: "string" },
    "admin-name": { type: "string" },
    "admin-password": { type: "string" },
    org: { type: "string" },
    email: { type: "string" },
    role: { type: "string" },
    password: { type: "string" },
    help: { type: "boolean", short: "h" },
  } as const;
  const { values } = parseArgs({ args: rest, options, strict: true, allowPositionals: false });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  if (!["create-org", "create-user", "create-api-key"].includes(command)) {
    throw new UsageError(`Unknown command "${command}". Run npm run admin -- --help`);
  }
  const { database, closeEmbedded } = await openDatabase();
  console.log(`Database: ${database}`);

  // loaded after the arguments are checked, so --help and usage errors need no database
  const { ownerDb } = await import("@/lib/db/owner");
  const { hashPassword } = await import("@/lib/auth/passwords");
  const { generateApiKey, hashSecret, keyPrefixOf } = await import("@/lib/auth/api-keys");
  const { recordAudit } = await import("@/lib/server/audit/record-audit");
  try {
    if (command === "create-org") {
      const name = check(Name, required(values, "name"), "--name");
      const slug = check(Slug, required(values, "slug"), "--slug");
      if (RESERVED_ORG_SLUGS.includes(slug)) throw new UsageError(`--slug "${slug}" is reserved; choose another`);
      const email = check(Email, required(values, "admin-email"), "--admin-email");
      const adminName = check(Name, (values["admin-name"] as string | undefined) ?? email.split("@")[0], "--admin-name");
      const { password, generated } = passwordFrom(values, "admin-password");
      if (await ownerDb.organization.findUnique({ where: { slug }, select: { id: true } })) throw new UsageError(`An organization with slug "${slug}" already exists`);
      if (await ownerDb.user.findUnique({ where: { email }, select: { id: true } })) throw new UsageError(`A user with e-mail ${email} already exists`);
      const passwordHash = await hashPassword(password);
      const { organization, admin } = await ownerDb.$transaction(async (tx) => {
        const organization = await tx.organization.create({ data: { name, slug, roles: { create: builtInRoleRows() } } });
        const admin = await tx.user.create({ data: { organizationId: organization.id, email, name: adminName, role: ADMIN_ROLE, passwordHash } });
        await recordAudit(tx, CLI_ACTOR, { organizationId: organization.id, action: "organization.created", targetType: "organization", targetId: organization.id, metadata: { name, slug } });
        await recordAudit(tx, CLI_ACTOR, { organizationId: organization.id, action: "user.created", targetType: "user", targetId: admin.id, metadata: { email, role: ADMIN_ROLE } });
        return { organization, admin };
      });
      console.log(`Created organization "${organization.name}" (slug ${organization.slug}, id ${organization.id})`);
      console.log(`Admin: ${admin.email}${generated ? `, generated password: ${password}` : ""}`);
      console.log(admin.id);
      return 0;
    }

    if (command === "create-user") {
      const slug = required(values, "org");
      const email = check(Email, required(values, "email"), "--email");
      const name = check(Name, required(values, "name"), "--name");
      const role = required(values, "role");
      const { password, generated } = passwordFrom(values, "password");
      const organization = await ownerDb.organization.findUnique({ where: { slug }, select: { id: true, name: true, roles: { select: { key: true }, orderBy: { id: "asc" } } } });
      if (!organization) throw new UsageError(`No organization with slug "${slug}"`);
      const keys = organization.roles.map((r) => r.key);
      if (!keys.includes(role)) throw new UsageError(`--role must be one of ${keys.join(", ")}; got "${role}"`);
      if (await ownerDb.user.findUnique({ where: { email }, select: { id: true } })) throw new UsageError(`A user with e-mail ${email} already exists`);
      const passwordHash = await hashPassword(password);
      const user = await ownerDb.$transaction(async (tx) => {
        const user = await tx.user.create({ data: { organizationId: organization.id, email, name, role, passwordHash } });
        await recordAudit(tx, CLI_ACTOR, { organizationId: organization.id, action: "user.created", targetType: "user", targetId: user.id, metadata: { email, role } });
        return user;
      });
      console.log(`Created ${role} ${user.email} in ${organization.name}${generated ? `, generated password: ${password}` : ""}`);
      console.log(user.id);
      return 0;
    }

    const email = check(Email, required(values, "email"), "--email");
    const keyName = check(Name, (values.name as string | undefined) ?? "Command line", "--name");
    const user = await ownerDb.user.findUnique({ where: { email }, select: { id: true, organizationId: true, name: true, role: true } });
    if (!user) throw new UsageError(`No user with e-mail ${email}`);
    const plaintext = generateApiKey();
    const key = await ownerDb.$transaction(async (tx) => {
      const key = await tx.apiKey.create({
        data: { organizationId: user.organizationId, userId: user.id, name: keyName, keyPrefix: keyPrefixOf(plaintext), keyHash: hashSecret(plaintext) },
      });
      await recordAudit(tx, CLI_ACTOR, { organizationId: user.organizationId, action: "api_key.created", targetType: "api_key", targetId: key.id, metadata: { name: keyName, keyPrefix: key.keyPrefix, userId: user.id } });
      return key;
    });
    console.log(`Created API key "${key.name}" (${key.keyPrefix}…) acting as ${email} (${user.role}). It is shown only once:`);
    console.log(plaintext);
    return 0;
  } finally {
    await ownerDb.$disconnect();
    await closeEmbedded();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: Error) => {
    // parseArgs reports unknown or malformed options with a code; both are usage errors
    const isUsage = error instanceof UsageError || (error as NodeJS.ErrnoException).code?.startsWith("ERR_PARSE_ARGS");
    console.error(`admin: ${isUsage ? error.message : `failed: ${error.message}`}`);
    if (isUsage) console.error("Run npm run admin -- --help for usage.");
    process.exit(isUsage ? 2 : 1);
  },
);
