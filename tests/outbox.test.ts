import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createOrganization } from "@/prisma/factories";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

const { call } = withApi();
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe("GET /api/outbox", () => {
  it("lists the organization's mail newest first, paged, for admins only", async () => {
    const world = await createWorld("Outbox Org");
    const other = await createOrganization();
    const base = Date.UTC(2026, 10, 1);
    for (let i = 0; i < 3; i++) {
      await db.outboxEmail.create({
        data: {
          organizationId: world.organization.id,
          kind: "withdrawal_link",
          toAddress: i === 2 ? "special@example.test" : `p${i}@example.test`,
          subject: `Mail ${i}`,
          textBody: `Body ${i}`,
          createdAt: new Date(base + i * 60_000),
          sentAt: i === 0 ? new Date(base + 1000) : null,
        },
      });
    }
    await db.outboxEmail.create({ data: { organizationId: other.id, kind: "invite", toAddress: "x@example.test", subject: "Foreign", textBody: "no" } });

    const res = await call("GET", "/api/outbox", { key: world.admin.key });
    expect(res.status).toBe(200);
    expect(res.body.emails.map((e: { subject: string }) => e.subject)).toEqual(["Mail 2", "Mail 1", "Mail 0"]);
    expect(res.body.emails[2]).toEqual({
      id: expect.any(Number),
      kind: "withdrawal_link",
      to: "p0@example.test",
      subject: "Mail 0",
      text: "Body 0",
      createdAt: expect.stringMatching(ISO),
      sentAt: expect.stringMatching(ISO),
    });
    expect(res.body.emails[0].sentAt).toBeNull();
    expect(res.body.page).toEqual({ limit: 50, offset: 0, total: 3 });

    const paged = await call("GET", "/api/outbox?limit=1&offset=1", { key: world.admin.key });
    expect(paged.body.emails.map((e: { subject: string }) => e.subject)).toEqual(["Mail 1"]);
    expect(paged.body.page).toEqual({ limit: 1, offset: 1, total: 3 });
    const filtered = await call("GET", "/api/outbox?to=SPECIAL@example.test", { key: world.admin.key });
    expect(filtered.body.emails.map((e: { subject: string }) => e.subject)).toEqual(["Mail 2"]);
    expect((await call("GET", "/api/outbox?limit=x", { key: world.admin.key })).status).toBe(400);

    for (const role of ["recruiter", "hiring_manager", "interviewer"] as const) {
      const denied = await call("GET", "/api/outbox", { key: world[role].key });
      expect(denied.status, role).toBe(403);
      expect(denied.body).toEqual({ error: expect.any(String), code: "forbidden" });
    }
    expect((await call("GET", "/api/outbox")).status).toBe(401);
  });
});
