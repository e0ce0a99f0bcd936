// Where form routes find the lead services started with the server
// (services/start-lead-services.ts) and the shopper's address.
import type { RouterContextProvider } from "react-router";
import type { LeadPipeline } from "../../../services/leads/index.ts";
import type { ReservationDeps } from "../../../services/reservations/index.ts";
import type { SubmissionLimiter } from "../../../services/security/index.ts";
import { clientAddressContext, servicesContext } from "../../context.ts";

export function leadPipeline(context: Readonly<RouterContextProvider>): LeadPipeline {
  return context.get(servicesContext).leads.pipeline;
}

/** The pipeline and the payment provider, for reserving a car. */
export function reservationDeps(context: Readonly<RouterContextProvider>): ReservationDeps {
  return context.get(servicesContext).leads.reservations;
}

export function eventLimiter(context: Readonly<RouterContextProvider>): SubmissionLimiter {
  return context.get(servicesContext).leads.eventLimiter;
}

/** The shopper's address (the socket's, or behind a trusted proxy the one it forwards), for per-client rate limits; null when the server did not pass it on. */
export function clientAddress(context: Readonly<RouterContextProvider>): string | null {
  return context.get(clientAddressContext);
}
