// The lead service: how a lead is submitted (receiveLeadForm → submitLead:
// validate, check the site, rate-limit, one transaction with the lead and its
// outbox rows), the trade-in follow-ups, shopper events, and the outbox worker
// that delivers each lead by email and webhook. docs/leads.md walks through it.
export { createLeadPipeline, type LeadPipeline } from "./pipeline.ts";
export { LANDING_URL_FIELD, readPostedForm, receiveLeadForm, shopperValues, VISITED_PAGES_FIELD, type LeadFormResponse, type PostedValues } from "./receive-lead-form.ts";
export { CAR_NOT_AVAILABLE_MESSAGE, LEAD_NOT_STORED_MESSAGE, LEAD_RETRY_AFTER_SECONDS, submitLead } from "./submit-lead.ts";
export { leadFormOptions } from "./form-options.ts";
export { dealershipStates } from "./site-directory.ts";
export { carEnquiryDefaults, carSnapshot, loadCarWithDealership, type LeadCar, type LeadDealership } from "./lead-subjects.ts";
export { acceptTradeInOffer, LEAD_NOT_FOUND_MESSAGE, saveTradeInValuation, VALUATION_COLUMN } from "./trade-in.ts";
export { createEventLimiter, recordShopperEvent } from "./analytics-events.ts";
export { createOutboxWorker, startOutboxWorker, type OutboxWorker } from "./outbox-worker.ts";
export { describeDestination, errorText as errorTextOf, type Transports } from "./delivery.ts";
export { DEFAULT_RETRY_SCHEDULE } from "./retry-schedule.ts";
export { createMailer, createMailSender, type MailSender } from "./mail-transport.ts";
export { escapeHtml, headerSafe, isPlainEmailAddress } from "./escape.ts";
export { nextAttempt } from "./retry-schedule.ts";
export { createWebhookSender } from "./webhook.ts";
