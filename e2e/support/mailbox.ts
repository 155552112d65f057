import pg from "pg";
import { eventually } from "../../tests/support/eventually";

// A single-use link as its recipient gets it. The outbox API hides the tokens (docs/decisions/111);
// e2e has no SMTP server, so the stored mail is the delivery and the test reads the link there.
// (An interview's invitation is written by a queue job after the booking, so it may take a moment.)
export async function mailedLink(to: string, kind: "invitation" | "withdrawal_link" | "application_received" | "offer_sent" | "interview_scheduled", timeoutMs = 5000): Promise<string> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return await eventually(
      async () => {
        const { rows } = await client.query<{ text_body: string }>(
          "SELECT text_body FROM outbox_emails WHERE to_address = lower($1) AND kind = $2 ORDER BY id DESC LIMIT 1",
          [to, kind],
        );
        return rows[0] && /\/(?:invite|careers\/withdraw|careers\/offers|careers\/interview)\/[A-Za-z0-9_-]{20,}/.exec(rows[0].text_body)?.[0];
      },
      timeoutMs,
      `a ${kind} link mailed to ${to}`,
    );
  } finally {
    await client.end();
  }
}

// The kinds of mail queued to one address, oldest first: what a flow that mails without a link queued.
export async function mailedKinds(to: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ kind: string }>("SELECT kind FROM outbox_emails WHERE to_address = lower($1) ORDER BY id", [to]);
    return rows.map((row) => row.kind);
  } finally {
    await client.end();
  }
}

// The link to the candidate's own page of an application (docs/decisions/493), as the latest mail of
// `kind` to the address carries it.
export async function mailedPageLink(to: string, kind: string, timeoutMs = 5000): Promise<string> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return await eventually(
      async () => {
        const { rows } = await client.query<{ text_body: string }>("SELECT text_body FROM outbox_emails WHERE to_address = lower($1) AND kind = $2 ORDER BY id DESC LIMIT 1", [to, kind]);
        return rows[0] && /\/careers\/applications\/[A-Za-z0-9_-]{20,}/.exec(rows[0].text_body)?.[0];
      },
      timeoutMs,
      `an application page link mailed to ${to}`,
    );
  } finally {
    await client.end();
  }
}
