import { VARIABLES } from "@/lib/env-variables";

// docs/deploy.md's table of variables, made from the same definitions the app validates with;
// `npm run docs:env` writes it between these markers and tests/env.test.ts keeps them equal.
export const TABLE_START = "<!-- env-table:start (npm run docs:env writes this table from lib/env-variables.ts) -->";
export const TABLE_END = "<!-- env-table:end -->";

export function environmentTable(): string {
  const rows = Object.entries(VARIABLES).map(([name, v]) => `| \`${name}\` | ${v.default} | ${v.accepts} | ${v.meaning} |`);
  return ["| variable | default | accepts | meaning |", "|---|---|---|---|", ...rows].join("\n");
}

export function withEnvironmentTable(document: string): string {
  const start = document.indexOf(TABLE_START);
  const end = document.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error("docs/deploy.md has no environment table markers");
  return `${document.slice(0, start + TABLE_START.length)}\n${environmentTable()}\n${document.slice(end)}`;
}
