// Share, print and PDF on the detail page.
import { expect, test, type Page } from "@playwright/test";
import { firstCar, openCar, PRICED_IN_STOCK } from "./detail-helpers.ts";

// A detail page does more than most (photos drawn on a cold image cache, PDFs): allow for a busy machine.
test.describe.configure({ timeout: 60_000 });

/**
 * Clicks a button and measures, in the browser, how long a condition holds
 * from when it first becomes true (frame by frame, so test-runner latency
 * does not count).
 */
function measureAfterClick(page: Page, buttonSelector: string, condition: string): Promise<number> {
  return page.evaluate(
    ([selector, test]) =>
      new Promise<number>((resolve, reject) => {
        const holds = new Function(`return (${test})`) as () => boolean;
        let shownAt = 0;
        const started = performance.now();
        const tick = () => {
          const now = performance.now();
          if (!shownAt && holds()) shownAt = now;
          if (shownAt && !holds()) return resolve(now - shownAt);
          if (now - started > 10_000) return reject(new Error("timed out"));
          requestAnimationFrame(tick);
        };
        document.querySelector<HTMLElement>(selector)!.click();
        requestAnimationFrame(tick);
      }),
    [buttonSelector, condition] as const,
  );
}

test.describe("sharing a car", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("copy link shows Copied for 1.5 seconds and puts the page's public address on the clipboard", async ({ page, request }) => {
    const car = await firstCar(request, "harbour-motor-group", PRICED_IN_STOCK);
    await openCar(page, "harbour-motor-group", car.slug);
    const shownFor = await measureAfterClick(page, '[data-testid="copy-link"]', `document.querySelector('[data-testid="copy-link"]').textContent === "Copied"`);
    expect(shownFor).toBeGreaterThan(1400);
    expect(shownFor).toBeLessThan(2300); // timers run late on a busy machine, never early
    await expect(page.getByTestId("copy-link")).toHaveText("Copy link");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`https://harbourmotorgroup.example.com.au/cars/${car.slug}`);
  });

  test("copy link shows the toast for 3 seconds where the site has it", async ({ page, request }) => {
    const car = await firstCar(request, "harbour-toyota", PRICED_IN_STOCK);
    await openCar(page, "harbour-toyota", car.slug);
    const toastText = JSON.stringify(`Copied ${car.name} to your clipboard!`);
    const shownFor = await measureAfterClick(page, '[data-testid="copy-link"]', `document.querySelector(".toast")?.textContent === ${toastText}`);
    expect(shownFor).toBeGreaterThan(2900);
    expect(shownFor).toBeLessThan(3800);
    // The button itself does not change on this configuration.
    await expect(page.getByTestId("copy-link")).toHaveText("Copy link");
  });

  test("opens the share page in a 550x400 window", async ({ page, request }) => {
    const car = await firstCar(request, "harbour-motor-group", PRICED_IN_STOCK);
    await page.addInitScript(() => {
      const opened: unknown[][] = [];
      (window as unknown as { opened: unknown[][] }).opened = opened;
      window.open = (...args: unknown[]) => {
        opened.push(args);
        return { opener: window } as unknown as Window;
      };
    });
    await openCar(page, "harbour-motor-group", car.slug);
    await page.locator(".share-tools").getByRole("link", { name: "Facebook" }).click();
    const opened = await page.evaluate(() => (window as unknown as { opened: unknown[][] }).opened);
    expect(opened).toEqual([
      [`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`https://harbourmotorgroup.example.com.au/cars/${car.slug}`)}`, "share", "width=550,height=400"],
    ]);
    await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}$`));
  });
});

test.describe("print and PDF", () => {
  test("Print opens the printable page in a new tab", async ({ page, request }) => {
    const car = await firstCar(request, "harbour-motor-group", PRICED_IN_STOCK);
    await openCar(page, "harbour-motor-group", car.slug);
    const [printPage] = await Promise.all([page.waitForEvent("popup"), page.locator(".share-tools").getByRole("link", { name: "Print" }).click()]);
    await printPage.waitForLoadState();
    expect(new URL(printPage.url()).pathname + new URL(printPage.url()).search).toBe(`/print?car_id=${car.slug}`);
    await expect(printPage.getByRole("heading", { level: 1 })).toHaveText(car.name);
    await expect(printPage.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("Download PDF shows Preparing, then saves {slug}.pdf", async ({ page, request }) => {
    const car = await firstCar(request, "harbour-motor-group", PRICED_IN_STOCK);
    await openCar(page, "harbour-motor-group", car.slug);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/pdf", async (route) => {
      await held;
      await route.continue();
    });
    const link = page.getByTestId("pdf-download");
    const download = page.waitForEvent("download");
    await link.click();
    await expect(link).toHaveText("Preparing…");
    release();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${car.slug}.pdf`);
    const { readFile } = await import("node:fs/promises");
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    await expect(link).toHaveText("Download PDF");
  });

  test("a PDF failure is an alert with the error message", async ({ page, request }) => {
    const car = await firstCar(request, "harbour-motor-group", PRICED_IN_STOCK);
    await page.route("**/pdf", (route) => route.fulfill({ status: 500, body: "boom" }));
    await openCar(page, "harbour-motor-group", car.slug);
    // Dismissed as it opens: the alert blocks the page, and the click itself may still be settling.
    const alerts: { type: string; message: string }[] = [];
    page.on("dialog", (dialog) => {
      alerts.push({ type: dialog.type(), message: dialog.message() });
      void dialog.dismiss();
    });
    await page.getByTestId("pdf-download").click();
    await expect.poll(() => alerts).toEqual([{ type: "alert", message: "The PDF could not be prepared (HTTP 500). Please try again." }]);
    await expect(page.getByTestId("pdf-download")).toHaveText("Download PDF");
  });
});
