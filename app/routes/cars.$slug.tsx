// The vehicle detail page, /cars/{slug} (detail §2). Critical data — the car,
// its dealership and location, the site's rules — is awaited; similar cars,
// the price comparison and a finance quote stream in, each on its own.
import { Link } from "react-router";
import { preloadWatchlistButton, WatchlistButton } from "../components/accounts/watchlist-button.tsx";
import { CompareToggle, FavouriteToggle, preloadLiveParts, RecordViewed } from "../components/accounts/live-parts.tsx";
import type { Route } from "./+types/cars.$slug";
import { servicesContext, siteContext } from "../context.ts";
import { useSite } from "../lib/use-site.ts";
import { buildDetailPage, deferredPanels, inlineReadyPanels } from "../lib/detail/detail-page.server.ts";
import { requireVisibleCar, slugKey } from "../lib/detail/visible-car.server.ts";
import { clientCarView } from "../lib/detail/car-view.ts";
import { toggleExpandedHref } from "../lib/detail/expanded-sections.ts";
import { ActionButtons } from "../components/detail/action-buttons.tsx";
import { CarIcons } from "../components/detail/car-icons.tsx";
import { DealerPhone } from "../components/detail/dealer-phone.tsx";
import { DeferredPanel } from "../components/detail/deferred-panel.tsx";
import { DeferredWarning } from "../components/detail/deferred-warning.tsx";
import { DetailBreadcrumb } from "../components/detail/detail-breadcrumb.tsx";
import { LivePriceBlock } from "../components/detail/price-block.tsx";
import { SoldNotice } from "../components/detail/sold-notice.tsx";
import { HydrationPart, lazyPart, preloadParts, withPartsCode } from "../lib/hydration-part.tsx";
import { VehicleMedia } from "../components/media/vehicle-media.tsx";
import { MobileActionBar, StickyBottomBar, StickyHeader } from "../components/detail/sticky-bars.tsx";
import { FinanceEstimatePanel } from "../components/detail/finance-estimate-panel.tsx";
import { ShareTools } from "../components/detail/share-tools.tsx";
import { PriceComparison } from "../components/detail/price-comparison.tsx";
import { CarDetailsBox, CarSummary, ProtectYourCar, ReserveOnline, WhatsIncluded, WhyBuyFromUs } from "../components/detail/info-sections.tsx";
import { AllSpecifications, FeaturesList, KeyInformation } from "../components/detail/spec-sections.tsx";
import { vehicleNoun } from "../../domain/vehicle-words.ts";
import { CarFinanceCard, RequestQuoteCard } from "../components/detail/car-finance-card.tsx";
import { DealerComments } from "../components/detail/dealer-comments.tsx";
import { vehicleImageAlt } from "../../domain/images/urls.ts";

// Below the fold: the server renders them with the page; the browser fetches
// their code after the first paint and hydrates each part once it has arrived.
const FinanceCalculator = lazyPart(() => import("../components/detail/finance-calculator.tsx").then((m) => m.FinanceCalculator));
const FuelCalculator = lazyPart(() => import("../components/detail/fuel-calculator.tsx").then((m) => m.FuelCalculator));
/** The modal calculator by the estimate (site option `financeModalCalculator`): its code loads as its part hydrates. */
const FinanceModal = lazyPart(() => import("../components/forms/finance-modal.tsx").then((m) => m.FinanceModal));
const DeliveryCalculator = lazyPart(() => import("../components/detail/delivery-calculator.tsx").then((m) => m.DeliveryCalculator));
const SimilarCars = lazyPart(() => import("../components/detail/similar-cars.tsx").then((m) => m.SimilarCars));

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const site = context.get(siteContext);
  const now = new Date();
  const found = await requireVisibleCar(services, site, slugKey(params.slug), now);
  const page = buildDetailPage(found, site, request, now);
  const panels = await inlineReadyPanels(deferredPanels(services, site, page));
  return { ...page, car: clientCarView(page.car), ...panels };
}

/**
 * On a client navigation (a card followed from a listing), the page's parts' code is fetched with its data, so the
 * page shows whole: no part appears after it and pushes the sidebar down (decision 0100).
 */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withPartsCode(serverLoader(), [
    preloadParts(FinanceCalculator, FuelCalculator, FinanceModal, DeliveryCalculator, SimilarCars),
    preloadLiveParts(),
    preloadWatchlistButton(),
  ]);
}

