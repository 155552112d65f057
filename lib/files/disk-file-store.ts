import { createReadStream } from "node:fs";
import { copyFile, mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FileSource, FileStore, StoredFile } from "./file-store";

// Files under one directory on local disk (the default; .data/files beside the embedded database).
// A file appears under its key only once complete: it is written beside it and renamed.
export class DiskFileStore implements FileStore {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  async put(key: string, source: FileSource): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.part`;
    if ("bytes" in source) await writeFile(partial, source.bytes);
    else await moveOrCopy(source.path, partial);
    await rename(partial, target);
  }

  async get(key: string): Promise<StoredFile | null> {
    const file = this.pathOf(key);
    try {
      const { size } = await stat(file);
      return { body: createReadStream(file), size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    if (!/^[a-z0-9][a-z0-9/_-]*$/i.test(key) || key.includes("..")) throw new Error("invalid file key");
    return path.join(this.root, key);
  }
}

// The spooled upload is moved when it is on the same file system, else copied (the spool stays
// with its owner, who removes it).
async function moveOrCopy(from: string, to: string) {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    await copyFile(from, to);
  }
}
