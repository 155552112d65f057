// Where to send a person after sign-in: a path on our own origin, or `fallback`. One rule for the
// login page, the sign-in form and next-auth's redirect callback (docs/decisions/110).
//
// Browsers resolve `/\evil.example`, `/<tab>/evil.example` and `///evil.example` to another host, so
// "starts with one slash" is not enough: the value is parsed against our origin the way a browser
// would, and what comes back is the parsed path, so the browser follows exactly what was judged.

const MAX_LENGTH = 2048;

// C0 controls, space, DEL and backslash: browsers drop or reinterpret them while parsing a URL
function hasUnsafeCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

export function safeCallbackPath(value: unknown, origin: string, fallback = "/"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return fallback;
  if (hasUnsafeCharacter(value)) return fallback;
  let own: string;
  let url: URL;
  try {
    own = new URL(origin).origin;
    url = new URL(value, own);
  } catch {
    return fallback;
  }
  if (url.origin !== own) return fallback;
  // a full URL only when it spells our origin itself (next-auth hands over absolute callback URLs)
  if (!value.startsWith("/") && !value.toLowerCase().startsWith(own.toLowerCase())) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // `/.//evil.example` normalizes to `//evil.example`, which would leave the origin when followed
  if (!path.startsWith("/") || path.startsWith("//")) return fallback;
  return path;
}
