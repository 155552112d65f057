import { execFile } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { hashSecret } from "@/lib/auth/api-keys";
import { verifyPassword } from "@/lib/auth/passwords";
import { createOrganization, createUser, unique } from "@/prisma/factories";
import { withApi } from "./support/http";

const { call } = withApi();

type Run = { code: number; stdout: string; stderr: string; lastLine: string };

// The CLI as an operator runs it, against this run's test database.
function admin(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    // `npx tsx scripts/admin.ts`, minus npx's own start-up
    execFile(
      path.join(process.cwd(), "node_modules", ".bin", "tsx"),
      ["scripts/admin.ts", ...args],
      { env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const lines = stdout.trim().split("\n");
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr, lastLine: lines[lines.length - 1] });
      },
    );
  });
}

const slug = () => unique("cli").toLowerCase();

// each run starts a TypeScript process and hashes a password: allow for a busy machine
describe("admin CLI", { timeout: 120_000 }, () => {
  it("create-org makes the organization and its admin, and prints the admin's id last", async () => {
    const orgSlug = slug();
    const email = `${orgSlug}@Example.test`;
    const run = await admin("create-org", "--name", "Globex", "--slug", orgSlug, "--admin-email", email, "--admin-password", "correct-horse-battery");
    expect(run.stderr).not.toMatch(/admin:/);
    expect(run.code).toBe(0);
    const org = await ownerDb.organization.findUniqueOrThrow({ where: { slug: orgSlug } });
    expect(org.name).toBe("Globex");
    const user = await ownerDb.user.findUniqueOrThrow({ where: { email: email.toLowerCase() } });
    expect(run.lastLine).toBe(user.id);
    expect(user).toMatchObject({ organizationId: org.id, role: "admin" });
    expect(await verifyPassword(user.passwordHash!, "correct-horse-battery")).toBe(true);
    expect(run.stdout).not.toContain("correct-horse-battery");
    const actions = await ownerDb.auditLog.findMany({ where: { organizationId: org.id }, orderBy: { id: "asc" } });
    expect(actions.map((a) => [a.action, a.actorUserId])).toEqual([
      ["organization.created", null],
      ["user.created", null],
    ]);
  });

  it("create-user adds a user with the role and prints the id last; a generated password is printed and works", async () => {
    const org = await createOrganization();
    const email = `${slug()}@example.test`;
    const run = await admin("create-user", "--org", org.slug, "--email", email, "--name", "Ivy Interviewer", "--role", "interviewer");
    expect(run.code).toBe(0);
    const user = await ownerDb.user.findUniqueOrThrow({ where: { email } });
    expect(run.lastLine).toBe(user.id);
    expect(user).toMatchObject({ organizationId: org.id, role: "interviewer", name: "Ivy Interviewer" });
    const generated = /generated password: (\S+)/.exec(run.stdout)?.[1];
    expect(generated).toBeDefined();
    expect(await verifyPassword(user.passwordHash!, generated!)).toBe(true);
    const audit = await ownerDb.auditLog.findFirstOrThrow({ where: { action: "user.created", targetId: user.id } });
    expect(audit).toMatchObject({ organizationId: org.id, targetType: "user", metadata: { email, role: "interviewer" } });
  });

  it("create-api-key prints a working key last and stores only its hash", async () => {
    const org = await createOrganization();
    const user = await createUser(org.id, { role: "recruiter" });
    const run = await admin("create-api-key", "--email", user.email, "--name", "Deploy bot");
    expect(run.code).toBe(0);
    expect(run.lastLine).toMatch(/^hk_[0-9A-Za-z]{32,}$/);
    const stored = await ownerDb.apiKey.findUniqueOrThrow({ where: { keyHash: hashSecret(run.lastLine) } });
    expect(stored).toMatchObject({ userId: user.id, organizationId: org.id, name: "Deploy bot", keyPrefix: run.lastLine.slice(0, 10) });
    const listed = await call("GET", "/api/api-keys", { key: run.lastLine });
    expect(listed.status).toBe(200);
    expect(listed.body.keys.map((k: { id: number }) => k.id)).toEqual([stored.id]);
  });

  it("refuses bad input with a clear message and a non-zero exit, changing nothing", async () => {
    const org = await createOrganization();
    const taken = await createUser(org.id, { role: "recruiter" });
    const [unknownOrg, duplicate, badRole, missing, unknownCommand, reserved] = await Promise.all([
      admin("create-user", "--org", "no-such-org", "--email", "a@example.test", "--name", "A", "--role", "recruiter"),
      admin("create-user", "--org", org.slug, "--email", taken.email.toUpperCase(), "--name", "B", "--role", "recruiter"),
      admin("create-user", "--org", org.slug, "--email", "c@example.test", "--name", "C", "--role", "owner"),
      admin("create-org", "--name", "No Slug", "--admin-email", "d@example.test"),
      admin("delete-everything"),
      admin("create-org", "--name", "Admin", "--slug", "admin", "--admin-email", "e@example.test"),
    ]);
    expect(unknownOrg.stderr).toContain('No organization with slug "no-such-org"');
    expect(duplicate.stderr).toContain(`A user with e-mail ${taken.email} already exists`);
    expect(badRole.stderr).toContain("--role must be one of admin, recruiter, hiring_manager, interviewer");
    expect(missing.stderr).toContain("Missing --slug");
    expect(unknownCommand.stderr).toContain('Unknown command "delete-everything"');
    expect(reserved.stderr).toContain('--slug "admin" is reserved');
    for (const run of [unknownOrg, duplicate, badRole, missing, unknownCommand, reserved]) {
      expect(run.code).not.toBe(0);
      expect(run.stderr).not.toMatch(/\n\s+at /); // no stack traces
    }
    expect(await ownerDb.user.count({ where: { organizationId: org.id } })).toBe(1);
    expect(await ownerDb.user.findMany({ where: { email: { in: ["a@example.test", "c@example.test"] } } })).toEqual([]);
    expect(await ownerDb.organization.findUnique({ where: { slug: "admin" } })).toBeNull();
    const unknownKeyUser = await admin("create-api-key", "--email", "nobody@example.test");
    expect(unknownKeyUser.code).not.toBe(0);
    expect(unknownKeyUser.stderr).toContain("No user with e-mail nobody@example.test");
  });

  it("prints usage with --help", async () => {
    const run = await admin("--help");
    expect(run.code).toBe(0);
    for (const command of ["create-org", "create-user", "create-api-key"]) expect(run.stdout).toContain(command);
  });
});
