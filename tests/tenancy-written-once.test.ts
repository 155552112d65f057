import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// Tenancy is written once: the row-level security policies (prisma/migrations/20261128100100_row_level_security
// and the later CREATE POLICY migrations) keep every request to its caller's organization, and a
// public or token route to the organization its slug or token names (decision 463). Code that runs
// in a request therefore never names the organization in a condition; only code that runs as the
// owner, whom no policy limits, does, in the files below, each with a line at the place saying so.
// A Prisma `where` naming `organizationId` (or a compound key or relation filter with it) and SQL
// comparing `organization_id` are what this search finds; data written (`data: { organizationId }`),
// selected columns and joins between tables are not conditions on the caller's organization.
const OWNER_SIDE: Record<string, { reason: string; conditions: number }> = {
  "lib/server/webhooks/disable-failing-webhook.ts": { reason: "the delivery worker: runs as the owner", conditions: 1 },
  "lib/server/events/record-event.ts": { reason: "recordEvent runs in requests and as the owner (queue jobs)", conditions: 1 },
  "lib/server/email-templates/candidate-mail.ts": { reason: "candidateMail runs in requests and as the owner (queue jobs): compound key", conditions: 1 },
  "lib/server/jobs/job-approval.ts": { reason: "an approver's decision is settled through ownerDb (they may not see the job)", conditions: 1 },
  "lib/server/offers/list-approvals.ts": { reason: "jobs awaiting the caller's approval are read through ownerDb", conditions: 1 },
  "lib/server/offers/settle-round.ts": { reason: "settleRound also runs through ownerDb for job approvals", conditions: 1 },
  "lib/auth/authenticate.ts": { reason: "compares a remembered caller with the credential's own row (who calls), no rows of an organization", conditions: 1 },
  "lib/server/analytics/analytics-login.ts": { reason: "makes and drops the organization's database login as the owner, the only one who may run CREATE ROLE (decision 488)", conditions: 4 },
  "lib/auth/user-sessions.ts": { reason: "ends and shortens a member's sessions through ownerDb, for admins and the organization's lifetime setting (decision 490)", conditions: 2 },
  "lib/server/sessions/sign-out-everywhere.ts": { reason: "an admin ends a member's sessions, which the policies keep to that member, through ownerDb (decision 490)", conditions: 1 },
  "lib/auth/org-sso.ts": { reason: "a single sign-on has no caller yet: it reads its organization's connection, roles and break-glass admin, and the SAML ids it remembered, as the owner (decision 505)", conditions: 6 },
  "lib/server/analytics/send-report-view-emails.ts": { reason: "the weekly e-mail's queue job finds every organization's due views as the owner, then computes each as its owner (decision 487)", conditions: 1 },
};

const ROOT = path.resolve(import.meta.dirname, "..");
const STOP_KEYS = new Set(["data", "create", "update", "select", "include", "orderBy", "omit"]);
const SQL_CONDITION = /\borganization_id\s*(=|<>|!=|\bIN\b)|caller_org_id\s*\(/i;
// the right side of a comparison whose left side is an interpolated value: `${x} = organization_id`
const SQL_CONDITION_AFTER_VALUE = /^\s*(=|<>|!=)\s*(\w+\.)?organization_id\b/i;

type Hit = { file: string; line: number; text: string };

// The tenancy conditions of one source file.
function tenancyConditions(file: string, source: string): Hit[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const hits: Hit[] = [];
  const hit = (node: ts.Node) =>
    hits.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, text: node.getText(sf).replace(/\s+/g, " ").slice(0, 80) });
  const visit = (node: ts.Node) => {
    if ((ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) && /^organization(Id(_\w+)?)?$/.test(node.name.getText(sf)) && inWhere(node, sf)) {
      hit(node);
      return; // a compound key's inner organizationId is the same condition
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      const after = ts.isTemplateMiddle(node) || ts.isTemplateTail(node);
      if (SQL_CONDITION.test(node.text) || (after && SQL_CONDITION_AFTER_VALUE.test(node.text))) hit(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return hits;
}

// inside the value of a `where` (or of a variable named like one), not inside written or selected data
function inWhere(node: ts.Node, sf: ts.SourceFile): boolean {
  for (let p = node.parent; p && !ts.isSourceFile(p); p = p.parent) {
    if (ts.isFunctionLike(p)) return false;
    if (ts.isPropertyAssignment(p)) {
      const key = p.name.getText(sf);
      if (key === "where") return true;
      if (STOP_KEYS.has(key)) return false;
    }
    if (ts.isVariableDeclaration(p)) return /where/i.test(p.name.getText(sf));
  }
  return false;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return relative === path.join("lib", "generated") ? [] : sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

describe("tenancy written once", () => {
  it("finds the conditions it looks for, and not data, selections or joins", () => {
    const found = (source: string) => tenancyConditions("x.ts", source).map((h) => h.text);
    expect(found("db.job.findMany({ where: { organizationId: caller.orgId, status: 'open' } })")).toEqual(["organizationId: caller.orgId"]);
    expect(found("db.job.findMany({ where: { AND: [{ organizationId }] } })")).toEqual(["organizationId"]);
    expect(found("db.t.findUnique({ where: { organizationId_kind: { organizationId: org, kind } } })")).toHaveLength(1);
    expect(found("db.job.findFirst({ where: { slug, organization: { slug: orgSlug } } })")).toEqual(["organization: { slug: orgSlug }"]);
    expect(found("const where: Prisma.JobWhereInput = { organizationId: id }")).toEqual(["organizationId: id"]);
    expect(found("sql`SELECT 1 FROM jobs j WHERE j.organization_id = ${org}`")).toHaveLength(1);
    expect(found("sql`SELECT 1 FROM jobs j WHERE j.id = ${id} AND ${org} = j.organization_id`")).toHaveLength(1);
    expect(found("sql`SELECT 1 FROM jobs j WHERE j.organization_id IN (${orgs})`")).toHaveLength(1);
    expect(found("sql`SELECT 1 FROM jobs WHERE organization_id = caller_org_id()`")).toHaveLength(1);
    // not conditions: written data, selected columns, joins, returned columns
    expect(found("db.job.create({ data: { organizationId: caller.orgId, title } })")).toEqual([]);
    expect(found("db.job.upsert({ where: { id }, create: { organizationId: org }, update: {} })")).toEqual([]);
    expect(found("db.job.findMany({ where: { id }, select: { organizationId: true } })")).toEqual([]);
    expect(found("sql`SELECT j.organization_id AS org FROM jobs j JOIN organizations o ON o.id = j.organization_id`")).toEqual([]);
    expect(found("recordAudit(tx, actor, { organizationId: caller.orgId, action })")).toEqual([]);
  });

  it("names the organization in a condition only in owner-side files, as many times as they are listed", () => {
    const hits = [...sourceFiles("lib"), ...sourceFiles("app")].flatMap((file) => tenancyConditions(file, readFileSync(path.join(ROOT, file), "utf8")));
    const outside = hits.filter((h) => !(h.file in OWNER_SIDE)).map((h) => `${h.file}:${h.line} ${h.text}`);
    expect(outside, "request-path code restates tenancy, which the policies keep already").toEqual([]);
    const counts = Object.fromEntries(Object.keys(OWNER_SIDE).map((file) => [file, hits.filter((h) => h.file === file).length]));
    expect(counts).toEqual(Object.fromEntries(Object.entries(OWNER_SIDE).map(([file, { conditions }]) => [file, conditions])));
  });
});
