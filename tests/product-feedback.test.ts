import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { withApi } from "./support/http";
import { invalidRequest } from "./support/errors";
import { createWorld } from "./support/world";

const { call } = withApi();

describe("POST /api/product-feedback", () => {
  it("stores the message with the caller for every role", async () => {
    const world = await createWorld();
    for (const role of ["admin", "recruiter", "hiring_manager", "interviewer"] as const) {
      const res = await call("POST", "/api/product-feedback", {
        key: world[role].key,
        body: { message: `  Love the board (${role})  `, page: "/jobs/12" },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true });
    }
    const rows = await ownerDb.productFeedback.findMany({ where: { organizationId: world.organization.id }, orderBy: { id: "asc" } });
    expect(rows.map((r) => [r.userId, r.message, r.page])).toEqual([
      [world.admin.id, "Love the board (admin)", "/jobs/12"],
      [world.recruiter.id, "Love the board (recruiter)", "/jobs/12"],
      [world.hiring_manager.id, "Love the board (hiring_manager)", "/jobs/12"],
      [world.interviewer.id, "Love the board (interviewer)", "/jobs/12"],
    ]);
  });

  it("validates message (1-5000) and page (1-500)", async () => {
    const world = await createWorld();
    const key = world.interviewer.key;
    const bad = [
      {},
      { message: "hi" },
      { page: "/home" },
      { message: "", page: "/home" },
      { message: "   ", page: "/home" },
      { message: "x".repeat(5001), page: "/home" },
      { message: "hi", page: "" },
      { message: "hi", page: "p".repeat(501) },
      { message: 1, page: "/home" },
    ];
    for (const body of bad) {
      const res = await call("POST", "/api/product-feedback", { key, body });
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.body).toEqual(invalidRequest(res.body));
    }
    expect((await call("POST", "/api/product-feedback", { key, body: { message: "x".repeat(5000), page: "p".repeat(500) } })).status).toBe(200);
    expect(await ownerDb.productFeedback.count({ where: { organizationId: world.organization.id } })).toBe(1);
  });

  it("needs credentials and a JSON body", async () => {
    const world = await createWorld();
    expect((await call("POST", "/api/product-feedback", { body: { message: "hi", page: "/" } })).status).toBe(401);
    const raw = await call("POST", "/api/product-feedback", {
      key: world.admin.key,
      rawBody: '{"message":"hi","page":"/"}',
      headers: { "content-type": "text/plain" },
    });
    expect(raw.status).toBe(415);
    const huge = await call("POST", "/api/product-feedback", { key: world.admin.key, body: { message: "hi", page: "/", pad: "x".repeat(70_000) } });
    expect(huge.status).toBe(413);
    expect(await ownerDb.productFeedback.count({ where: { organizationId: world.organization.id } })).toBe(0);
  });
});
