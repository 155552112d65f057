import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { asOwner, ownerDb } from "@/lib/db/owner";
import { deliverWebhook } from "@/lib/server/webhooks/deliver-webhook";
import { postSigned } from "@/lib/server/webhooks/post-signed";
import { newSigningSecret } from "@/lib/server/webhooks/secret-box";
import { isPublicAddress, resolveWebhookTarget } from "@/lib/server/webhooks/webhook-target";
import { createJob } from "@/prisma/factories";
import { withApi } from "./support/http";
import { startWebhookReceiver } from "./support/webhook-receiver";
import { createWorld } from "./support/world";

// The target rules when sending (docs/decisions/144), with WEBHOOK_ALLOW_PRIVATE_TARGETS unset:
// the address is checked again before every attempt, and the attempt connects to it.
const { call } = withApi();
const answers = (...addresses: string[]) => async () => addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

describe("webhook targets", () => {
  it("tells public addresses from loopback, private, link-local, CGNAT, metadata and reserved ones", () => {
    for (const address of ["93.184.216.34", "8.8.8.8", "2606:4700::1111", "::ffff:8.8.8.8"]) expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      "127.0.0.1", "10.0.0.1", "172.31.255.255", "192.168.0.1", "169.254.169.254", "100.64.0.1", "100.100.100.200", "0.0.0.0",
      "192.0.0.192", "224.0.0.1", "255.255.255.255", "::1", "::", "fe80::1", "fc00::1", "fd00:ec2::254", "::ffff:127.0.0.1",
      "::ffff:169.254.169.254", "64:ff9b::a00:1", "2002:a00:1::", "not an address",
      // IPv4-compatible and IPv4-translated forms of loopback, private and metadata addresses, local NAT64, Teredo
      "::7f00:1", "::127.0.0.1", "::a00:1", "::ffff:0:7f00:1", "::ffff:0:127.0.0.1", "::ffff:0:a9fe:a9fe", "0:0:0:0:ffff:0:a00:1", "64:ff9b:1::a00:1", "2001::1",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it("refuses a host with any internal address among its answers, and keeps the first address otherwise", async () => {
    await expect(resolveWebhookTarget("https://hooks.partner.example/x", { allowPrivate: false, lookup: answers("93.184.216.34", "10.0.0.7") })).rejects.toThrow(
      "resolves to 10.0.0.7",
    );
    const target = await resolveWebhookTarget("https://hooks.partner.example/x", { allowPrivate: false, lookup: answers("93.184.216.34", "2606:4700::1111") });
    expect(target).toMatchObject({ address: "93.184.216.34", family: 4 });
    expect(target.url.hostname).toBe("hooks.partner.example");
    await expect(resolveWebhookTarget("http://hooks.partner.example/x", { allowPrivate: false, lookup: answers("93.184.216.34") })).rejects.toThrow("https://");
    // lifted: http and internal addresses are allowed (tests, on-premise receivers)
    await expect(resolveWebhookTarget("http://intranet.example/x", { allowPrivate: true, lookup: answers("10.0.0.7") })).resolves.toMatchObject({ address: "10.0.0.7" });
  });

  it("connects to the address it checked, keeping the host name for the request", async () => {
    const receiver = await startWebhookReceiver();
    const secret = newSigningSecret();
    const result = await postSigned(
      { url: `http://hooks.partner.example:${receiver.port}/pinned`, secret, eventId: "evt_pinned", body: '{"ok":true}' },
      { allowPrivate: true, lookup: answers("127.0.0.1") },
    );
    expect(result).toMatchObject({ ok: true, responseStatus: 200, error: null });
    expect(receiver.received[0].headers.host).toBe(`hooks.partner.example:${receiver.port}`);
    const headers = Object.fromEntries(Object.entries(receiver.received[0].headers).map(([k, v]) => [k, String(v)]));
    expect(new Webhook(secret).verify('{"ok":true}', headers)).toEqual({ ok: true });
    await receiver.close();
  });

  it("refuses at send time a target that became internal after it was saved, without connecting", async () => {
    const receiver = await startWebhookReceiver();
    const world = await createWorld();
    const created = await call("POST", "/api/webhooks", { key: world.admin.key, body: { url: "https://93.184.216.34/hook", events: ["job.updated"] } });
    expect(created.status).toBe(201);
    // as if its name now resolved to this machine (DNS rebinding)
    await ownerDb.webhook.update({ where: { id: created.body.webhook.id }, data: { url: `https://127.0.0.1:${receiver.port}/hook` } });
    const job = await createJob(world.organization.id, { title: "Rebound" });
    await call("PATCH", `/api/jobs/${job.id}`, { key: world.recruiter.key, body: { title: "Rebound twice" } });
    const delivery = await ownerDb.webhookDelivery.findFirstOrThrow({ where: { webhookId: created.body.webhook.id } });
    await asOwner(() => deliverWebhook({ deliveryId: delivery.id, attemptsMade: 0 }));
    const after = await ownerDb.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } });
    expect(after).toMatchObject({ attempt: 1, status: "pending", responseStatus: null });
    expect(after.lastError).toContain("refused: the URL must reach a public address; 127.0.0.1 resolves to 127.0.0.1");
    expect(receiver.received).toHaveLength(0);
    // the same job run again (as after a crash) finds the attempt made and does nothing
    await asOwner(() => deliverWebhook({ deliveryId: delivery.id, attemptsMade: 0 }));
    expect((await ownerDb.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } })).attempt).toBe(1);
    await receiver.close();
  });
});
