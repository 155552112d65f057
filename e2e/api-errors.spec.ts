import { expect, test, type APIResponse } from "@playwright/test";

// The error contract on the real server (Next's router, not the test harness): unknown paths and
// wrong methods answer JSON, next-auth's own routes are not shadowed, U+0000 is a 400.

async function expectJsonError(res: APIResponse, status: number, code: string) {
  expect(res.status()).toBe(status);
  expect(res.headers()["content-type"]).toMatch(/^application\/json/);
  const body = await res.json();
  expect(body).toEqual(expect.objectContaining({ error: expect.any(String), code }));
  return body as { error: string; code: string; details?: { path: string; message: string }[] };
}

test.describe("API errors on the real server", () => {
  test("an unknown /api path is a JSON 404 for every method", async ({ request }) => {
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
      const res = await request.fetch("/api/no-such-thing/here", { method, data: method === "GET" ? undefined : {} });
      const body = await expectJsonError(res, 404, "not_found");
      expect(body.error).toBe("No API endpoint at /api/no-such-thing/here; the endpoints are listed at /api/openapi.json");
    }
    // deeper than a real route, and under next-auth's prefix without an action
    await expectJsonError(await request.get("/api/jobs/1/nope"), 404, "not_found");
    await expectJsonError(await request.get("/api/auth"), 404, "not_found");
  });

  test("the catch-all shadows neither real routes nor next-auth", async ({ request }) => {
    expect((await request.get("/api/version")).status()).toBe(200);
    expect((await request.get("/api/openapi.json")).status()).toBe(200);
    const providers = await request.get("/api/auth/providers");
    expect(providers.status()).toBe(200);
    expect(await providers.json()).toEqual(expect.objectContaining({ credentials: expect.objectContaining({ id: "credentials" }) }));
    const csrf = await request.get("/api/auth/csrf");
    expect((await csrf.json()).csrfToken).toEqual(expect.any(String));
  });

  test("a wrong method is a JSON 405 with Allow; OPTIONS lists the real methods; a 401 challenges", async ({ request }) => {
    const put = await request.put("/api/jobs", { data: { title: "x" } });
    await expectJsonError(put, 405, "method_not_allowed");
    expect(put.headers()["allow"]).toBe("GET, HEAD, OPTIONS, POST");

    const get = await request.get("/api/public/orgs/acme/jobs/x/apply");
    await expectJsonError(get, 405, "method_not_allowed");
    expect(get.headers()["allow"]).toBe("OPTIONS, POST");
    const head = await request.head("/api/public/orgs/acme/jobs/x/apply");
    expect(head.status()).toBe(405);
    expect(head.headers()["allow"]).toBe("OPTIONS, POST");

    const options = await request.fetch("/api/jobs/1", { method: "OPTIONS" });
    expect(options.status()).toBe(204);
    expect(options.headers()["allow"]).toBe("DELETE, GET, HEAD, OPTIONS, PATCH");

    const unauthenticated = await request.get("/api/jobs");
    await expectJsonError(unauthenticated, 401, "unauthorized");
    expect(unauthenticated.headers()["www-authenticate"]).toBe("Bearer");
  });

  test("U+0000 in a path or query parameter is a 400 naming it", async ({ request }) => {
    const path = await expectJsonError(await request.get("/api/public/orgs/acme/jobs/a%00b"), 400, "invalid_request");
    expect(path.details).toEqual([{ path: "jobSlug", message: "must not contain the NUL character (U+0000)" }]);
    const query = await expectJsonError(await request.get("/api/public/orgs/acme/jobs?q=a%00b"), 400, "invalid_request");
    expect(query.details).toEqual([{ path: "q", message: "must not contain the NUL character (U+0000)" }]);
    const limit = await expectJsonError(await request.get("/api/public/orgs/acme/jobs?limit=0"), 400, "invalid_request");
    expect(limit.details).toEqual([{ path: "limit", message: "must be a whole number of 1 or more" }]);
  });

  test("a sign-in with U+0000 in the e-mail is a failed sign-in, not a server error", async ({ request }) => {
    const { csrfToken } = await (await request.get("/api/auth/csrf")).json();
    const res = await request.post("/api/auth/callback/credentials", {
      form: { csrfToken, email: "ada@acme.example\u0000", password: "hiring-demo-2026", json: "true" },
      maxRedirects: 0,
    });
    expect(res.status()).toBeLessThan(500);
    const { url } = await res.json();
    expect(new URL(url).searchParams.get("error")).toBe("Wrong e-mail or password");
    const session = await (await request.get("/api/auth/session")).json();
    expect(session?.user).toBeUndefined();
  });
});
