import { env } from "@/lib/env";

// BambooHR's REST API (https://documentation.bamboohr.com): every call is
// {base}/api/gateway.php/{companyDomain}/v1/…, with HTTP Basic auth whose user name is the API key and
// whose password is ignored. BAMBOOHR_API_URL points it elsewhere (tests run a local server).
export type BambooHrAccount = { companyDomain: string; apiKey: string };

export class BambooHrError extends Error {
  constructor(
    message: string,
    // the HTTP status, or null when no answer came (network, timeout)
    readonly status: number | null,
  ) {
    super(message);
  }
  // another try may succeed: no answer, a rate limit, a timeout or the server's own error
  get retryable(): boolean {
    return this.status === null || this.status === 408 || this.status === 429 || this.status >= 500;
  }
}

function url(account: BambooHrAccount, path: string): string {
  const base = env().BAMBOOHR_API_URL.replace(/\/+$/, "");
  return `${base}/api/gateway.php/${encodeURIComponent(account.companyDomain)}/v1/${path}`;
}

async function call(account: BambooHrAccount, method: "GET" | "POST", path: string, body?: object): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url(account, path), {
      method,
      headers: {
        Authorization: `Basic ${Buffer.from(`${account.apiKey}:x`).toString("base64")}`,
        Accept: "application/json",
        ...(body ? { "Content-Type": "application/json" } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      redirect: "error",
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new BambooHrError(`BambooHR did not answer (${error instanceof Error ? error.message : String(error)})`.slice(0, 300), null);
  }
  if (!response.ok) {
    // BambooHR explains a refusal in its X-BambooHR-Error-Message header
    const reason = response.headers.get("x-bamboohr-error-message") ?? (await response.text().catch(() => "")).slice(0, 200);
    throw new BambooHrError(`BambooHR answered ${response.status}${reason ? `: ${reason}` : ""}`.slice(0, 300), response.status);
  }
  return response;
}

// A cheap read the key must be allowed: the account's list of fields (GET /v1/meta/fields).
export async function tryBambooHrKey(account: BambooHrAccount): Promise<void> {
  const response = await call(account, "GET", "meta/fields");
  await response.body?.cancel();
}

// "Add employee" (POST /v1/employees/): answers 201 with a Location header ending in the new id.
export async function addBambooHrEmployee(account: BambooHrAccount, fields: Record<string, string>): Promise<string> {
  const response = await call(account, "POST", "employees/", fields);
  await response.body?.cancel();
  const id = /\/employees\/(\d+)\/?$/.exec(response.headers.get("location") ?? "")?.[1];
  if (!id) throw new BambooHrError(`BambooHR answered ${response.status} without the new employee's Location`, response.status);
  return id;
}
