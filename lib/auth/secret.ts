// next-auth signs and encrypts session cookies with this. `npm start` creates and keeps one
// under .data/ when none is configured; tests and CI pass their own.
export function authSecret(): string {
  const secret = process.env.NEXTAUTH_SECRET;
  if (secret && secret.length >= 16) return secret;
  if (process.env.NODE_ENV === "production") {
    throw new Error("NEXTAUTH_SECRET must be set (at least 16 characters) in production");
  }
  return "development-only-secret-change-me";
}
