import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { WhenHydrated } from "../../lib/use-hydrated.ts";
import type { CardCar } from "../../lib/card-car.ts";
import { VehicleCard } from "./vehicle-card.tsx";

/**
 * listing §2 "A carousel variant for featured lists": one row of cards that
 * scrolls sideways. Without JavaScript the row scrolls by touch, trackpad or
 * keyboard (it is a focusable region); with it, arrow buttons page through and
 * are disabled when the row cannot scroll further (detail §5).
 */
export function VehicleCarousel({
  title,
  cars,
  moreHref,
  moreLabel = "View all stock",
  now,
  headingLevel = 2,
  headingId,
}: {
  title: string;
  cars: CardCar[];
  moreHref?: string;
  moreLabel?: string;
  now?: number;
  headingLevel?: 2 | 3;
  /** A stable id for the heading (pages and tests refer to the section by it). */
  headingId?: string;
}) {
  const id = useId();
  const titleId = headingId ?? `${id}-title`;
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const Heading = headingLevel === 2 ? "h2" : "h3";

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    // A few pixels of slack: snapping and the track's padding leave the ends a little off zero.
    setEdges({ start: el.scrollLeft <= 8, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 8 });
  }, []);

  useEffect(() => {
    measure();
    const el = track.current;
    if (!el) return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    el.addEventListener("scroll", measure, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener("scroll", measure);
    };
  }, [measure, cars.length]);

  const page = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: reduce ? "auto" : "smooth" });
  };

  if (cars.length === 0) return null;
  return (
    <section className="vehicle-carousel" aria-labelledby={titleId}>
      <div className="section-heading vehicle-carousel__head">
        <Heading id={titleId}>{title}</Heading>
        <div className="vehicle-carousel__controls">
          {moreHref && <Link to={moreHref}>{moreLabel} →</Link>}
          {/* The arrows only, not the carousel and its cards, are drawn again once JavaScript runs. */}
          <WhenHydrated>
            <>
              <button type="button" className="vehicle-carousel__arrow" aria-controls={`${id}-track`} disabled={edges.start} onClick={() => page(-1)}>
                <span aria-hidden="true">‹</span>
                <span className="visually-hidden">Previous vehicles</span>
              </button>
              <button type="button" className="vehicle-carousel__arrow" aria-controls={`${id}-track`} disabled={edges.end} onClick={() => page(1)}>
                <span aria-hidden="true">›</span>
                <span className="visually-hidden">Next vehicles</span>
              </button>
            </>
          </WhenHydrated>
        </div>
      </div>
      <ul id={`${id}-track`} ref={track} className="vehicle-carousel__track" tabIndex={0} aria-label={title}>
        {cars.map((car, i) => (
          <li key={car.objectID}>
            <VehicleCard car={car} priority={i < 2} now={now} />
          </li>
        ))}
      </ul>
    </section>
  );
}
