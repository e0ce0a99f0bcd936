// Raw HTTP against the production server the security project runs
// (playwright.config.ts), from any loopback address: 127.0.0.2, 127.0.0.3, …
// all reach it on Linux, so a test can be many different clients.
import { request as httpRequest } from "node:http";

import { ENHANCED_FIELD } from "../../app/lib/forms/form-answer.ts";
import { actionAnswer } from "../e2e/forms-helpers.ts";

export const PORT = Number(process.env.E2E_PORT ?? 3100);

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function raw(
  site: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; from?: string; port?: number } = {},
): Promise<RawResponse> {
  const port = options.port ?? PORT;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method: options.method ?? "GET",
        localAddress: options.from,
        headers: { Host: `${site}.localhost:${port}`, ...options.headers },
        timeout: 20_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`${path}: no answer in 20 s`)));
    req.on("error", reject);
    req.end(options.body);
  });
}

/** A shopper's form session: the CSRF cookie the page set and the token in its hidden field. */
export interface FormSession {
  cookie: string;
  csrf: string;
  html: string;
}

export async function openForm(site: string, path: string, from?: string): Promise<FormSession> {
  const page = await raw(site, path, { from });
  if (page.status !== 200) throw new Error(`${path}: ${page.status}`);
  const setCookie = ([] as string[]).concat(page.headers["set-cookie"] ?? []);
  const cookie = setCookie.map((c) => c.split(";")[0]).find((c) => c.includes("forecourt_csrf"));
  const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1];
  if (!cookie || !csrf) throw new Error(`${path}: no CSRF cookie or token`);
  return { cookie, csrf, html: page.body };
}

/**
 * Posts a form to its page's own action as the browser does without JavaScript: same origin, the session's
 * cookie and token. A stored lead answers 303 to /success; a refused one, the page again with its status.
 */
export function postForm(site: string, path: string, session: Pick<FormSession, "cookie" | "csrf">, values: Record<string, string>, from?: string) {
  const body = new URLSearchParams({ csrf: session.csrf, ...values }).toString();
  return raw(site, path, {
    method: "POST",
    from,
    body,
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: `http://${site}.localhost:${PORT}`,
      Cookie: session.cookie,
    },
  });
}

/** Posts a form as its enhanced page does (React Router's `.data` request, `_enhanced=1`) and reads the action's answer. */
export async function postEnhancedForm(site: string, path: string, session: Pick<FormSession, "cookie" | "csrf">, values: Record<string, string>, from?: string) {
  const response = await postForm(site, `${path}.data`, session, { ...values, [ENHANCED_FIELD]: "1" }, from);
  return { status: response.status, answer: await actionAnswer(response.body) };
}

/** A general enquiry's answers; `message` tells submissions apart. */
export const generalEnquiry = (message: string) => ({
  name: "Alex",
  last_name: "Citizen",
  email: "alex@example.com",
  phone: "0412 345 678",
  postcode: "2000",
  category: "Sales",
  message,
  terms_conditions: "on",
  company_website: "",
});

/** The first real choice of a <select> on the form's page (a dealership, a location). */
export function firstChoice(html: string, name: string): string {
  const value = new RegExp(`name="${name}"[\\s\\S]*?<option value="([^"]+)"`).exec(html)?.[1];
  if (!value) throw new Error(`no choice for ${name} on the page`);
  return value;
}
