import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caldavFetchWith, REQUESTS_PER_HOST } from "./caldav-fetch";

// A server that holds each request a moment and counts how many it holds at once.
let server: http.Server;
let base = "";
let holding = 0;
let most = 0;

beforeAll(async () => {
  server = http.createServer((_request, response) => {
    holding++;
    most = Math.max(most, holding);
    setTimeout(() => {
      holding--;
      response.end("ok");
    }, 30);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("requests to one CalDAV host", () => {
  it("keep at most REQUESTS_PER_HOST in flight, and all of them are answered", async () => {
    const fetchCalendar = caldavFetchWith({ allowPrivate: true });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => fetchCalendar(`${base}/calendar/${i}`).then((r) => r.text())));
    expect(answers).toEqual(Array(12).fill("ok"));
    expect(most).toBe(REQUESTS_PER_HOST);
  });
});
