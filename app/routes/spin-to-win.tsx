// /spin-to-win (decision 0041): the site's prize wheel, gated; one spin per
// shopper per campaign, drawn and stored on the server; an honest page before
// and after the campaign's dates. The spin is a plain form post (JavaScript
// off: the answer page shows the wheel stopped on the prize); with JavaScript
// the wheel turns to the server's outcome, then the result shows.
import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/spin-to-win";
import { landingRotation } from "../../domain/promotions/spin-to-win.ts";
import { PRIVATE_PAGE_CACHE } from "../lib/accounts/session.server.ts";
import { spinAction, spinPageData, type SpinPage } from "../lib/promotions.server.ts";
import { PrizeWheel } from "../components/promotions/prize-wheel.tsx";
import { useHydrated } from "../lib/use-hydrated.ts";

export const loader = ({ request, context }: Route.LoaderArgs) => spinPageData(request, context);
export const action = ({ request, context }: Route.ActionArgs) => spinAction(request, context);
export const headers = () => ({ "Cache-Control": PRIVATE_PAGE_CACHE });
export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: `Spin to win | ${data.siteName}` }, { name: "robots", content: "noindex" }] : []);

/** After a post, the page keeps the answer (the loader would only say the same). */
export const shouldRevalidate = ({ formMethod, defaultShouldRevalidate }: { formMethod?: string; defaultShouldRevalidate: boolean }) =>
  formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;

export default function SpinToWin({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as (SpinPage & { error: string | null }) | undefined;
  const page: SpinPage = answer?.state ? { ...loaderData, ...answer, csrf: loaderData.csrf } : loaderData;
  const result = page.result;
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const labels = page.prizes.map((p) => p.label);
  const index = result ? Math.max(0, page.prizes.findIndex((p) => p.id === result.prizeId)) : 0;
  // A fresh spin in the browser: the wheel turns first, the result shows when it stops.
  const animate = hydrated && result?.fresh === true;
  const [stopped, setStopped] = useState(!animate);
  const [rotation, setRotation] = useState(result && !animate ? landingRotation(index, labels.length) : 0);
  useEffect(() => {
    if (!animate) return;
    setStopped(false);
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const frame = requestAnimationFrame(() => {
      setRotation(landingRotation(index, labels.length));
      if (reduced) setStopped(true);
    });
    return () => cancelAnimationFrame(frame);
  }, [animate, index, labels.length]);
  const showResult = result && stopped;

  return (
    <div className="container spin-page">
      <h1>Spin to win</h1>
      <h2 className="spin-page__title">{page.title}</h2>
      {page.description && <p className="spin-page__lead">{page.description}</p>}
      {page.state !== "open" && !result ? (
        <div className="spin-page__closed" role="status">
          {page.state === "upcoming" ? (
            <p>{`This promotion opens on ${page.startsOn}. Come back then for your spin.`}</p>
          ) : (
            <p>{`This promotion closed on ${page.endsOn}. Thank you to everyone who took part — there's no spin to be had now. Keep an eye on our specials for the next one.`}</p>
          )}
        </div>
      ) : (
        <div className="spin-page__play">
          <PrizeWheel labels={labels} rotation={rotation} onStopped={() => setStopped(true)} />
          <div className="spin-page__side">
            {showResult ? (
              <div className={`spin-page__result${result.won ? " spin-page__result--won" : ""}`} role="status">
                {result.won ? (
                  <>
                    <p className="spin-page__prize">{`You won: ${result.prizeLabel}!`}</p>
                    <p>{result.howToClaim}</p>
                    <p>{`Your entry number is ${result.entryId}. We've let the dealership know, and they'll be in touch.`}</p>
                  </>
                ) : (
                  <p className="spin-page__prize">{`${result.prizeLabel}. Thanks for playing — that was your spin for this promotion.`}</p>
                )}
                {!result.fresh && <p>You've had your spin in this promotion: one per customer.</p>}
              </div>
            ) : result ? (
              <p aria-live="polite">Spinning…</p>
            ) : (
              <Form method="post" className="spin-page__form">
                <input type="hidden" name="csrf" value={page.csrf} />
                <p>One spin per customer. What you win is drawn when you press the button.</p>
                <button type="submit" className="button" disabled={navigation.state !== "idle"}>
                  Spin the wheel
                </button>
              </Form>
            )}
            {answer?.error && <p role="alert">{answer.error}</p>}
          </div>
        </div>
      )}
      <section className="spin-page__odds" aria-labelledby="spin-odds">
        <h2 id="spin-odds">Prizes and chances</h2>
        <ul>
          {page.prizes.map((p) => (
            <li key={p.id}>{`${p.label}: ${p.percent.toLocaleString("en-AU", { maximumFractionDigits: 1 })}%`}</li>
          ))}
        </ul>
        <p>
          {`Runs ${page.startsOn} to ${page.endsOn}. `}
          <a href={page.termsUrl}>Terms and conditions</a>
        </p>
      </section>
      <p className="success-page__actions">
        <a className="button button--ghost" href={page.garagePath}>
          Go to {page.garageTitle}
        </a>
      </p>
    </div>
  );
}
