import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { englishRecruiterT } from "@/tests/support/recruiter-t";
import { api, ApiError, messageOf } from "./api";

const t = englishRecruiterT();

function answer(status: number, body: unknown) {
  vi.stubGlobal("fetch", vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { "content-type": "application/json" } })));
}

async function failure(): Promise<ApiError> {
  const caught = await api("GET", "/api/jobs").then(
    () => null,
    (error: unknown) => error,
  );
  expect(caught).toBeInstanceOf(ApiError);
  return caught as ApiError;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// The browser's words for a failed request come from Recruiter.Ui.ApiErrors (decision 431); the API's
// own words are shown as it wrote them.
describe("a failed request", () => {
  it("shows the API's own message and keeps the fields it names", async () => {
    answer(400, { error: "Invalid body", details: [{ path: "title", message: "is required" }] });
    const error = await failure();
    expect(error.code).toBe("server");
    expect(error.details).toEqual([{ path: "title", message: "is required" }]);
    expect(messageOf(error, t)).toBe("Invalid body");
  });

  it.each([
    [401, "signedOut", "Your session has ended. Sign in again."],
    [403, "forbidden", "You do not have permission to do this."],
    [404, "notFound", "Not found. It may have been deleted or you no longer have access."],
    [429, "tooManyRequests", "Too many requests. Wait a moment and try again."],
    [502, "failed", "The server could not complete the request (HTTP 502)."],
  ])("without words of the API's own (HTTP %i) is said from the catalogue", async (status, code, words) => {
    answer(status, undefined);
    const error = await failure();
    expect(error.status).toBe(status);
    expect(error.code).toBe(code);
    expect(messageOf(error, t)).toBe(words);
  });

  it("that never reached the server says so", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    const error = await failure();
    expect([error.status, error.code]).toEqual([0, "offline"]);
    expect(messageOf(error, t)).toBe("Could not reach the server. Check your connection and try again.");
  });

  it("that was aborted is no error to show", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new DOMException("aborted", "AbortError"))));
    await expect(api("GET", "/api/jobs")).rejects.toMatchObject({ name: "AbortError" });
  });

  it("reads another thrown value in the reader's words", () => {
    expect(messageOf(new Error("Could not read the file"), t)).toBe("Could not read the file");
    expect(messageOf("boom", t)).toBe("Something went wrong. Try again.");
  });
});

describe("an aborted request", () => {
  // a real server that sends the start of an answer and then waits: the abort comes mid-body
  it("stays an abort when the body was cut off, not an empty answer", async () => {
    const server = createServer((_request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.write('{"jobs": [');
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const realFetch = globalThis.fetch;
    const controller = new AbortController();
    vi.stubGlobal("fetch", async (input: string, init: RequestInit) => {
      const response = await realFetch(`http://127.0.0.1:${port}${input}`, init);
      controller.abort();
      return response;
    });
    try {
      await expect(api("GET", "/api/jobs", { signal: controller.signal })).rejects.toMatchObject({ name: "AbortError" });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
