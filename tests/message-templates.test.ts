import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { unique } from "@/prisma/factories";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

// Message templates (docs/decisions/405): read by all who write to candidates, kept by admins and
// recruiters, names unique up to case, placeholders those of a message, each organization its own.
const { call } = withApi();
const invite = { name: "Phone screen invite", subject: "A call about {{job.title}}", body: "Hello {{candidate.name}},\n\na call this week?\n\n{{org.name}}" };

describe("message templates", () => {
  it("are created, listed alphabetically, changed and deleted by admins and recruiters; names are unique up to case; every change is audited", async () => {
    const world = await createWorld(unique("Templates Org"));
    const key = world.recruiter.key;
    const created = await call("POST", "/api/message-templates", { key, body: { ...invite, name: " Phone screen invite " } });
    expect(created.status).toBe(201);
    expect(created.body.template).toMatchObject(invite);
    const id = created.body.template.id;
    expect((await call("POST", "/api/message-templates", { key: world.admin.key, body: { ...invite, name: "PHONE SCREEN invite" } })).status).toBe(409);
    const thanks = await call("POST", "/api/message-templates", { key: world.admin.key, body: { name: "application received", subject: "Thanks", body: "Thank you, {{candidate.name}}." } });
    expect(thanks.status).toBe(201);

    const list = await call("GET", "/api/message-templates", { key: world.hiring_manager.key });
    expect(list.status).toBe(200);
    expect(list.body.templates.map((t: { name: string }) => t.name)).toEqual(["application received", "Phone screen invite"]);

    const changed = await call("PATCH", `/api/message-templates/${id}`, { key, body: { name: "Phone screen", body: "Hi {{candidate.name}}, a call?" } });
    expect(changed.status).toBe(200);
    expect(changed.body.template).toMatchObject({ name: "Phone screen", subject: invite.subject, body: "Hi {{candidate.name}}, a call?" });
    expect((await call("PATCH", `/api/message-templates/${id}`, { key, body: { name: "APPLICATION received" } })).status).toBe(409);
    // the same name in other case is its own
    expect((await call("PATCH", `/api/message-templates/${id}`, { key, body: { name: "phone screen" } })).status).toBe(200);
    expect((await call("PATCH", `/api/message-templates/${id}`, { key, body: {} })).status).toBe(400);

    expect((await call("DELETE", `/api/message-templates/${thanks.body.template.id}`, { key })).status).toBe(200);
    expect((await call("DELETE", `/api/message-templates/${thanks.body.template.id}`, { key })).status).toBe(404);
    const after = await call("GET", "/api/message-templates", { key });
    expect(after.body.templates.map((t: { name: string }) => t.name)).toEqual(["phone screen"]);

    const audits = await ownerDb.auditLog.findMany({ where: { organizationId: world.organization.id, targetType: "message_template" }, orderBy: { id: "asc" } });
    expect(audits.map((a) => a.action)).toEqual(["message_template.created", "message_template.created", "message_template.updated", "message_template.updated", "message_template.deleted"]);
    expect(audits[2].metadata).toMatchObject({ changed: ["name", "body"], before: { name: "Phone screen invite" }, after: { name: "Phone screen" } });
  });

  it("refuse unknown placeholders, empty or long fields and names of two lines, naming each field", async () => {
    const world = await createWorld(unique("Templates Org"));
    const key = world.recruiter.key;
    const bad = await call("POST", "/api/message-templates", { key, body: { name: "Offer", subject: "Offer for {{job.name}}", body: "Dear {{candidate.first_name}} {{ candidate.name }}" } });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual(
      expect.arrayContaining([
        { path: "subject", message: "unknown placeholder {{job.name}}" },
        { path: "body", message: "unknown placeholder {{candidate.first_name}}" },
      ]),
    );
    expect(bad.body.details).toHaveLength(2);
    const empty = await call("POST", "/api/message-templates", { key, body: { name: "Two\nlines", subject: " ", body: "x".repeat(20_001) } });
    expect(empty.status).toBe(400);
    expect(empty.body.details.map((d: { path: string }) => d.path).sort()).toEqual(["body", "name", "subject"]);
    const ok = await call("POST", "/api/message-templates", { key, body: invite });
    const patched = await call("PATCH", `/api/message-templates/${ok.body.template.id}`, { key, body: { subject: "{{org.title}}" } });
    expect(patched.status).toBe(400);
    expect(patched.body.details).toEqual([{ path: "subject", message: "unknown placeholder {{org.title}}" }]);
    expect(await ownerDb.messageTemplate.count({ where: { organizationId: world.organization.id } })).toBe(1);
  });

  it("are read by hiring managers but changed only by admins and recruiters; interviewers get 403", async () => {
    const world = await createWorld(unique("Templates Org"));
    const { body } = await call("POST", "/api/message-templates", { key: world.admin.key, body: invite });
    const id = body.template.id;
    const hm = world.hiring_manager.key;
    expect((await call("GET", "/api/message-templates", { key: hm })).body.templates).toHaveLength(1);
    expect((await call("POST", "/api/message-templates", { key: hm, body: { ...invite, name: "Mine" } })).status).toBe(403);
    expect((await call("PATCH", `/api/message-templates/${id}`, { key: hm, body: { name: "Mine" } })).status).toBe(403);
    expect((await call("DELETE", `/api/message-templates/${id}`, { key: hm })).status).toBe(403);
    const iv = world.interviewer.key;
    expect((await call("GET", "/api/message-templates", { key: iv })).status).toBe(403);
    expect((await call("POST", "/api/message-templates", { key: iv, body: { ...invite, name: "Mine" } })).status).toBe(403);
    expect((await ownerDb.messageTemplate.findUniqueOrThrow({ where: { id } })).name).toBe(invite.name);
  });

  it("belong to their organization: another's are not listed, changed or deleted (404), and the same name is free there", async () => {
    const world = await createWorld(unique("Templates Org"));
    const other = await createWorld(unique("Templates Other Org"));
    const { body } = await call("POST", "/api/message-templates", { key: world.recruiter.key, body: invite });
    const id = body.template.id;
    expect((await call("GET", "/api/message-templates", { key: other.admin.key })).body.templates).toEqual([]);
    expect((await call("PATCH", `/api/message-templates/${id}`, { key: other.admin.key, body: { name: "Taken over" } })).status).toBe(404);
    expect((await call("DELETE", `/api/message-templates/${id}`, { key: other.recruiter.key })).status).toBe(404);
    expect((await call("POST", "/api/message-templates", { key: other.recruiter.key, body: invite })).status).toBe(201);
    expect((await ownerDb.messageTemplate.findUniqueOrThrow({ where: { id } })).name).toBe(invite.name);
  });
});
