// detail §9 "some titles hidden by default": where a site sets features.reviewTitlesHidden, the reviews heading is
// read out but not shown (visually hidden); elsewhere it shows.
import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { starRow } from "../../../domain/reviews.ts";
import { loadSiteFiles } from "../../../sites/load.ts";
import { fromRoot } from "../../../server/project-root.ts";
import { publicSite } from "../../lib/site-public.ts";
import { HomeReviews } from "../home/home-reviews.tsx";
import { LocationReviews } from "./location-reviews.tsx";

const review = { id: 1, customerName: "Brett W.", text: "First class.", rating: 5, stars: starRow(5), ago: "5 days ago", reviewDate: "2026-11-19", reply: null, location: null };
const rating = { count: 3, average: "4.3", stars: starRow(4.3) };

function render(slug: string, body: () => React.ReactNode): string {
  const file = loadSiteFiles(fromRoot("sites")).find((f) => f.slug === slug)!;
  const site = publicSite({ ...file, dealerGroupId: 1, dealershipIds: [1], searchPrefix: file.usedOnly ? "/used-car" : "/search" });
  const Stub = createRoutesStub([{ id: "root", path: "*", Component: body }]);
  return renderToString(<Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: { site } } }} />);
}

const heading = (html: string, id: string) => new RegExp(`<h2 id="${id}"([^>]*)>`).exec(html)?.[1] ?? null;

describe("review section titles", () => {
  it("are shown on a site that does not hide them, on a location page and the home page", () => {
    expect(heading(render("harbour-toyota", () => <LocationReviews rating={rating} reviews={[review]} dealerName="Harbour Toyota" />), "reviews-title")).toBe("");
    expect(heading(render("harbour-toyota", () => <HomeReviews rating={rating} reviews={[review]} />), "home-reviews-title")).toBe("");
  });

  it("are read out but not shown where the site hides them (harbour-used)", () => {
    expect(heading(render("harbour-used", () => <LocationReviews rating={rating} reviews={[review]} dealerName="Harbour Used" />), "reviews-title")).toBe(' class="visually-hidden"');
    expect(heading(render("harbour-used", () => <HomeReviews rating={rating} reviews={[review]} />), "home-reviews-title")).toBe(' class="visually-hidden"');
  });
});
