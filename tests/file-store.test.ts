import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DiskFileStore } from "@/lib/files/disk-file-store";
import type { FileStore } from "@/lib/files/file-store";
import { S3FileStore } from "@/lib/files/s3-file-store";

// One contract, two stores: local disk, and an S3-compatible server (s3rver, a real HTTP server
// speaking the S3 REST API with signature checks) started here on a loopback port.
const s3 = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: await mkdtemp(path.join(tmpdir(), "h10-s3rver-")) });
const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
let endpoint = "";

beforeAll(async () => {
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: "us-east-1", forcePathStyle: true, credentials });
  await client.send(new CreateBucketCommand({ Bucket: "resumes" }));
});
afterAll(() => s3.close());

const stores: [string, () => Promise<FileStore>][] = [
  ["disk", async () => new DiskFileStore(await mkdtemp(path.join(tmpdir(), "h10-disk-")))],
  ["s3", async () => new S3FileStore({ bucket: "resumes", endpoint, region: "us-east-1", credentials })],
];

describe.each(stores)("%s file store", (_, makeStore) => {
  it("puts bytes and a spooled file, gets them back with their size, and deletes them", async () => {
    const store = await makeStore();
    await store.put("resumes/1/a", { bytes: Buffer.from("%PDF-1.4 bytes") }, "application/pdf");
    const spool = path.join(await mkdtemp(path.join(tmpdir(), "h10-spool-")), "upload");
    const large = "x".repeat(3 * 1024 * 1024);
    await writeFile(spool, large);
    await store.put("resumes/1/b", { path: spool, size: large.length }, "application/pdf");

    const a = await store.get("resumes/1/a");
    expect(a?.size).toBe(14);
    expect(await text(a!.body)).toBe("%PDF-1.4 bytes");
    const b = await store.get("resumes/1/b");
    expect(b?.size).toBe(large.length);
    expect((await text(b!.body)).length).toBe(large.length);

    await store.delete("resumes/1/a");
    expect(await store.get("resumes/1/a")).toBeNull();
    expect(await store.get("resumes/1/b")).not.toBeNull();
    // deleting what is not there is fine; a key never written is null
    await store.delete("resumes/1/a");
    expect(await store.get("resumes/9/never")).toBeNull();
  });

  it("replaces a key's content when put again", async () => {
    const store = await makeStore();
    await store.put("resumes/2/a", { bytes: Buffer.from("one") }, "application/pdf");
    await store.put("resumes/2/a", { bytes: Buffer.from("second") }, "application/pdf");
    expect(await text((await store.get("resumes/2/a"))!.body)).toBe("second");
  });
});

describe("S3 store against the server", () => {
  it("fails on wrong credentials rather than pretending to store", async () => {
    const wrong = new S3FileStore({ bucket: "resumes", endpoint, region: "us-east-1", credentials: { accessKeyId: "NOT-A-KEY", secretAccessKey: "wrong" } });
    await expect(wrong.put("resumes/3/a", { bytes: Buffer.from("x") }, "application/pdf")).rejects.toThrow();
  });
});
