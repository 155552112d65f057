import { expect } from "vitest";

// A stored file as its handler answers it (docs/decisions/190, 451): sandboxed, so a crafted file runs
// nothing in our origin, framed only by our own pages, and never sniffed into another type.
export function expectSandboxed(headers: Headers, what: string): void {
  expect(headers.get("content-security-policy"), what).toBe("sandbox; frame-ancestors 'self'");
  expect(headers.get("x-frame-options"), what).toBe("SAMEORIGIN");
  expect(headers.get("x-content-type-options"), what).toBe("nosniff");
}
