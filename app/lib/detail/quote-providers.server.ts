// Which finance-quote provider answers for a site. Every site uses the
// built-in indicative provider until a lender integration is configured;
// a real provider implements QuoteProvider and is returned here.
import type { Site } from "../../../sites/registry.ts";
import { indicativeQuoteProvider, type QuoteProvider } from "../../../domain/finance/quote-provider.ts";

export function quoteProviderFor(_site: Pick<Site, "slug">): QuoteProvider {
  return indicativeQuoteProvider;
}
