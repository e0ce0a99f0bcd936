// Following a link far down a page, as a shopper does: scrolled to, then clicked.
import type { Locator } from "@playwright/test";

/**
 * Scrolls the link into view, then clicks it. A click that had to scroll
 * first sometimes did not navigate on a loaded machine: the pagination's
 * Next link without JavaScript, with both cores busy, stayed put 4 times in
 * 110 (the link in place, the server never asked), and 0 times in 80 when
 * scrolled to before the click. Both tests that flaked in CI this way
 * (listing-access and dealership) follow such a link.
 */
export async function followLinkBelowTheFold(link: Locator): Promise<void> {
  await link.scrollIntoViewIfNeeded();
  await link.click();
}
