import { describe, expect, it } from "vitest";
import { parseTrustedProxies, peerIsTrustedProxy, resolveClientAddress } from "@/lib/net/trusted-proxies";

describe("resolveClientAddress", () => {
  it("trusts nobody by default: the socket peer is the client, whatever the header says", () => {
    const none = parseTrustedProxies(undefined);
    expect(resolveClientAddress(none, "::ffff:192.0.2.9", "1.2.3.4")).toBe("192.0.2.9");
    expect(resolveClientAddress(parseTrustedProxies(""), "192.0.2.9", "1.2.3.4")).toBe("192.0.2.9");
    expect(peerIsTrustedProxy(none, "127.0.0.1")).toBe(false);
  });

  it("walks the hops from the nearest and stops at the first untrusted one", () => {
    const trust = parseTrustedProxies("10.0.0.0/8, 192.168.1.1, fd00::/8");
    expect(resolveClientAddress(trust, "10.0.0.2", "6.6.6.6, 198.51.100.4, 10.9.9.9")).toBe("198.51.100.4");
    expect(resolveClientAddress(trust, "::ffff:192.168.1.1", "2001:db8::1")).toBe("2001:db8::1");
    expect(resolveClientAddress(trust, "fd00::5", "198.51.100.4")).toBe("198.51.100.4");
    // a peer outside the list: its header is ignored
    expect(resolveClientAddress(trust, "192.168.1.2", "198.51.100.4")).toBe("192.168.1.2");
    // every hop trusted: the farthest one; no usable hop: the peer
    expect(resolveClientAddress(trust, "10.0.0.2", "10.1.1.1, 10.2.2.2")).toBe("10.1.1.1");
    expect(resolveClientAddress(trust, "10.0.0.2", "not-an-ip, ")).toBe("10.0.0.2");
  });

  it("with a hop count, takes the address the outermost proxy appended", () => {
    expect(resolveClientAddress(parseTrustedProxies("1"), "172.16.0.1", "6.6.6.6, 198.51.100.4")).toBe("198.51.100.4");
    expect(resolveClientAddress(parseTrustedProxies("2"), "172.16.0.1", "6.6.6.6, 198.51.100.4, 172.16.0.9")).toBe("198.51.100.4");
    expect(resolveClientAddress(parseTrustedProxies("3"), "172.16.0.1", "198.51.100.4")).toBe("198.51.100.4");
    expect(resolveClientAddress(parseTrustedProxies("1"), "172.16.0.1", undefined)).toBe("172.16.0.1");
  });

  it("refuses a malformed setting with a message naming the entry", () => {
    expect(() => parseTrustedProxies("10.0.0.0/33")).toThrow(/10.0.0.0\/33/);
    expect(() => parseTrustedProxies("proxy.internal")).toThrow(/proxy.internal/);
    expect(() => parseTrustedProxies("99")).toThrow(/32/);
  });
});
