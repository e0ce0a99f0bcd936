// A browser's cookie jar for one shopper, over raw HTTP against the production
// server: the CSRF cookie, later the session (sign in by the code from DATA_DIR/sms/).
import { expect } from "@playwright/test";
import { raw, PORT, type RawResponse } from "../support.ts";
import { codeSentTo, messagesTo, uniqueMobile } from "../../e2e/support/sms.ts";

export const SITE = "harbour-toyota";
export const ORIGIN = `http://${SITE}.localhost:${PORT}`;
export const SIGN_IN = "/sign-in?type=watchlist&redirect=%2Fmy-garage&back=%2F";

export const cookiesOf = (response: RawResponse) => ([] as string[]).concat(response.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]);

/** A browser's cookie jar for one shopper: the CSRF cookie, later the session. */
export class Shopper {
  cookies = new Map<string, string>();
  csrf = "";
  constructor(
    readonly from = "127.0.0.1",
    readonly site = SITE,
  ) {}

  keep(response: RawResponse) {
    for (const cookie of cookiesOf(response)) {
      const [name, value] = [cookie.slice(0, cookie.indexOf("=")), cookie.slice(cookie.indexOf("=") + 1)];
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    return response;
  }
  get cookie() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async get(path: string) {
    return this.keep(await raw(this.site, path, { from: this.from, headers: { Cookie: this.cookie } }));
  }

  async open(path = SIGN_IN) {
    const page = await this.get(path);
    this.csrf = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? this.csrf;
    return page;
  }

  async post(path: string, values: Record<string, string>, options: { origin?: string; csrf?: string | null } = {}) {
    const body = new URLSearchParams({ ...(options.csrf === null ? {} : { csrf: options.csrf ?? this.csrf }), ...values }).toString();
    return this.keep(
      await raw(this.site, path, {
        method: "POST",
        from: this.from,
        body,
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: options.origin ?? ORIGIN, Cookie: this.cookie },
      }),
    );
  }

  async json(path: string, body: unknown, headers: Record<string, string> = {}) {
    return this.keep(
      await raw(this.site, path, {
        method: "POST",
        from: this.from,
        body: JSON.stringify(body),
        headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: this.cookie, ...headers },
      }),
    );
  }

  async signIn(phone = uniqueMobile(), path = SIGN_IN) {
    await this.open(path);
    expect((await this.post(path, { intent: "send-code", phone })).status).toBe(200);
    const code = await codeSentTo(phone, (await messagesTo(phone)).length);
    const done = await this.post(path, { intent: "verify-code", phone, code });
    expect(done.status).toBe(303);
    return { phone, done };
  }

  async account() {
    return JSON.parse((await this.get("/api/account")).body) as { signedIn: boolean; phone: string | null; csrf: string };
  }
}