export function headers() {
  // View counting happens in GET /cars/{slug}/view.json, never in this cached HTML.
  return { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: "Vehicle not found" }];
  const title = `${data.car.name} | ${data.siteName}`;
  const { description } = data;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: data.canonical },
    { property: "og:type", content: "product" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: data.canonical },
    ...(data.ogImage ? [{ property: "og:image", content: data.ogImage }, { property: "og:image:alt", content: vehicleImageAlt(data.ogImage, data.car.name) }] : []),
  ];
}

export default function CarDetailPage({ loaderData: page }: Route.ComponentProps) {
  const site = useSite();
  const { car, price, actions, inStock } = page;
  /** The §5 favourite/compare button rules' view of the car (domain/watchlist.ts). */
  const buttonCar = { status: car.status, price: car.price, car_type: car.car_type, imageCount: car.images.length };
  const path = `/cars/${car.slug}`;
  const revealContext = { carId: car.id, dealershipId: car.dealership_id, siteSlug: page.siteSlug };
  const commentsTitle = site.template === "group" ? "Dealer Comments" : "Our Comments";

  return (
    <div className="detail-page">
      <StickyHeader name={car.name} price={inStock ? price : null} finance={page.finance} enquireHref={actions.enquire?.href ?? null} />
      <div className="container">
        <DetailBreadcrumb crumbs={page.breadcrumb} />
        <div className="detail-layout">
          <div className="detail-layout__media">
            <HydrationPart>
              <VehicleMedia
                name={car.name}
                status={car.status}
                images={car.images}
                videoUrl={car.video_url}
                externalVideoUrl={car.external_video_url}
                walkaroundVideos={car.walkaround_videos}
                spinImages={car.spin_images}
                spinInteriorImage={car.spin_interior_image}
                hotspots={car.hotspots}
                videoPosition={site.features.videoPosition}
                defaultMediaView={site.features.defaultMediaView}
              />
            </HydrationPart>
          </div>

          <aside className="detail-layout__sidebar detail-sidebar" aria-labelledby="car-title">
            {(page.tag || page.certifiedBadge) && (
              <p className="detail-tags">
                {page.tag && <span className={`car-tag car-tag--${page.tag.tone}`}>{page.tag.label}</span>}
                {page.certifiedBadge && <span className="car-tag car-tag--accent">{page.certifiedBadge}</span>}
              </p>
            )}
            <div className="detail-sidebar__heading">
              <h1 id="car-title" className="detail-sidebar__title">
                {car.name}
              </h1>
              <div className="detail-sidebar__keep">
                <WatchlistButton carId={car.id} carName={car.name} className="detail-sidebar__watchlist" car={buttonCar} />
                <CompareToggle carId={car.id} carName={car.name} className="detail-sidebar__compare" car={buttonCar} />
                <FavouriteToggle
                  carId={car.id}
                  carName={car.name}
                  className="detail-sidebar__favourite"
                  car={buttonCar}
                  favourite={{ slug: car.slug, make: car.make, model: car.model, primary_image_url: car.images[0]?.url ?? null }}
                />
              </div>
              <RecordViewed car={{ id: car.id, stocknum: car.stocknum, make: car.make, model: car.model, body: car.body, simple_body: car.simple_body, name: car.name, slug: car.slug, primary_image_url: car.images[0]?.url ?? null }} />
            </div>
            {car.series && <p className="detail-sidebar__subtitle">{car.series}</p>}
            {inStock ? (
              <LivePriceBlock car={car} siteSlug={page.siteSlug} price={price} marketIndicator={page.marketIndicator} />
            ) : (
              <SoldNotice sold={car.status === "sold"} findSimilarHref={page.findSimilarHref} label={site.labels.findSimilar} similarEnquiryHref={`${path}/enquire`} />
            )}
            <CarIcons car={car} />
            {car.location && (
              <div className="detail-location" id="vehicle-map" tabIndex={-1}>
                <p className="detail-location__name">{car.location.name}</p>
                <p className="detail-location__address">
                  {car.location.street}, {car.location.city} {car.location.state} {car.location.postcode}
                </p>
                <p className="detail-location__links">
                  <a href={`https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${car.location.street}, ${car.location.city} ${car.location.state} ${car.location.postcode}`)}`} target="_blank" rel="noopener noreferrer">
                    {site.labels.getDirections}
                  </a>
                  <a href={`/locations/${car.location.slug}`}>{site.labels.viewLocationDetails}</a>
                  <Link to={page.dealerStockHref}>See more from this dealer</Link>
                </p>
              </div>
            )}
            <DealerPhone phone={page.phone} label={site.labels.callDealer} context={revealContext} />
            {inStock && (page.messages.sms || page.messages.whatsapp) && (
              <p className="detail-messages">
                {page.messages.sms && (
                  <a className="button button--ghost" href={page.messages.sms}>
                    Text us
                  </a>
                )}
                {page.messages.whatsapp && (
                  <a className="button button--ghost" href={page.messages.whatsapp} target="_blank" rel="noopener noreferrer">
                    WhatsApp
                  </a>
                )}
              </p>
            )}
            {inStock && (
              <FinanceEstimatePanel
                estimate={page.finance}
                quote={page.quote}
                disclaimerExpanded={page.expanded.includes("finance-disclaimer")}
                disclaimerHref={toggleExpandedHref(page.expanded, "finance-disclaimer", "financeDisclaimer")}
              />
            )}
            {inStock && page.modalCalculator && actions.finance && (
              <HydrationPart>
                <FinanceModal path={path} calculator={page.modalCalculator} open={page.modalCalculator.open} financeHref={actions.finance.href} />
              </HydrationPart>
            )}
            <ActionButtons actions={actions} carId={car.id} chat={site.features.assistantChat && site.features.chatReplacesEnquiry} />
            {inStock && (
              <DeferredPanel data={page.comparison} errorElement={<DeferredWarning panel="Price comparison" />}>
                {(answer) => <PriceComparison answer={answer} />}
              </DeferredPanel>
            )}
            <ShareTools name={car.name} slug={car.slug} shareUrl={page.shareUrl} toast={site.features.copyLinkToast} />
          </aside>

          <div className="detail-layout__content">
            <KeyInformation rows={page.keyInformation} expanded={page.expanded} />
            <DealerComments comments={page.comments} title={commentsTitle} expanded={page.expanded} />
            {inStock && <WhatsIncluded items={page.whatsIncluded} />}
            {page.reserveTerms && actions.reserve && <ReserveOnline terms={page.reserveTerms} reserve={actions.reserve} />}
            <WhyBuyFromUs reasons={page.whyBuy} />
            {inStock && <ProtectYourCar itemType={car.item_type} />}
            <HydrationPart>
              <CarSummary summary={page.summary} itemType={car.item_type} />
            </HydrationPart>
            <HydrationPart>
              <CarDetailsBox car={car} regoText={page.regoText} dealershipName={page.dealershipName} />
            </HydrationPart>
            <AllSpecifications rows={page.specifications} expanded={page.expanded} />
            <FeaturesList features={page.features} expanded={page.expanded} />
            {inStock && actions.finance && page.requestQuote && <RequestQuoteCard href={actions.finance.href} dealershipName={page.dealershipName} />}
            {inStock && actions.finance && !page.requestQuote && (
              <>
                <CarFinanceCard estimate={page.finance} financeHref={actions.finance.href} noun={vehicleNoun(car.item_type)} />
                <HydrationPart>
                  <FinanceCalculator
                    carId={car.id}
                    setup={page.calculator.setup}
                    initial={page.calculator.input}
                    action={`${path}#finance-calculator`}
                    expanded={page.expanded}
                  />
                </HydrationPart>
              </>
            )}
            {page.fuel && (
              <HydrationPart>
                <FuelCalculator consumption={page.fuel.consumption} assumed={page.fuel.assumed} initial={page.fuel.input} action={`${path}#fuel-calculator`} />
              </HydrationPart>
            )}
            {page.delivery && (
              <HydrationPart>
                <DeliveryCalculator
                  carId={car.id}
                  action={`${path}#delivery-calculator`}
                  initialPostcode={page.delivery.postcode}
                  initialResult={page.delivery.result}
                />
              </HydrationPart>
            )}
          </div>
        </div>
        <HydrationPart>
          <SimilarCars cars={page.similar} moreHref={page.findSimilarHref} now={page.renderedAt} title={`Similar ${vehicleNoun(car.item_type).toLowerCase()}s`} />
        </HydrationPart>
      </div>
      {site.features.stickyBottomBar && <StickyBottomBar actions={actions} price={inStock ? price : null} />}
      <MobileActionBar phone={page.phone} enquireHref={actions.enquire?.href ?? null} findSimilarHref={page.findSimilarHref} carId={car.id} />
      {page.jsonLd.map((json, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
      ))}
    </div>
  );
}
