import { describe, expect, it } from "vitest";
import { safeCallbackPath } from "./safe-callback";

const ORIGIN = "https://hiring.example.test";

// Forms that browsers (or a second decoding) turn into another host; each must fall back to "/".
const REJECTED: string[] = [
  "//evil.example",
  "//evil.example/phish",
  "/\\evil.example/phish",
  "\\\\evil.example",
  "\\/evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r/evil.example",
  "///evil.example",
  "////evil.example",
  "/.//evil.example",
  "/a/..//evil.example",
  "/%2e%2e//evil.example",
  "https://evil.example",
  "http://evil.example/home",
  "HTTPS://evil.example",
  "https:evil.example",
  "http:evil.example",
  "http:/evil.example",
  "javascript:alert(1)",
  "JavaScript:alert(document.cookie)",
  "data:text/html,<script>alert(1)</script>",
  "%2F%2Fevil.example",
  "%2f%5cevil.example",
  "evil.example",
  "home",
  " //evil.example",
  "\t//evil.example",
  "\u0000//evil.example",
  "\u001f/evil.example",
  "/home ",
  " /home",
  "/home\u0000",
  "/home\u007f",
  "/home\n",
  `${ORIGIN}.evil.example/home`,
  `${ORIGIN}@evil.example/home`,
  "https://hiring.example.test:8443/home",
  "http://hiring.example.test/home",
  "",
  `/${"a".repeat(2048)}`,
];

// Percent-encoded forms stay encoded: a browser asks our own server for that odd path.
const KEPT: [string, string][] = [
  ["/jobs/3?x=1#y", "/jobs/3?x=1#y"],
  ["/home", "/home"],
  ["/", "/"],
  ["/jobs?q=engineer", "/jobs?q=engineer"],
  ["/%09/evil.example", "/%09/evil.example"],
  ["/%5Cevil.example", "/%5Cevil.example"],
  ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
  ["/jobs/../home", "/home"],
  [`${ORIGIN}/jobs/3?x=1#y`, "/jobs/3?x=1#y"],
  [`${ORIGIN}`, "/"],
  ["HTTPS://HIRING.example.test/home", "/home"],
  ["/caf\u00e9", "/caf%C3%A9"],
];

// Follows a returned value the way a browser would from a page of our app.
function followedFrom(page: string, value: string): URL {
  return new URL(value, page);
}

describe("safeCallbackPath", () => {
  it.each(REJECTED)("falls back for %j", (value) => {
    expect(safeCallbackPath(value, ORIGIN)).toBe("/");
    expect(safeCallbackPath(value, ORIGIN, "/home")).toBe("/home");
  });

  it.each(KEPT)("keeps %j as %j", (value, expected) => {
    expect(safeCallbackPath(value, ORIGIN)).toBe(expected);
  });

  it("falls back for anything that is not a string", () => {
    for (const value of [undefined, null, 42, ["/home"], { toString: () => "/home" }]) {
      expect(safeCallbackPath(value, ORIGIN)).toBe("/");
    }
  });

  it("returns only paths that every page of our origin resolves to itself", () => {
    for (const value of [...REJECTED, ...KEPT.map(([v]) => v)]) {
      const path = safeCallbackPath(value, ORIGIN);
      expect(path.startsWith("/") && !path.startsWith("//"), JSON.stringify(value)).toBe(true);
      for (const page of [`${ORIGIN}/login?callbackUrl=x`, `${ORIGIN}/a/b/c`]) {
        const target = followedFrom(page, path);
        expect(target.origin, JSON.stringify(value)).toBe(ORIGIN);
        expect(target.hostname).not.toContain("evil");
      }
    }
  });

  it("judges against the given origin, also one with a port", () => {
    const local = "http://127.0.0.1:3111";
    expect(safeCallbackPath("http://127.0.0.1:3111/jobs", local)).toBe("/jobs");
    expect(safeCallbackPath("http://127.0.0.1:3112/jobs", local)).toBe("/");
    expect(safeCallbackPath("/\\127.0.0.1:3112/jobs", local)).toBe("/");
    expect(safeCallbackPath("/jobs", "not a url")).toBe("/");
  });
});
