import { BlockList, isIP } from "node:net";

// Which peers may tell us who the client is (docs/decisions/100-trusted-proxies.md).
// TRUSTED_PROXIES is empty (trust nobody: the TCP peer is the client), a whole number N (N proxies
// stand in front, whatever their addresses), or a comma-separated list of addresses and CIDRs.
export type TrustedProxies =
  | { kind: "none" }
  | { kind: "hops"; count: number }
  | { kind: "list"; list: BlockList; text: string };

export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const text = (value ?? "").trim();
  if (text === "" || text === "0") return { kind: "none" };
  if (/^\d+$/.test(text)) {
    const count = Number(text);
    if (count > 32) throw new Error(`TRUSTED_PROXIES=${text}: at most 32 proxy hops`);
    return { kind: "hops", count };
  }
  const list = new BlockList();
  for (const entry of text.split(",").map((e) => e.trim()).filter(Boolean)) {
    const [address, prefix, extra] = entry.split("/");
    const family = isIP(address);
    if (!family || extra !== undefined) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR`);
    const type = family === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const bits = /^\d+$/.test(prefix) ? Number(prefix) : NaN;
    if (!(bits >= 0 && bits <= (family === 6 ? 128 : 32))) throw new Error(`TRUSTED_PROXIES: "${entry}" has an invalid prefix length`);
    list.addSubnet(address, bits, type);
  }
  return { kind: "list", list, text };
}

// "::ffff:10.0.0.1" (an IPv4 peer on a dual-stack socket) is 10.0.0.1.
export function normalizeAddress(address: string): string {
  const trimmed = address.trim().replace(/^\[(.*)\]$/, "$1");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1] : trimmed.toLowerCase();
}

function listTrusts(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? "ipv6" : "ipv4");
}

// The client's address: the peer, unless the peer is a trusted proxy; then the X-Forwarded-For
// hops are walked from the nearest one back, and the first hop we do not trust is the client.
export function resolveClientAddress(trust: TrustedProxies, peer: string, forwardedFor: string | undefined): string {
  const socketPeer = normalizeAddress(peer);
  if (trust.kind === "none") return socketPeer;
  const hops = (forwardedFor ?? "").split(",").map(normalizeAddress).filter((h) => isIP(h) !== 0);
  if (trust.kind === "hops") {
    // the peer is proxy 1; proxies 2..N appended the last N-1 hops
    if (hops.length === 0) return socketPeer;
    return hops[Math.max(0, hops.length - trust.count)];
  }
  if (!listTrusts(trust.list, socketPeer)) return socketPeer;
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!listTrusts(trust.list, hops[i])) return hops[i];
  }
  return hops[0] ?? socketPeer;
}

// Whether the peer's forwarded Host and protocol may be believed.
export function peerIsTrustedProxy(trust: TrustedProxies, peer: string): boolean {
  if (trust.kind === "none") return false;
  if (trust.kind === "hops") return true;
  return listTrusts(trust.list, normalizeAddress(peer));
}
