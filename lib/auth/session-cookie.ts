// next-auth names and flags its cookies by whether the app is served over https: there the session
// cookie is `__Secure-next-auth.session-token` with `Secure`. The options and the cookie reader both
// ask this module, so they always agree on the name (docs/decisions/113).
const SECURE_SESSION_COOKIE = "__Secure-next-auth.session-token";
const PLAIN_SESSION_COOKIE = "next-auth.session-token";

// Either public URL on https means browsers reach the app over TLS (a proxy may terminate it).
export function usesSecureCookies(): boolean {
  return [process.env.NEXTAUTH_URL, process.env.APP_URL].some((url) => url?.trim().toLowerCase().startsWith("https://"));
}

export function sessionCookieName(): string {
  return usesSecureCookies() ? SECURE_SESSION_COOKIE : PLAIN_SESSION_COOKIE;
}
