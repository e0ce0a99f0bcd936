// Following a link below a grid of cards: scrolled to, then clicked once it has settled.
import type { Locator } from "@playwright/test";

/**
 * Scrolls the link into view, then clicks it. Cards off the screen are laid out only when they come near it
 * (`content-visibility: auto`, decision 0033) and hold an estimated height until then, so a jump down the page
 * moves whatever sits below the cards two or three frames later, when the cards near the screen take their
 * real heights (the listing's Page 2 link moved 134 px at 1280×720 with the old 380 px estimate; decision
 * 0099). A click that scrolls itself to the link clicks at once, where the link was before that move, and can
 * land beside it: no navigation (the listing's Page 2 link 3 times in 90 runs; without JavaScript, its Next
 * link 4 in 110). Scrolled to first, the click waits until the link holds still before it clicks.
 */
export async function followLinkBelowCards(link: Locator): Promise<void> {
  await link.scrollIntoViewIfNeeded();
  await link.click();
}
