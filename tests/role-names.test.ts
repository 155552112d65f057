import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { BUILT_IN_ROLE_KEYS } from "@/lib/auth/permissions";

// Who may do what is declared once (decision 470): code asks can(caller, permission), and the
// built-in roles' names appear only where the roles themselves are made. This fails on a string
// that is exactly a built-in role's key in the product's code (routes, screens, domain functions,
// scripts), in a migration written since permissions became data other than the one that creates
// the built-in roles, or in a function or policy of the live database.
// Where they may appear: the catalogue (lib/auth/permissions.ts); the seed, the factories and the
// demo users (prisma/, not scanned); the tests and the browser tests (tests/, e2e/, *.test.ts); the
// bench, whose seeds and loads play the built-in roles as the tests do (bench/, not scanned).
const root = path.resolve(import.meta.dirname, "..");
const SCANNED = ["app", "components", "lib", "pages", "scripts", "i18n"];
const ROOT_FILES = ["proxy.ts", "instrumentation-client.ts"];
const CATALOGUE = "lib/auth/permissions.ts";
const NAMES = new Set<string>(BUILT_IN_ROLE_KEYS);

// The same word meaning something else, or documentation of the built-in roles: each with why.
const OTHER_MEANINGS: Record<string, { literals: string[]; why: string }> = {
  "lib/schemas/organization.ts": { literals: ["admin"], why: "a reserved organization slug (/admin), not a role" },
  "lib/server/candidates/erase-candidate.ts": { literals: ["admin"], why: "who erased (a member, not the retention sweep), stored in audit entries" },
  "lib/audit/actions.ts": { literals: ["admin"], why: "the same `source` of a candidate.erased entry, in its metadata schema" },
  "lib/openapi/operations/team.ts": { literals: ["admin", "interviewer", "recruiter", "hiring_manager"], why: "examples in the API reference" },
  "lib/openapi/operations/offers.ts": { literals: ["admin"], why: "examples in the API reference" },
  "lib/openapi/operations/roles.ts": { literals: ["recruiter"], why: "examples in the API reference" },
  "lib/schemas/funnel.ts": { literals: ["recruiter"], why: "the funnel's grouping by the member who created each job (decision 487), not a role" },
  "components/reports/FunnelReport.tsx": { literals: ["recruiter"], why: "the funnel's group-by choice of the same name, not a role" },
};

function sourceFiles(): string[] {
  const files = SCANNED.flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
      .map((file) => path.posix.join(dir, file.split(path.sep).join("/")))
      .filter((file) => /\.(ts|tsx)$/.test(file) && !file.endsWith(".test.ts") && !file.endsWith(".d.ts") && !file.startsWith("lib/generated/")),
  );
  return [...files, ...ROOT_FILES].sort();
}

// every string literal (quoted or a template without substitutions) that is exactly a role's name
function roleLiterals(file: string): { literal: string; line: number }[] {
  const text = readFileSync(path.join(root, file), "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: { literal: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && NAMES.has(node.text)) {
      found.push({ literal: node.text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const QUOTED_NAME = new RegExp(`'(${[...NAMES].join("|")})'`);

describe("the built-in roles' names", () => {
  it("appear in the product's code only in the catalogue (and a few other meanings of the word, each said why)", () => {
    const files = sourceFiles();
    // a glob gone wrong would find nothing to check
    expect(files.length).toBeGreaterThan(400);
    // the routes' declarations too (decision 466): a permission or any member, never a role
    expect(files).toEqual(expect.arrayContaining([CATALOGUE, "lib/auth/caller.ts", "lib/api/needs.ts", "lib/openapi/operations/team.ts", "components/shell/nav-items.ts", "app/(recruiter)/audit/page.tsx"]));
    expect(roleLiterals(CATALOGUE).map((l) => l.literal)).toEqual(expect.arrayContaining(["admin", "interviewer"]));
    const stray = files
      .filter((file) => file !== CATALOGUE)
      .flatMap((file) => roleLiterals(file).filter((l) => !OTHER_MEANINGS[file]?.literals.includes(l.literal)).map((l) => `${file}:${l.line} "${l.literal}"`));
    expect(stray).toEqual([]);
  });

  it("keeps each listed other meaning where it is, so the list cannot outlive its reason", () => {
    for (const [file, { literals }] of Object.entries(OTHER_MEANINGS)) {
      const present = new Set(roleLiterals(file).map((l) => l.literal));
      for (const literal of literals) expect(present.has(literal), `${file} "${literal}"`).toBe(true);
    }
  });

  it("appear in no migration since permissions became data but those that create the built-in roles", () => {
    const dir = path.join(root, "prisma", "migrations");
    const migrations = readdirSync(dir).filter((name) => /^\d{14}_/.test(name) && name >= "20261205001000").sort();
    // the four first roles, and the agency recruiter's added to every organization (decision 504)
    const creating = ["20261205001100_roles_of_an_organization", "20261211010000_agencies"];
    expect(migrations).toEqual(expect.arrayContaining(["20261205001000_policies_ask_permissions", ...creating]));
    const naming = migrations.filter((name) => !creating.includes(name)).filter((name) => QUOTED_NAME.test(readFileSync(path.join(dir, name, "migration.sql"), "utf8")));
    expect(naming).toEqual([]);
    // the ones that create them do name them
    for (const name of creating) expect(readFileSync(path.join(dir, name, "migration.sql"), "utf8")).toMatch(QUOTED_NAME);
  });

  it("appear in no function or policy of the database: each asks caller_can()", async () => {
    const functions = await db.$queryRaw<{ name: string; body: string }[]>`
      SELECT p.proname AS name, p.prosrc AS body FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public'`;
    const policies = await db.$queryRaw<{ name: string; body: string }[]>`
      SELECT tablename || '.' || policyname AS name, coalesce(qual, '') || ' ' || coalesce(with_check, '') AS body FROM pg_policies WHERE schemaname = 'public'`;
    expect(functions.length).toBeGreaterThan(20);
    expect(functions.filter((f) => QUOTED_NAME.test(f.body)).map((f) => f.name)).toEqual([]);
    expect(policies.filter((p) => QUOTED_NAME.test(p.body)).map((p) => p.name)).toEqual([]);
    expect(functions.filter((f) => /\bcaller_role\b|app\.role/.test(f.body)).map((f) => f.name)).toEqual([]);
    expect(functions.some((f) => f.name === "caller_can")).toBe(true);
  });
});
