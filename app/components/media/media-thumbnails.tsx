import { useEffect, useRef, type MouseEvent } from "react";
import type { GallerySlide } from "../../../domain/media.ts";
import type { CarImage } from "../../../domain/entities.ts";
import { slidePositionText } from "../../../domain/media-viewer.ts";
import { MediaImage } from "./media-image.tsx";

export const slideAnchorId = (index: number) => `vehicle-media-slide-${index + 1}`;

/**
 * A strip of thumbnails, one per slide. In the page they are links to the
 * slide's anchor (which scrolls the slider without JavaScript); in the
 * fullscreen viewer they are buttons.
 */
export function MediaThumbnails({ slides, current, onSelect, as = "link", className = "" }: {
  slides: readonly GallerySlide<CarImage>[];
  current: number;
  onSelect: (index: number) => void;
  as?: "link" | "button";
  className?: string;
}) {
  const list = useRef<HTMLUListElement>(null);

  // Keep the current thumbnail in view by scrolling the strip only, never the page.
  useEffect(() => {
    const strip = list.current;
    const active = strip?.children[current] as HTMLElement | undefined;
    if (!strip || !active) return;
    const left = active.offsetLeft - (strip.clientWidth - active.offsetWidth) / 2;
    strip.scrollTo({ left: Math.max(0, left), behavior: "smooth" });
  }, [current]);

  const choose = (event: MouseEvent, index: number) => {
    event.preventDefault();
    onSelect(index);
  };

  return (
    <ul ref={list} className={`media-thumbs ${className}`} aria-label="Choose a photo">
      {slides.map((slide, index) => {
        const label = `Show ${slidePositionText(slide.kind, index, slides.length).toLowerCase()}`;
        const content =
          slide.kind === "image" ? (
            <MediaImage src={slide.image.thumbUrl || slide.image.url} alt="" width={120} height={80} />
          ) : (
            <span className="media-thumbs__video" aria-hidden="true" />
          );
        const shared = {
          className: "media-thumbs__button",
          "aria-label": label,
          "aria-current": index === current ? ("true" as const) : undefined,
          onClick: (event: MouseEvent) => choose(event, index),
        };
        return (
          <li key={index}>
            {as === "link" ? (
              <a href={`#${slideAnchorId(index)}`} {...shared}>
                {content}
              </a>
            ) : (
              <button type="button" {...shared}>
                {content}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
