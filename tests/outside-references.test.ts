import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The repository stands alone: a comment, document or message that sends the reader to a file
// outside it dangles for everyone who clones it. The names are assembled here so that this file
// does not match itself.
const OUTSIDE = [["DECISIONS", "md"].join("."), ["..", "shared", ""].join("/"), ["shared", "spec"].join("/"), ["shared", "notes"].join("/"), ["HOUSE", "STYLE"].join("-"), ["hiring-service", "interface"].join("-")];

describe("references to files outside the repository", () => {
  it("appear in no tracked text file", () => {
    const files = execFileSync("git", ["ls-files", "-z"], { encoding: "utf8" }).split("\0").filter(Boolean);
    const found: string[] = [];
    for (const file of files) {
      if (/\.(png|jpe?g|gif|ico|pdf|docx?|woff2?|ttf|zip|gz)$/i.test(file)) continue;
      let text: string;
      try {
        text = readFileSync(file, "utf8");
      } catch {
        continue; // listed by git but not in this checkout (a deleted file not yet committed)
      }
      text.split("\n").forEach((line, index) => {
        for (const name of OUTSIDE) if (line.includes(name)) found.push(`${file}:${index + 1}: ${name}`);
      });
    }
    expect(found).toEqual([]);
  });
});
