import { sessionCookieName } from "@/lib/auth/session-cookie";

// A browser's credentials sign-in through the app's real next-auth route, as next-auth's client
// does it (CSRF token, then the credentials callback with json=true): the session cookie it got,
// ready for `call(..., { cookie })`, or the ?error= message the sign-in page would show.
export type SignInOutcome = { cookie: string | null; error: string | null };

export async function signInWithCredentials(
  baseUrl: string,
  fields: { email: string; password: string; code?: string },
  userAgent = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0",
): Promise<SignInOutcome> {
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`, { headers: { "user-agent": userAgent } });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const csrfCookies = csrf.headers.getSetCookie().map((line) => line.split(";")[0]);
  const response = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: csrfCookies.join("; "), "user-agent": userAgent },
    body: new URLSearchParams({ ...fields, csrfToken, json: "true", callbackUrl: `${baseUrl}/` }).toString(),
  });
  const session = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .find((pair) => pair.startsWith(`${sessionCookieName()}=`));
  const body = (await response.json().catch(() => null)) as { url?: string } | null;
  const error = body?.url ? new URL(body.url, baseUrl).searchParams.get("error") : null;
  return { cookie: session ?? null, error };
}
