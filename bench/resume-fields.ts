import { execFileSync } from "node:child_process";
import path from "node:path";
import { FIELDS, TARGETS, figures, scoreCorpus, type Field, type Scored } from "@/scripts/resume-corpus/score";
import { loadAverage } from "./figures";

// npx tsx bench/resume-fields.ts [--misses] [--layout=moderncv-classic] [--dir=another corpus]
// The résumé parser (lib/resume-fields) over the corpus in tests/fixtures/resume-corpus, read as
// the product reads a file (lib/files/extract-text.ts): precision and recall per field, then per
// layout and per language. How each field is matched: scripts/resume-corpus/score.ts. --misses
// lists every wrong or missing answer, for work on the parser.
const args = process.argv.slice(2);
const dir = args.find((a) => a.startsWith("--dir="))?.slice("--dir=".length);
const only = args.find((a) => a.startsWith("--layout="))?.slice("--layout=".length);
const pct = (n: number) => (n * 100).toFixed(1).padStart(5);

function table(title: string, groups: Map<string, Scored[]>, fields: Field[]): void {
  console.log(`\n${title.padEnd(22)}${fields.map((f) => f.padStart(12)).join("")}`);
  for (const [name, scored] of groups) {
    const f = figures(scored);
    console.log(`${`${name} (${scored.length})`.padEnd(22)}${fields.map((field) => `${pct(f[field].precision)}/${pct(f[field].recall)}`.padStart(12)).join("")}`);
  }
}

function by(scored: Scored[], key: (s: Scored) => string): Map<string, Scored[]> {
  const groups = new Map<string, Scored[]>();
  for (const s of scored) groups.set(key(s), [...(groups.get(key(s)) ?? []), s]);
  return groups;
}

async function main(): Promise<void> {
  const started = performance.now();
  const all = await scoreCorpus(dir ? path.resolve(dir) : undefined);
  const scored = only ? all.filter((s) => s.entry.layout === only) : all;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"]).toString().trim();
  console.log(`résumé fields over ${scored.length} résumés, build of ${commit}, read and parsed in ${seconds} s, ${loadAverage()}`);
  const f = figures(scored);
  console.log(`\n${"field".padEnd(11)}${"precision".padStart(10)}${"recall".padStart(8)}   right/given/expected   target`);
  for (const field of FIELDS) {
    const target = TARGETS[field];
    const met = target === undefined ? "" : f[field].precision >= target && f[field].recall >= target ? `${target} met` : `${target} NOT MET`;
    console.log(`${field.padEnd(11)}${pct(f[field].precision).padStart(10)}${pct(f[field].recall).padStart(8)}   ${`${f[field].right}/${f[field].given}/${f[field].expected}`.padEnd(22)} ${met}`);
  }
  const short: Field[] = ["name", "email", "phone", "employers", "titles", "dates", "location", "skills"];
  table("layout (files), P/R %", by(scored, (s) => s.entry.layout), short);
  table("language, P/R %", by(scored, (s) => s.entry.language), short);
  if (args.includes("--misses")) {
    for (const s of scored) {
      const wrong = FIELDS.filter((field) => s.counts[field].right < Math.max(s.counts[field].given, s.counts[field].expected));
      if (!wrong.length) continue;
      console.log(`\n${s.entry.file}: ${wrong.join(", ")}`);
      const keys = new Set(wrong.map((field) => ({ employers: "experience", titles: "experience", dates: "experience", schools: "education", degrees: "education" } as Record<string, keyof Scored["parsed"]>)[field] ?? (field as keyof Scored["parsed"])));
      for (const key of keys) console.log(`  ${key}: got  ${JSON.stringify(s.parsed[key])}\n  ${key}: want ${JSON.stringify(s.entry.expected[key])}`);
    }
  }
}

void main();
