import { PhotosComingSoon } from "../stock/photos-coming-soon.tsx";
import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from "react";
import type { CarImage } from "../../../domain/entities.ts";
import type { GallerySlide } from "../../../domain/media.ts";
import { slidePositionText } from "../../../domain/media-viewer.ts";
import { sizedImageUrl } from "../../../domain/images/sized-urls.ts";
import { keyBelongsToControl, prefersReducedMotion } from "./keyboard.ts";
import { MediaImage, type ImagePriority } from "./media-image.tsx";
import { MediaThumbnails, slideAnchorId } from "./media-thumbnails.tsx";
import { MediaVideo } from "./media-video.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { vehicleImageAlt } from "../../../domain/images/urls.ts";

const SLIDE_WIDTHS = [480, 600, 900, 1200];
const SLIDE_SIZES = "(min-width: 1024px) 760px, 100vw";
const TRACK_ID = "vehicle-media-track";

export interface MediaGalleryProps {
  name: string;
  slides: readonly GallerySlide<CarImage>[];
  index: number;
  showThumbnails: boolean;
  /** False when the only slide is the 'image not found' picture: nothing to enlarge. */
  zoomable?: boolean;
  onShow: (index: number) => void;
  onStep: (by: 1 | -1) => void;
  onOpenFullscreen: (index: number) => void;
  /** Called when the fullscreen viewer is likely to be wanted soon (hover, focus): warm its code. */
  onFullscreenIntent?: () => void;
}

/**
 * The main slider: a horizontal scroll-snap strip, so touch swipes are native
 * and the photos can be scrolled without JavaScript. With JavaScript the arrow
 * buttons and keys move it, and the index follows the shopper's swipes.
 */
export function MediaGallery({ name, slides, index, showThumbnails, zoomable = true, onShow, onStep, onOpenFullscreen, onFullscreenIntent }: MediaGalleryProps) {
  const hydrated = useHydrated();
  const track = useRef<HTMLDivElement>(null);
  const shownIndex = useRef(index);
  /** The slide a button, key or thumbnail is scrolling to, until it is there or the shopper takes over. */
  const scrollingTo = useRef<number | null>(null);
  const onShowRef = useRef(onShow);
  useEffect(() => {
    onShowRef.current = onShow;
  });
  const total = slides.length;
  const firstImage = slides.findIndex((slide) => slide.kind === "image");

  // Follow swipes and scrolls: when the strip comes to rest, the slide in view is the current one.
  useEffect(() => {
    const strip = track.current;
    if (!strip) return;
    const settle = () => {
      const width = strip.clientWidth;
      if (width <= 0) return;
      const settled = Math.round(strip.scrollLeft / width);
      const target = scrollingTo.current;
      if (target !== null) {
        // A smooth scroll that came to rest short of its slide (images loading
        // on the way can stop it): finish it rather than show the wrong slide.
        if (settled === target) scrollingTo.current = null;
        else strip.scrollTo({ left: target * width, behavior: "instant" });
        return;
      }
      if (settled !== shownIndex.current) {
        shownIndex.current = settled;
        onShowRef.current(settled);
      }
    };
    settle(); // a no-JS thumbnail link (#vehicle-media-slide-3) may have scrolled it before hydration
    // The shopper swiping or scrolling takes over from a scroll we started.
    const takeOver = () => (scrollingTo.current = null);
    for (const type of ["pointerdown", "wheel", "touchstart"]) strip.addEventListener(type, takeOver, { passive: true });
    const stopTakingOver = () => {
      for (const type of ["pointerdown", "wheel", "touchstart"]) strip.removeEventListener(type, takeOver);
    };
    if ("onscrollend" in window) {
      strip.addEventListener("scrollend", settle);
      return () => {
        strip.removeEventListener("scrollend", settle);
        stopTakingOver();
      };
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const debounced = () => {
      clearTimeout(timer);
      timer = setTimeout(settle, 120);
    };
    strip.addEventListener("scroll", debounced, { passive: true });
    return () => {
      clearTimeout(timer);
      strip.removeEventListener("scroll", debounced);
      stopTakingOver();
    };
  }, []);

  // Move the strip when the index changes from a button, key or thumbnail.
  useEffect(() => {
    const strip = track.current;
    if (!strip || shownIndex.current === index) return;
    shownIndex.current = index;
    scrollingTo.current = index;
    strip.scrollTo({ left: index * strip.clientWidth, behavior: prefersReducedMotion() ? "instant" : "smooth" });
  }, [index]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (keyBelongsToControl(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      event.preventDefault();
      onStep(event.key === "ArrowRight" ? 1 : -1);
    }
  };

  const openAt = (event: MouseEvent, at: number) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpenFullscreen(at);
  };

  const priorityOf = (at: number): ImagePriority => (at === firstImage ? "high" : at === firstImage + 1 ? "eager" : "lazy");
  const current = slides[index];

  return (
    <div className="media-gallery" onKeyDown={onKeyDown}>
      <div className="media-slider" role="region" aria-roledescription="carousel" aria-label={`Photos of ${name}`}>
        <div
          ref={track}
          id={TRACK_ID}
          className="media-slider__track"
          tabIndex={0}
          role="group"
          aria-label="Photos: use the left and right arrow keys to browse"
        >
          {slides.map((slide, at) => (
            <div
              key={at}
              id={slideAnchorId(at)}
              className="media-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={slidePositionText(slide.kind, at, total)}
              inert={hydrated && at !== index}
            >
              {slide.kind === "image" && !zoomable ? (
                <PhotosComingSoon label={`${name}: photos coming soon`} />
              ) : slide.kind === "image" ? (
                <a className="media-slide__zoom" href={sizedImageUrl(slide.image.url, 1600)} tabIndex={-1} onClick={(event) => openAt(event, at)}>
                  <MediaImage
                    src={slide.image.url}
                    alt={vehicleImageAlt(slide.image.url, `${name}, image ${at + 1} of ${total}`)}
                    widths={SLIDE_WIDTHS}
                    sizes={SLIDE_SIZES}
                    width={900}
                    height={600}
                    priority={priorityOf(at)}
                  />
                </a>
              ) : (
                <MediaVideo className="media-slide__video" url={slide.url} title={`Video of ${name}`} />
              )}
            </div>
          ))}
        </div>
        {hydrated && total > 1 && (
          <>
            <button type="button" className="media-slider__arrow media-slider__arrow--prev" aria-controls={TRACK_ID} aria-label="Previous image" onClick={() => onStep(-1)} />
            <button type="button" className="media-slider__arrow media-slider__arrow--next" aria-controls={TRACK_ID} aria-label="Next image" onClick={() => onStep(1)} />
          </>
        )}
        {hydrated && zoomable && (
          <button
            type="button"
            className="media-slider__fullscreen"
            aria-haspopup="dialog"
            onClick={() => onOpenFullscreen(index)}
            onPointerEnter={onFullscreenIntent}
            onFocus={onFullscreenIntent}
          >
            Full screen
          </button>
        )}
        {current && zoomable && (
          <p className={`media-slider__position${current.kind === "video" ? " media-slider__position--video" : ""}`} aria-live="polite" aria-atomic="true">
            {slidePositionText(current.kind, index, total)}
          </p>
        )}
      </div>
      {showThumbnails && <MediaThumbnails slides={slides} current={index} onSelect={onShow} />}
    </div>
  );
}
