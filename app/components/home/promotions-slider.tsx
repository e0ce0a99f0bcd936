import type { HomePageData } from "../../lib/home/home-page.server.ts";
import { Carousel } from "../carousel/carousel.tsx";

/** Widths of the 1920x540 slide pictures the browser may pick from (our image route resizes). */
const SLIDE_WIDTHS = [640, 960, 1280, 1920];

/**
 * The promotions slider (detail §2, §3 Slide, §9 "promotions slider
 * 1920x540"): one slide at a time, swiped or scrolled (scroll-snap), arrows,
 * dots and the Left/Right keys. Each slide keeps the 1920:540 shape before its
 * picture loads, so nothing below moves. `hide_overlay` leaves the picture
 * without the text panel (the picture says it), the name still its link's label.
 */
export function PromotionsSlider({ slides }: { slides: HomePageData["slides"] }) {
  if (slides.length === 0) return null;
  return (
    <Carousel
      label="Promotions"
      variant="slides"
      className="promotions"
      items={slides.map((slide, i) => ({
        key: slide.id,
        label: slide.name,
        content: (
          <a href={slide.url} className={`promotion${slide.hide_overlay ? " promotion--plain" : ""}`} aria-label={slide.hide_overlay ? slide.name : undefined}>
            <img
              className="promotion__image"
              src={`${slide.image}?w=1280`}
              srcSet={SLIDE_WIDTHS.map((w) => `${slide.image}?w=${w} ${w}w`).join(", ")}
              sizes="(min-width: 1200px) 1200px, 100vw"
              width={1920}
              height={540}
              alt=""
              loading={i === 0 ? "eager" : "lazy"}
            />
            {!slide.hide_overlay && (
              <span className="promotion__overlay">
                <span className="promotion__name">{slide.name}</span>
                {slide.description && <span className="promotion__description">{slide.description}</span>}
                <span className="promotion__cta" aria-hidden="true">
                  Find out more →
                </span>
              </span>
            )}
          </a>
        ),
      }))}
    />
  );
}
