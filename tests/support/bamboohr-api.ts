import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type BambooHrCall = { method: string; path: string; authorization: string | undefined; contentType: string | undefined; body: Record<string, unknown> | null };

// BambooHR's API on a loopback port, answering the documented calls the product makes as BambooHR
// does: every path under /api/gateway.php/{companyDomain}/v1/, HTTP Basic auth with the API key as
// the user name (any password), 401 for a wrong key, 404 for an unknown company, GET meta/fields as a
// JSON list, and POST employees/ with a JSON body answered 201, no body, and a Location header ending
// in the new employee's id (400 with X-BambooHR-Error-Message when firstName or lastName is missing).
// Keeps every call for the test to check; `fail` answers the next add-employee calls with the given
// statuses (503: an outage a retry outlasts; 400: a refusal). `port` is fixed where the server under
// test was told the address before the stand-in starts (the browser tests).
export async function startBambooHrApi(options: { companyDomain: string; apiKey: string; port?: number }) {
  const calls: BambooHrCall[] = [];
  const state = { fail: [] as number[], nextId: 4100 };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      let body: Record<string, unknown> | null;
      try {
        body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
      } catch {
        body = null;
      }
      const path = (req.url ?? "/").split("?")[0];
      calls.push({ method: req.method ?? "GET", path, authorization: req.headers.authorization, contentType: req.headers["content-type"], body });
      const answer = (status: number, headers: Record<string, string> = {}, payload?: unknown) => {
        res.writeHead(status, { ...(payload !== undefined ? { "content-type": "application/json" } : {}), ...headers });
        res.end(payload !== undefined ? JSON.stringify(payload) : undefined);
      };
      const match = /^\/api\/gateway\.php\/([^/]+)\/v1\/(.*)$/.exec(path);
      if (!match || match[1] !== options.companyDomain) return answer(404, { "X-BambooHR-Error-Message": "Company not found" });
      const auth = req.headers.authorization ?? "";
      // the password is ignored: only the user name (the key) counts
      const user = auth.startsWith("Basic ") ? Buffer.from(auth.slice(6), "base64").toString("utf8").split(":")[0] : null;
      if (user !== options.apiKey) return answer(401, { "X-BambooHR-Error-Message": "Invalid API key" });
      const resource = match[2];
      if (req.method === "GET" && resource === "meta/fields") {
        return answer(200, {}, [
          { id: 1, name: "First Name", type: "text", alias: "firstName" },
          { id: 2, name: "Last Name", type: "text", alias: "lastName" },
          { id: 4, name: "Hire Date", type: "date", alias: "hireDate" },
        ]);
      }
      if (req.method === "POST" && resource === "employees/") {
        if (state.fail.length > 0) {
          const status = state.fail.shift()!;
          return answer(status, { "X-BambooHR-Error-Message": status >= 500 ? "Service unavailable" : "Invalid field: department" });
        }
        if (!body || typeof body.firstName !== "string" || typeof body.lastName !== "string") return answer(400, { "X-BambooHR-Error-Message": "firstName and lastName are required" });
        const id = state.nextId++;
        return answer(201, { Location: `https://api.bamboohr.com/api/gateway.php/${options.companyDomain}/v1/employees/${id}` });
      }
      return answer(404);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
