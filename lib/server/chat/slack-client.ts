import { WebClient } from "@slack/web-api";
import { env } from "@/lib/env";

// The official Slack client on the configured Web API address. Its own retries are off: a failed
// post is retried by the job queue, where the admins see each attempt (docs/decisions/482).
export function slackClient(botToken: string): WebClient {
  return new WebClient(botToken, { slackApiUrl: env().SLACK_API_URL, retryConfig: { retries: 0 }, rejectRateLimitedCalls: true, timeout: 10_000 });
}

// The error Slack answered with ("users_not_found", "invalid_auth"), else the client's message.
export function slackError(error: unknown): string {
  const data = (error as { data?: { error?: unknown } }).data;
  if (data && typeof data.error === "string") return data.error;
  return error instanceof Error ? error.message.slice(0, 300) : String(error).slice(0, 300);
}
