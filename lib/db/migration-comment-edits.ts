import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

// Applied migrations whose comments were reworded after they ran (to stop pointing at documents
// outside the repository). For each: the checksum databases recorded before the edit, and the
// checksum of its statements (every line but whole-line `--` comments), which the edit left as
// they were. A database that recorded the earlier checksum takes the new file without running it
// again; any other difference is still refused. Kept in prisma/migrations/comment-edits.json.
export type CommentEdit = { before: string; statements: string };

export function statementsChecksum(sql: string): string {
  const statements = sql
    .split(/(?<=\n)/)
    .filter((line) => !line.trimStart().startsWith("--"))
    .join("");
  return createHash("sha256").update(statements).digest("hex");
}

export function readCommentEdits(dir: string): Record<string, CommentEdit> {
  try {
    return JSON.parse(readFileSync(path.join(dir, "comment-edits.json"), "utf8")) as Record<string, CommentEdit>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw error;
  }
}

// The recorded checksum belongs to this file before an edit of its comments only.
export function isCommentOnlyEdit(edit: CommentEdit | undefined, recorded: string, sql: string): boolean {
  return edit !== undefined && edit.before === recorded && edit.statements === statementsChecksum(sql);
}
