// A browser's cookie store in the storefront server's integration tests: Set-Cookie answers update it
// (Max-Age=0 deletes), and it sends back the Cookie header a browser would.
import { parse } from 'cookie';

export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Takes the Set-Cookie values of an answer. */
  take(setCookies: readonly string[]): this {
    for (const setCookie of setCookies) {
      const [pair = ''] = setCookie.split(';');
      const name = pair.slice(0, pair.indexOf('=')).trim();
      const value = parse(pair)[name] ?? '';
      if (/;\s*Max-Age=0(;|$)/i.test(setCookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): this {
    this.cookies.set(name, value);
    return this;
  }

  /** The Cookie request header. */
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  }
}
