import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Each decision record says under its title whether it stands: "Status: accepted" (with what a
// later record changed, if anything) or "Status: superseded by N", naming a record that exists.
const DIR = path.join(process.cwd(), "docs", "decisions");

describe("decision records", () => {
  const files = readdirSync(DIR).filter((name) => name.endsWith(".md"));

  it("each open with a title and a status line", () => {
    const missing = files.filter((name) => {
      const lines = readFileSync(path.join(DIR, name), "utf8").split("\n");
      return !lines[0].startsWith("# ") || !lines.slice(1, 4).some((line) => /^Status: (accepted|superseded by \d{3})\b/.test(line));
    });
    expect(missing).toEqual([]);
  });

  it("name existing records where they are superseded", () => {
    const numbers = new Set(files.map((name) => name.slice(0, 3)));
    const dangling = files.flatMap((name) => {
      const status = readFileSync(path.join(DIR, name), "utf8").match(/^Status: superseded by (\d{3})/m);
      return status && !numbers.has(status[1]) ? [`${name} → ${status[1]}`] : [];
    });
    expect(dangling).toEqual([]);
  });
});
