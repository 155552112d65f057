// The client's address for per-address rate limits. Next.js does not hand route handlers the
// socket address; it forwards it in X-Forwarded-For, as does a reverse proxy in front of it.
// See docs/decisions/004-client-address.md.
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for");
  if (forwarded) {
    const hops = forwarded.split(",").map((h) => h.trim()).filter(Boolean);
    if (hops.length > 0) return hops[hops.length - 1];
  }
  return request.headers.get("x-real-ip") ?? "unknown";
}
