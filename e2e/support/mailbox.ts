import pg from "pg";

// A single-use link as its recipient gets it. The outbox API hides the tokens (docs/decisions/111);
// e2e has no SMTP server, so the stored mail is the delivery and the test reads the link there.
export async function mailedLink(to: string, kind: "invitation" | "withdrawal_link" | "application_received"): Promise<string> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 20; attempt++) {
      const { rows } = await client.query<{ text_body: string }>(
        "SELECT text_body FROM outbox_emails WHERE to_address = lower($1) AND kind = $2 ORDER BY id DESC LIMIT 1",
        [to, kind],
      );
      const link = rows[0] && /\/(?:invite|careers\/withdraw)\/[A-Za-z0-9_-]{20,}/.exec(rows[0].text_body)?.[0];
      if (link) return link;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await client.end();
  }
  throw new Error(`no ${kind} link mailed to ${to}`);
}
