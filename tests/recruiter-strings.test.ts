import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findLiterals } from "@/scripts/recruiter-literals";

// The recruiter UI's words live in messages/recruiter.en.json (docs/decisions/365, 420, 430): a
// component that writes English straight into its JSX, its aria-labels, placeholders or toasts, or a
// helper that returns, throws or stores a sentence of its own, fails here with the file, line and text.
const root = path.resolve(import.meta.dirname, "..");

function filesUnder(dir: string, extension: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(extension) && !file.endsWith(".test.ts") && !file.endsWith(".d.ts"))
    .map((file) => path.posix.join(dir, file.split(path.sep).join("/")));
}

// The careers pages have their own catalogues (decision 360); the outbox screen's component sits with
// the careers components for history's sake. The sign-in and invitation pages are the recruiter's first screens (decision 431).
const recruiterOnly = (file: string) => !file.startsWith("components/careers/") || file === "components/careers/OutboxView.tsx";
const RECRUITER_FILES = [...filesUnder("components", ".tsx"), ...filesUnder("app/(recruiter)", ".tsx"), ...filesUnder("app/login", ".tsx"), ...filesUnder("app/invite", ".tsx")].filter(recruiterOnly).sort();
// the helpers the screens build words with: components' .ts files and lib/ui
const HELPER_FILES = [...filesUnder("components", ".ts"), ...filesUnder("lib/ui", ".ts")].filter(recruiterOnly).sort();

// Files in English on purpose (docs/decisions/430): the reports' CSV is a file, like the feeds.
const ENGLISH_ON_PURPOSE = new Set(["components/reports/report-csv.ts"]);

const literalsOf = (file: string) => findLiterals(file, readFileSync(path.join(root, file), "utf8")).map((literal) => `${file}:${literal.line} ${literal.text}`);

describe("recruiter strings", () => {
  it("are read from the catalogue, not written into the components", () => {
    // every screen's components, the shared controls and the pages (a glob gone wrong finds nothing)
    expect(RECRUITER_FILES.length).toBeGreaterThan(120);
    expect(RECRUITER_FILES).toEqual(expect.arrayContaining(["app/invite/[token]/AcceptInvitation.tsx", "app/login/page.tsx", "components/auth/SignInForm.tsx", "components/board/ShortcutsDialog.tsx"]));
    expect(RECRUITER_FILES.flatMap(literalsOf)).toEqual([]);
  });

  it("are read from the catalogue by the helpers that build sentences, labels and messages", () => {
    expect(HELPER_FILES.length).toBeGreaterThan(30);
    expect(HELPER_FILES).toEqual(expect.arrayContaining(["components/audit/sentence.ts", "components/board/dnd.ts", "lib/ui/api.ts", "lib/ui/format.ts", "lib/ui/plain-errors.ts"]));
    const found = HELPER_FILES.filter((file) => !ENGLISH_ON_PURPOSE.has(file)).flatMap(literalsOf);
    expect(found).toEqual([]);
  });

  it("list only files that do hold English as English on purpose", () => {
    for (const file of ENGLISH_ON_PURPOSE) expect(literalsOf(file), file).not.toEqual([]);
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

  it("are found in a helper's sentences: returned, thrown, stored, handed on, or kept in a constant or an object of words", () => {
    const source = `
      export const STATUS_LABELS = { open: "Open", closed: "Closed" };
      export const UPLOAD_HINT = "Up to 5 files.";
      export function check(name: string, errors: Record<string, string>, fail: (field: string, message: string) => void) {
        if (!name) errors.name = "Give it a name.";
        if (name.length > 80) fail("name", \`Keep it to 80 characters (now \${name.length}).\`);
        if (name === "x") throw new Error("That name is taken");
        return name ? \`\${name} was saved\` : "Nothing was saved";
      }
      export const said = (name: string) => \`Picked up \${name}.\`;
      export const instructions = { draggable: "Press space to pick it up." };`;
    expect(findLiterals("check.ts", source).map((literal) => literal.text)).toEqual([
      "Open",
      "Closed",
      "Up to 5 files.",
      "Give it a name.",
      "Keep it to 80 characters (now  ).",
      "That name is taken",
      "was saved",
      "Nothing was saved",
      "Picked up  .",
      "Press space to pick it up.",
    ]);
  });

  it("are found in a component's sentences kept aside: in a variable, a list of rows, a local function or a callback's argument", () => {
    const source = `
      const SHORTCUTS = [{ keys: ["j"], action: "Next card in the column" }];
      export function Status({ name, state, save }: Props) {
        const summary = state === "none" ? "None yet" : t("some");
        const text = { pending: \`Will be rejected by rule: \${name}\`, done: "Rejected by rule" }[state];
        const label = () => \`\${name} was rejected\`;
        return <Button onClick={() => save({ status: "rejected" }, "Application reopened")}>{summary}{text}{label()}</Button>;
      }`;
    expect(findLiterals("Status.tsx", source).map((literal) => literal.text)).toEqual([
      "Next card in the column",
      "None yet",
      "Will be rejected by rule:",
      "Rejected by rule",
      "was rejected",
      "Application reopened",
    ]);
  });

  it("let a helper's technical strings through: ids, enum values, keys, class lists, selectors, URLs and words for developers", () => {
    const source = `
      export const stageDndId = (id: number) => \`stage-\${id}\`;
      export function status(value: string, t: T): string {
        if (value === "current") return "active";
        document.querySelector("a, button, input, label");
        console.warn("could not restore the scroll position");
        headers["content-type"] = "application/json";
        if (!t) throw new Error("useThing must be used inside <ThingProvider>");
        const tone = value === "open" ? "flex items-center gap-2" : "hidden sm:block";
        return t(\`Board.Filter.\${value}\`) + fetchFrom("https://example.com/api") + tone;
      }`;
    expect(findLiterals("status.ts", source)).toEqual([]);
  });
});

describe("the recruiter catalogue", () => {
  // A namespace a screen reads that the catalogue lacks shows key paths instead of words, and next-intl
  // only logs it: a lost block of messages/recruiter.en.json once left the job, message, pool and
  // settings screens so, with every other check green.
  it("has every namespace the screens and pages ask for", async () => {
    const { loadMessages } = await import("@/lib/i18n/messages");
    const catalogue = (await loadMessages("en")) as unknown as Record<string, unknown>;
    const files = [...RECRUITER_FILES, ...HELPER_FILES, ...filesUnder("app", ".tsx"), ...filesUnder("app", ".ts")];
    const asked = new Set<string>();
    for (const file of files) {
      for (const match of readFileSync(path.join(root, file), "utf8").matchAll(/(?:useTranslations|getTranslations)\(\s*(?:\{[^}]*namespace:\s*)?"(Recruiter(?:\.[A-Za-z]+)*)"/g)) asked.add(match[1]);
    }
    expect(asked.size).toBeGreaterThan(100);
    const missing = [...asked].filter((namespace) => {
      const found = namespace.split(".").reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined), catalogue);
      return !found || typeof found !== "object";
    });
    expect(missing.sort()).toEqual([]);
  });
});
