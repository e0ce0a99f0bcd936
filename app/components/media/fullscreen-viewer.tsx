// Loaded only when a shopper opens it (React.lazy in vehicle-media.tsx).
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type SyntheticEvent } from "react";
import type { CarImage } from "../../../domain/entities.ts";
import type { GallerySlide } from "../../../domain/media.ts";
import { slidePositionText } from "../../../domain/media-viewer.ts";
import { keyBelongsToControl } from "./keyboard.ts";
import { MediaImage } from "./media-image.tsx";
import { MediaThumbnails } from "./media-thumbnails.tsx";
import { MediaVideo } from "./media-video.tsx";
import { vehicleImageAlt } from "../../../domain/images/urls.ts";

export interface FullscreenViewerProps {
  name: string;
  slides: readonly GallerySlide<CarImage>[];
  index: number;
  showThumbnails: boolean;
  onShow: (index: number) => void;
  onStep: (by: 1 | -1) => void;
  onClose: () => void;
  /** Where focus goes back to if the control that opened the viewer is gone. */
  fallbackFocus?: () => HTMLElement | null;
}

const FOCUSABLE = 'a[href], button:not([disabled]), video[controls], iframe, [tabindex]:not([tabindex="-1"])';

/**
 * The fullscreen photo viewer: a modal dialog (the page behind is inert),
 * left/right arrow keys move between slides, Escape closes it, Tab stays
 * inside it, and focus returns to where it was.
 */
export default function FullscreenViewer({ name, slides, index, showThumbnails, onShow, onStep, onClose, fallbackFocus }: FullscreenViewerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const fallbackRef = useRef(fallbackFocus);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const fallback = fallbackRef.current;
    if (!el.open) el.showModal();
    closeButton.current?.focus();
    return () => {
      if (el.open) el.close();
      opener?.focus();
      if (document.activeElement !== opener) fallback?.()?.focus();
    };
  }, []);

  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault(); // Escape: close through React state, so the dialog unmounts and focus is restored
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "Tab") {
      trapTab(event);
      return;
    }
    if (keyBelongsToControl(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      event.preventDefault();
      onStep(event.key === "ArrowRight" ? 1 : -1);
    }
  };

  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    const focusables = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const slide = slides[index];
  const total = slides.length;
  // Until the full-size picture arrives the stage says so (issue #14 §7), instead of showing nothing.
  const [loadedIndex, setLoadedIndex] = useState<number | null>(null);
  const loaded = useCallback(() => setLoadedIndex(index), [index]);
  const loading = slide?.kind === "image" && loadedIndex !== index;

  return (
    <dialog ref={dialog} className="media-fullscreen" aria-label={`Photos of ${name}, full screen`} onCancel={onCancel} onKeyDown={onKeyDown}>
      <div className="media-fullscreen__header">
        <p className="media-fullscreen__position" aria-live="polite" aria-atomic="true">
          {slide ? slidePositionText(slide.kind, index, total) : ""}
        </p>
        <button ref={closeButton} type="button" className="media-fullscreen__close" aria-label="Close full screen viewer" onClick={onClose} />
      </div>
      <div className="media-fullscreen__stage">
        {total > 1 && <button type="button" className="media-fullscreen__arrow media-fullscreen__arrow--prev" aria-label="Previous image" onClick={() => onStep(-1)} />}
        <div className="media-fullscreen__slide" aria-busy={loading || undefined}>
          {loading && (
            <p className="media-fullscreen__loading" role="status">
              Loading image…
            </p>
          )}
          {slide?.kind === "image" && (
            <MediaImage
              key={index}
              className="media-fullscreen__image"
              src={slide.image.url}
              alt={vehicleImageAlt(slide.image.url, `${name}, image ${index + 1} of ${total}`)}
              widths={[900, 1200, 1600, 2000]}
              sizes="100vw"
              width={1038}
              height={692}
              priority="eager"
              onLoad={loaded}
            />
          )}
          {slide?.kind === "video" && <MediaVideo key={index} className="media-fullscreen__video" url={slide.url} title={`Video of ${name}`} />}
        </div>
        {total > 1 && <button type="button" className="media-fullscreen__arrow media-fullscreen__arrow--next" aria-label="Next image" onClick={() => onStep(1)} />}
      </div>
      {showThumbnails && <MediaThumbnails slides={slides} current={index} onSelect={onShow} as="button" className="media-thumbs--fullscreen" />}
    </dialog>
  );
}
