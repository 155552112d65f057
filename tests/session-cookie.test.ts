import NextAuth from "next-auth";
import { afterEach, describe, expect, it } from "vitest";
import { authOptions } from "@/lib/auth/options";
import { createOrganization, createUser } from "@/prisma/factories";
import { withApi } from "./support/http";

// next-auth's credentials sign-in run with our options, then its cookie used against our API.
// The App Router handler reads next/headers, which exists only inside Next's server, so this drives
// next-auth's Node-style handler: the same core, the same options, the same Set-Cookie headers.

const { call } = withApi();
const PASSWORD = "cookie-test-password";
const saved = { NEXTAUTH_URL: process.env.NEXTAUTH_URL, APP_URL: process.env.APP_URL };

afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

type Answer = { status: number; setCookies: string[]; body: unknown };

async function nextAuth(method: "GET" | "POST", action: string[], body: Record<string, string> | undefined, cookies: Record<string, string>): Promise<Answer> {
  const headers: Record<string, string[] | string> = {};
  let status = 200;
  let sent: unknown;
  const res = {
    status(code: number) {
      status = code;
      return res;
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
    setHeader(name: string, value: string | string[]) {
      headers[name.toLowerCase()] = value;
      return res;
    },
    json: (value: unknown) => void (sent = value),
    send: (value: unknown) => void (sent = value),
    end: () => undefined,
  };
  const host = new URL(process.env.NEXTAUTH_URL!).host;
  const req = {
    method,
    query: { nextauth: action },
    headers: { host, "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "203.0.113.50" },
    cookies,
    body,
  };
  await (NextAuth as unknown as (req: unknown, res: unknown, options: unknown) => Promise<void>)(req, res, authOptions());
  const setCookie = headers["set-cookie"] ?? [];
  return { status, setCookies: Array.isArray(setCookie) ? setCookie : [setCookie], body: sent };
}

function cookieNamed(setCookies: string[], name: string): { value: string; attributes: string[] } | undefined {
  const line = setCookies.find((c) => c.startsWith(`${name}=`));
  if (!line) return undefined;
  const [pair, ...attributes] = line.split(/;\s*/);
  return { value: pair.slice(name.length + 1), attributes: attributes.map((a) => a.toLowerCase()) };
}

// CSRF token, then the credentials callback, exactly as next-auth's browser client does it.
async function signIn(email: string, callbackUrl?: string) {
  const csrf = await nextAuth("GET", ["csrf"], undefined, {});
  const csrfToken = (csrf.body as { csrfToken: string }).csrfToken;
  const csrfCookie = csrf.setCookies[0].split(";")[0];
  const [csrfName, csrfValue] = [csrfCookie.slice(0, csrfCookie.indexOf("=")), csrfCookie.slice(csrfCookie.indexOf("=") + 1)];
  const callback = await nextAuth("POST", ["callback", "credentials"], { email, password: PASSWORD, csrfToken, json: "true", ...(callbackUrl ? { callbackUrl } : {}) }, { [csrfName]: decodeURIComponent(csrfValue) });
  return { csrfName, csrfSetCookie: csrf.setCookies[0], callback };
}

async function signedInUser() {
  const organization = await createOrganization({ name: "Cookie Org" });
  return createUser(organization.id, { role: "recruiter", password: PASSWORD });
}

describe("session cookie", () => {
  it("over https is __Secure-next-auth.session-token, Secure and HttpOnly, and only that name signs API calls in", async () => {
    process.env.NEXTAUTH_URL = "https://hiring.example.test";
    delete process.env.APP_URL;
    expect(authOptions().useSecureCookies).toBe(true);
    const user = await signedInUser();

    // a callbackUrl that browsers read as another host: our redirect callback sends to our origin instead
    const { csrfName, csrfSetCookie, callback } = await signIn(user.email, "/\\evil.example/phish");
    expect(csrfName).toBe("__Host-next-auth.csrf-token");
    expect(csrfSetCookie.toLowerCase()).toContain("; secure");
    expect(callback.body).toEqual({ url: "https://hiring.example.test/" });
    expect(cookieNamed(callback.setCookies, "next-auth.session-token")).toBeUndefined();
    const session = cookieNamed(callback.setCookies, "__Secure-next-auth.session-token");
    expect(session, callback.setCookies.join("\n")).toBeDefined();
    expect(session!.attributes).toEqual(expect.arrayContaining(["secure", "httponly", "path=/", "samesite=lax"]));

    const withPrefix = await call("GET", "/api/team", { cookie: `__Secure-next-auth.session-token=${session!.value}` });
    expect(withPrefix.status).toBe(200);
    expect(withPrefix.body.members.map((m: { id: string }) => m.id)).toEqual([user.id]);
    // the same token under the unprefixed name could have been planted over plain http
    const planted = await call("GET", "/api/team", { cookie: `next-auth.session-token=${session!.value}` });
    expect(planted.status).toBe(401);
  });

  it("APP_URL on https is enough to turn secure cookies on", async () => {
    delete process.env.NEXTAUTH_URL;
    process.env.APP_URL = "https://hiring.example.test";
    expect(authOptions().useSecureCookies).toBe(true);
  });

  it("over plain http keeps next-auth's unprefixed name without Secure, and reads only that name", async () => {
    process.env.NEXTAUTH_URL = "http://localhost:3000";
    process.env.APP_URL = "http://localhost:3000";
    expect(authOptions().useSecureCookies).toBe(false);
    const user = await signedInUser();

    const { csrfName, callback } = await signIn(user.email, "http://localhost:3000/jobs/3?x=1#y");
    expect(csrfName).toBe("next-auth.csrf-token");
    expect(callback.body).toEqual({ url: "http://localhost:3000/jobs/3?x=1#y" });
    const session = cookieNamed(callback.setCookies, "next-auth.session-token");
    expect(session, callback.setCookies.join("\n")).toBeDefined();
    expect(session!.attributes).not.toContain("secure");
    expect(session!.attributes).toContain("httponly");

    expect((await call("GET", "/api/team", { cookie: `next-auth.session-token=${session!.value}` })).status).toBe(200);
    expect((await call("GET", "/api/team", { cookie: `__Secure-next-auth.session-token=${session!.value}` })).status).toBe(401);
  });

  it("a wrong password sets no session cookie", async () => {
    process.env.NEXTAUTH_URL = "https://hiring.example.test";
    const user = await signedInUser();
    const csrf = await nextAuth("GET", ["csrf"], undefined, {});
    const csrfToken = (csrf.body as { csrfToken: string }).csrfToken;
    const csrfCookie = csrf.setCookies[0].split(";")[0];
    const eq = csrfCookie.indexOf("=");
    const failed = await nextAuth("POST", ["callback", "credentials"], { email: user.email, password: "not-the-password", csrfToken, json: "true" }, {
      [csrfCookie.slice(0, eq)]: decodeURIComponent(csrfCookie.slice(eq + 1)),
    });
    expect(failed.setCookies.some((c) => c.includes("session-token"))).toBe(false);
  });
});
