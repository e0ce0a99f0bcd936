import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useHydrated } from "../../lib/use-hydrated.ts";

/**
 * A scroll-snap carousel (no library: the browser scrolls, snaps and swipes).
 * The arrows scroll by a page and are disabled when the track cannot scroll
 * that way (detail §6: "The carousel disables arrows when it cannot scroll");
 * a swipe hint shows while there is more to the right and the shopper has not
 * scrolled yet. The track is focusable, so arrow keys scroll it; Left and
 * Right anywhere in the carousel move by one item. `slides` shows one item at
 * a time (the promotions slider) with a dot per slide.
 */
export function Carousel({ label, items, variant = "cards", className = "" }: { label: string; items: { key: string; content: ReactNode; label?: string }[]; variant?: "cards" | "slides"; className?: string }) {
  const track = useRef<HTMLUListElement>(null);
  const id = useId();
  const hydrated = useHydrated();
  const [edges, setEdges] = useState({ prev: false, next: false, scrolled: false, current: 0 });

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    const max = el.scrollWidth - el.clientWidth;
    const children = [...el.children] as HTMLElement[];
    const current = children.reduce((best, child, i) => (Math.abs(child.offsetLeft - el.scrollLeft) < Math.abs(children[best].offsetLeft - el.scrollLeft) ? i : best), 0);
    // A few pixels of slack: snapping and the track's padding leave the ends a little off zero.
    setEdges((e) => ({ prev: el.scrollLeft > 8, next: el.scrollLeft < max - 8, scrolled: e.scrolled || el.scrollLeft > 8, current }));
  }, []);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    measure();
    el.addEventListener("scroll", measure, { passive: true });
    const resize = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    resize?.observe(el);
    return () => {
      el.removeEventListener("scroll", measure);
      resize?.disconnect();
    };
  }, [measure]);

  const reducedMotion = () => typeof matchMedia !== "undefined" && matchMedia("(prefers-reduced-motion: reduce)").matches;
  const goTo = (index: number) => {
    const el = track.current;
    const child = el?.children[Math.max(0, Math.min(items.length - 1, index))] as HTMLElement | undefined;
    if (!el || !child) return;
    el.scrollTo({ left: child.offsetLeft, behavior: reducedMotion() ? "auto" : "smooth" });
  };
  const page = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    if (variant === "slides") return goTo(edges.current + direction);
    el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: reducedMotion() ? "auto" : "smooth" });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) return;
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      event.preventDefault();
      goTo(edges.current + (event.key === "ArrowRight" ? 1 : -1));
    }
  };

  return (
    <section className={`carousel carousel--${variant} ${className}`} aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown}>
      {hydrated && (
      <div className="carousel__controls">
        <button type="button" className="carousel__arrow carousel__arrow--prev" aria-controls={`${id}-track`} aria-label="Previous" disabled={!edges.prev} onClick={() => page(-1)}>
          ‹
        </button>
        <button type="button" className="carousel__arrow carousel__arrow--next" aria-controls={`${id}-track`} aria-label="Next" disabled={!edges.next} onClick={() => page(1)}>
          ›
        </button>
      </div>
      )}
      <ul id={`${id}-track`} ref={track} className="carousel__track" tabIndex={0} aria-label={`${label}: scroll sideways`}>
        {items.map((item, i) => (
          <li key={item.key} className="carousel__item" aria-roledescription={variant === "slides" ? "slide" : undefined} aria-label={variant === "slides" ? `${i + 1} of ${items.length}${item.label ? `: ${item.label}` : ""}` : undefined}>
            {item.content}
          </li>
        ))}
      </ul>
      {edges.next && !edges.scrolled && (
        <p className="carousel__hint" aria-hidden="true">
          Swipe for more <span className="carousel__hint-arrow">→</span>
        </p>
      )}
      {hydrated && variant === "slides" && items.length > 1 && (
        <div className="carousel__dots">
          {items.map((item, i) => (
            <button key={item.key} type="button" className="carousel__dot" aria-label={`Show slide ${i + 1}${item.label ? `: ${item.label}` : ""}`} aria-current={i === edges.current ? "true" : undefined} onClick={() => goTo(i)} />
          ))}
        </div>
      )}
    </section>
  );
}
