// What a browser keeps between the redirects of a sign-in through an identity provider: its
// cookies, per host (paths ignored: each side reads only its own names). A cookie set with
// Max-Age=0 or an Expires in the past is dropped, as a browser drops it.
export class CookieBrowser {
  private jars = new Map<string, Map<string, string>>();

  // a request that follows no redirect itself, sending the host's cookies and keeping what it sets
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const { host } = new URL(url);
    const jar = this.jars.get(host) ?? new Map<string, string>();
    this.jars.set(host, jar);
    const headers = new Headers(init.headers);
    if (jar.size) headers.set("cookie", [...jar].map(([name, value]) => `${name}=${value}`).join("; "));
    const response = await fetch(url, { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(/;\s*/);
      const name = pair.slice(0, pair.indexOf("="));
      const expired = attributes.some((a) => /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && Date.parse(a.slice(8)) < Date.now()));
      if (expired) jar.delete(name);
      else jar.set(name, pair.slice(name.length + 1));
    }
    return response;
  }

  cookie(url: string, name: string): string | undefined {
    return this.jars.get(new URL(url).host)?.get(name);
  }

  setCookie(url: string, name: string, value: string) {
    this.jars.get(new URL(url).host)?.set(name, value);
  }

  // a cookie lost (cleared, or never sent back by a browser that blocks it)
  dropCookie(url: string, name: string) {
    this.jars.get(new URL(url).host)?.delete(name);
  }
}
