import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findLiterals } from "@/scripts/recruiter-literals";

// The recruiter UI's words live in messages/recruiter.en.json (docs/decisions/365, 420): a
// component that writes English straight into its JSX, its aria-labels, placeholders or toasts
// fails here with the file, line and text.
const root = path.resolve(import.meta.dirname, "..");

function tsxUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".tsx"))
    .map((file) => path.posix.join(dir, file.split(path.sep).join("/")));
}

// The careers pages have their own catalogues (decision 360) and the sign-in page is not part of the
// signed-in app; the outbox screen's component sits with the careers components for history's sake.
const RECRUITER_FILES = [...tsxUnder("components"), ...tsxUnder("app/(recruiter)")]
  .filter((file) => !file.startsWith("components/careers/") || file === "components/careers/OutboxView.tsx")
  .filter((file) => !file.startsWith("components/auth/"))
  .sort();


describe("recruiter strings", () => {
  it("are read from the catalogue, not written into the components", () => {
    // every screen's components, the shared controls and the pages (a glob gone wrong finds nothing)
    expect(RECRUITER_FILES.length).toBeGreaterThan(120);
    const found = RECRUITER_FILES.flatMap((file) =>
      findLiterals(file, readFileSync(path.join(root, file), "utf8")).map((literal) => `${file}:${literal.line} ${literal.text}`),
    );
    expect(found).toEqual([]);
  });


  it("are found wherever a reader would see them", () => {
    const source = `
      export function Panel({ count }: { count: number }) {
        const toast = useToast();
        return (
          <section aria-label="Notes" className="p-4" data-testid="notes">
            <h2>Notes</h2>
            <p>{count > 0 ? "Some" : t("none")}</p>
            <input placeholder={\`Search \${count}\`} name="query" />
            <button onClick={() => toast.show("Saved")}>{t("save")}</button>
          </section>
        );
      }`;
    expect(findLiterals("Panel.tsx", source).map((literal) => literal.text)).toEqual(["Notes", "Notes", "Some", "Search", "Saved"]);
  });

  it("let through what is no word: class names, ids, keys, punctuation and catalogue reads", () => {
    const source = `
      export function Row({ id }: { id: string }) {
        return (
          <li key={id} id={\`row-\${id}\`} className="flex gap-2" aria-describedby="hint" data-state="open">
            {" · "}{t("name", { id })}{"…"}
          </li>
        );
      }`;
    expect(findLiterals("Row.tsx", source)).toEqual([]);
  });
});
