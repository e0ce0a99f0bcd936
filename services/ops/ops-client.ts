// The leads CLI's way into a running server (see ops-handler.ts).
import type { LeadAdmin, LeadDetail, LeadSummaryRow, RetryOutcome } from "./lead-admin.ts";

export class OpsRequestError extends Error {
  name = "OpsRequestError";
}

export function httpLeadAdmin(options: { port: number; token: string; host?: string }): LeadAdmin {
  const base = `http://${options.host ?? "127.0.0.1"}:${options.port}/_ops`;
  async function call<T>(path: string, method = "GET"): Promise<{ status: number; body: T }> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { method, headers: { Authorization: `Bearer ${options.token}` } });
    } catch (error) {
      throw new OpsRequestError(
        `Could not reach the running server on port ${options.port} (${(error as { cause?: { code?: string } }).cause?.code ?? "no answer"}). ` +
          `Is it listening on 127.0.0.1? If it was stopped uncleanly, start it again or remove DATA_DIR/forecourt.lock.`,
      );
    }
    const body = (await response.json().catch(() => ({}))) as T & { message?: string };
    if (response.status >= 400 && response.status !== 404) {
      throw new OpsRequestError(`The server answered ${response.status}: ${body.message ?? "no message"}`);
    }
    return { status: response.status, body };
  }
  return {
    async list(query) {
      const params = new URLSearchParams();
      if (query.siteSlug) params.set("site", query.siteSlug);
      if (query.limit) params.set("limit", String(query.limit));
      const { body } = await call<LeadSummaryRow[]>(`/leads${params.size ? `?${params}` : ""}`);
      return body;
    },
    async show(leadId) {
      const { status, body } = await call<LeadDetail>(`/leads/${leadId}`);
      return status === 404 ? null : body;
    },
    async retry(leadId) {
      const { status, body } = await call<RetryOutcome>(`/leads/${leadId}/retry`, "POST");
      return status === 404 ? { found: false, queued: 0 } : body;
    },
  };
}
