import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// A request's statements run as hiring_nobody until a caller or a public scope is set (decision 463);
// the tables' owner, whom no policy limits, is reached only through lib/db/owner.ts. These are the
// modules that import it, each with why; any other importer fails here. The owner's scope itself
// (runAsOwner, enterOwnerScope) is lib/db/owner.ts's alone, and no other module switches a
// connection's role by hand.
const OWNER_SIDE: Record<string, string> = {
  "lib/queue/background.ts": "the queue's workers: a job has no caller",
  "lib/queue/boss.ts": "the queue's bookkeeping on the app's pool (the embedded database)",
  "lib/queue/job-counts.ts": "the queue's counts for the metrics, across organizations",
  "lib/auth/sign-in.ts": "finds the account of an e-mail before there is a caller",
  "lib/auth/oidc.ts": "finds or links the account of a single sign-on before there is a caller",
  "lib/auth/record-sign-in.ts": "counts a sign-in on the account just found",
  "lib/auth/org-sso.ts": "finds an organization's single sign-on connection and its member before there is a caller (decision 505)",
  "lib/auth/current-user.ts": "the signed-in member of a session cookie, before there is a caller",
  "lib/auth/second-factor.ts": "checks a sign-in's second factor before there is a caller (decision 490)",
  "lib/auth/user-sessions.ts": "makes, reads and ends the rows of sessions before there is a caller, and others' on deactivation (decision 490)",
  "lib/server/sessions/sign-out-everywhere.ts": "an admin ends a member's sessions, which the policies keep to that member (decision 490)",
  "lib/server/calendar/stored-connections.ts": "interviewers' calendar credentials, never in an answer (decision 380)",
  "lib/server/jobs/job-approval.ts": "an approver who may not see the job settles its chain",
  "lib/server/analytics/analytics-login.ts": "makes and drops the organization's database login, DDL only the owner may run (decision 488)",
  "lib/server/offers/list-approvals.ts": "jobs awaiting the caller's approval, which the caller may not see",
  "scripts/admin.ts": "the admin CLI",
  "scripts/start.ts": "npm start seeds the demo organization",
  "prisma/seed.ts": "the seed",
};
// the seed's parts and the factories the seed and the tests build data with
const OWNER_SIDE_DIRECTORIES = ["prisma/seed/", "prisma/factories/"];

const ROOT = path.resolve(import.meta.dirname, "..");
const SCANNED = ["lib", "app", "pages", "components", "scripts", "prisma"];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return relative === path.join("lib", "generated") || entry.name === "node_modules" ? [] : sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

// Every module a file imports: static imports and exports, and import("...") calls.
function importsOf(file: string, source: string): { module: string; names: string[] }[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: { module: string; names: string[] }[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const bindings = ts.isImportDeclaration(node) ? node.importClause?.namedBindings : undefined;
      const names = bindings && ts.isNamedImports(bindings) ? bindings.elements.map((e) => (e.propertyName ?? e.name).text) : [];
      found.push({ module: node.moduleSpecifier.text, names });
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push({ module: node.arguments[0].text, names: [] });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

// "@/lib/db/owner", "../lib/db/owner", "./owner" from lib/db: the same module
function resolves(file: string, specifier: string, target: string): boolean {
  if (specifier.startsWith("@/")) return specifier.slice(2) === target;
  if (specifier.startsWith(".")) return path.normalize(path.join(path.dirname(file), specifier)) === target;
  return false;
}

const isOwnerSide = (file: string) => file in OWNER_SIDE || OWNER_SIDE_DIRECTORIES.some((dir) => file.startsWith(dir));

describe("the owner's client", () => {
  const files = SCANNED.flatMap(sourceFiles).map((file) => ({ file, source: readFileSync(path.join(ROOT, file), "utf8") }));

  it("finds static, re-exported and dynamic imports, by alias and by relative path", () => {
    const found = (source: string, file = "lib/x.ts") => importsOf(file, source).filter((i) => resolves(file, i.module, "lib/db/owner"));
    expect(found('import { ownerDb } from "@/lib/db/owner";')).toHaveLength(1);
    expect(found('export { ownerDb } from "@/lib/db/owner";')).toHaveLength(1);
    expect(found('const { ownerDb } = await import("@/lib/db/owner");')).toHaveLength(1);
    expect(found('import { ownerDb } from "./owner";', "lib/db/x.ts")).toHaveLength(1);
    expect(found('import { ownerDb } from "../lib/db/owner";', "scripts/x.ts")).toHaveLength(1);
    expect(found('import { db } from "@/lib/db";')).toEqual([]);
  });

  it("is imported only by the owner-side modules named here, each of which still does", () => {
    const importers = files.filter(({ file, source }) => importsOf(file, source).some((i) => resolves(file, i.module, "lib/db/owner"))).map((f) => f.file);
    expect(importers.filter((file) => !isOwnerSide(file)), "request code reaches the owner").toEqual([]);
    expect(Object.keys(OWNER_SIDE).filter((file) => !importers.includes(file)), "listed but no longer owner-side").toEqual([]);
  });

  it("has its scope entered only by lib/db/owner.ts, and no other module switches a connection's role", () => {
    const runners = files.filter(({ file, source }) => importsOf(file, source).some((i) => resolves(file, i.module, "lib/db/caller-scope") && i.names.some((name) => ["runAsOwner", "enterOwnerScope"].includes(name))));
    expect(runners.map((f) => f.file)).toEqual(["lib/db/owner.ts"]);
    const switching = files.filter(({ file, source }) => file !== "lib/db/caller-scope.ts" && /set_config\(\s*'role'|\b(SET|RESET)\s+ROLE\b/i.test(source)).map((f) => f.file);
    expect(switching).toEqual([]);
  });
});
