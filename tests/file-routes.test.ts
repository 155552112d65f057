import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import fileRoutes from "@/lib/api/file-routes.json";
import { listApiRoutes } from "./support/route-table";

// The answers of stored files keep their sandbox as served (docs/decisions/451). Next lets
// next.config.js's headers win over a handler's, and the config gives every API answer the page
// policy and every path X-Frame-Options: DENY, so each file route needs its own later entry. They
// come from one declaration, lib/api/file-routes.json: this checks that every route answering a
// file is in it and that the config puts it last. The handlers' own headers are asserted where
// each route is tested (tests/support/file-headers.ts); e2e/file-headers.spec.ts asserts them as
// the built server sends them.

type HeaderEntry = { source: string; headers: { key: string; value: string }[] };

// app/api/messages/[id]/attachments/[attachmentId] as /api/messages/:id/attachments/:attachmentId
const nextPattern = (segments: string[]) => "/" + segments.map((s) => s.replace(/^\[(\w+)\]$/, ":$1")).join("/");

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourcesUnder(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("routes that answer a stored file", () => {
  it("are every route answering through candidateFileResponse, and none is missing from lib/api/file-routes.json", () => {
    const answering = listApiRoutes()
      .filter((route) => /candidateFileResponse\(|Readable|fileStore\(/.test(readFileSync(route.file, "utf8")))
      .map((route) => nextPattern(route.segments));
    expect(answering.sort()).toEqual([...fileRoutes.routes].sort());
    // and the helper is the only code that streams a stored file into an answer
    const streaming = sourcesUnder(path.join(process.cwd(), "lib")).filter((file) => readFileSync(file, "utf8").includes("Readable.toWeb("));
    expect(streaming.map((file) => path.relative(process.cwd(), file))).toEqual(["lib/api/file-response.ts"]);
  });

  it("get the sandbox from next.config.js after the page policy and X-Frame-Options: DENY, so theirs is the one sent", async () => {
    const config = createRequire(import.meta.url)(path.join(process.cwd(), "next.config.js")) as (phase: string) => { headers: () => Promise<HeaderEntry[]> };
    const entries = await config("phase-production-build").headers();
    const sets = (entry: HeaderEntry, key: string) => entry.headers.some((h) => h.key.toLowerCase() === key.toLowerCase());
    const declared = Object.entries(fileRoutes.headers).map(([key, value]) => ({ key, value }));
    expect(declared).toEqual([
      { key: "Content-Security-Policy", value: "sandbox; frame-ancestors 'self'" },
      { key: "X-Frame-Options", value: "SAMEORIGIN" },
    ]);
    const lastBroad = Math.max(...entries.map((entry, i) => (!fileRoutes.routes.includes(entry.source) && declared.some((h) => sets(entry, h.key)) ? i : -1)));
    expect(entries[lastBroad].source).toBe("/:path*");
    for (const route of fileRoutes.routes) {
      const own = entries.findIndex((entry) => entry.source === route);
      expect(own, route).toBeGreaterThan(lastBroad);
      expect(entries[own].headers, route).toEqual(declared);
    }
  });
});
