import { lookup as dnsLookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { env } from "@/lib/env";

// Where a webhook may be sent (docs/decisions/144): https only, to a host whose every address is
// public. Checked when an endpoint is saved and again before each attempt, and the attempt
// connects to the very address checked, so a DNS answer that changes in between cannot redirect
// it to an internal service. WEBHOOK_ALLOW_PRIVATE_TARGETS=true lifts both rules.

export class TargetRefused extends Error {}

const REFUSED = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT (also Alibaba's metadata 100.100.100.200)
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, cloud metadata 169.254.169.254
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments (Oracle's metadata 192.0.0.192)
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved and broadcast
] as const) {
  REFUSED.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  // forms that reach an IPv4 address through a translator or tunnel we cannot see: refused whatever they embed
  ["64:ff9b::", 96], // NAT64
  ["64:ff9b:1::", 48], // local NAT64
  ["100::", 64], // discard
  ["2001::", 23], // IETF protocol assignments (Teredo and others)
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4, embeds any IPv4 address
  ["fc00::", 7], // unique local (AWS's metadata fd00:ec2::254)
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
] as const) {
  REFUSED.addSubnet(network, prefix, "ipv6");
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 4) return !REFUSED.check(address, "ipv4");
  const embedded = embeddedIpv4(address);
  return embedded ? !REFUSED.check(embedded, "ipv4") : !REFUSED.check(address, "ipv6");
}

// The IPv4 address an IPv6 address stands for when its first 96 bits are those of IPv4-mapped
// (::ffff:0:0/96), IPv4-compatible (::/96, deprecated) or IPv4-translated (::ffff:0:0:0/96) forms, which
// hosts may reach as that IPv4 address (::7f00:1 and ::ffff:0:7f00:1 are 127.0.0.1): such an address
// is judged by the IPv4 rule. NAT64, 6to4 and Teredo are refused whole in the table above.
function embeddedIpv4(address: string): string | null {
  const words = ipv6Words(address);
  const prefix = words.slice(0, 6).join(":");
  if (prefix !== "0:0:0:0:0:0" && prefix !== "0:0:0:0:0:65535" && prefix !== "0:0:0:0:65535:0") return null;
  return [words[6] >> 8, words[6] & 255, words[7] >> 8, words[7] & 255].join(".");
}

// The eight 16-bit words of an IPv6 address that isIP accepted ("::" expanded, a dotted IPv4 tail read).
function ipv6Words(address: string): number[] {
  let text = address.split("%")[0].toLowerCase();
  const dotted = /^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(2).map(Number);
    text = `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::");
  const before = head ? head.split(":") : [];
  const after = tail ? tail.split(":") : [];
  const fill = tail === undefined ? [] : Array<string>(8 - before.length - after.length).fill("0");
  return [...before, ...fill, ...after].map((word) => parseInt(word, 16));
}

export type ResolvedTarget = { url: URL; address: string; family: 4 | 6 };
type Lookup = (hostname: string) => Promise<{ address: string; family: number }[]>;
// both for tests: the rule as configured and the system's resolver by default
export type TargetOptions = { allowPrivate?: boolean; lookup?: Lookup };

const systemLookup: Lookup = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export async function resolveWebhookTarget(text: string, options: TargetOptions = {}): Promise<ResolvedTarget> {
  const allowPrivate = options.allowPrivate ?? env().WEBHOOK_ALLOW_PRIVATE_TARGETS;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new TargetRefused("must be a URL");
  }
  if (url.protocol !== "https:" && !(allowPrivate && url.protocol === "http:")) throw new TargetRefused("must start with https://");
  if (url.username || url.password) throw new TargetRefused("must not contain a user name or password");
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await withTimeout((options.lookup ?? systemLookup)(host), 5000);
    } catch {
      throw new TargetRefused(`host ${host} could not be resolved`);
    }
  }
  if (addresses.length === 0) throw new TargetRefused(`host ${host} could not be resolved`);
  if (!allowPrivate) {
    const internal = addresses.find((a) => !isPublicAddress(a.address));
    if (internal) {
      throw new TargetRefused(`must reach a public address; ${host} resolves to ${internal.address} (loopback, private, link-local or reserved)`);
    }
  }
  const first = addresses[0];
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("timed out")), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
