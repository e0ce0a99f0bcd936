import { useCallback, useState } from "react";
import { NOT_FOUND_IMAGE, imageSrcSet, sizedImageUrl } from "../../../domain/images/sized-urls.ts";

/** "high": the largest paint (eager, fetchpriority=high); "eager": the next one; "lazy": the rest. */
export type ImagePriority = "high" | "eager" | "lazy";

export interface MediaImageProps {
  src: string | null | undefined;
  alt: string;
  /** Candidate widths for a srcset; without them the address is used as it is (e.g. a ready-sized thumbnail). */
  widths?: readonly number[];
  sizes?: string;
  width: number;
  height: number;
  priority?: ImagePriority;
  className?: string;
  /** Called once the picture (or its 'image not found' stand-in) has arrived. */
  onLoad?: () => void;
}

/**
 * A vehicle photo that falls back to the 'image not found' picture when it is
 * missing or fails to load, including failures that happened before hydration.
 */
export function MediaImage({ src, alt, widths = [], sizes, width, height, priority = "lazy", className, onLoad }: MediaImageProps) {
  const [failed, setFailed] = useState(false);
  const url = !src || failed ? NOT_FOUND_IMAGE : src;
  const fallBack = useCallback(() => {
    if (url !== NOT_FOUND_IMAGE) setFailed(true);
  }, [url]);
  // An image that broke before React attached onError shows as complete with no pixels.
  const checkAlreadyBroken = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0 && img.currentSrc) fallBack();
      else if (img?.complete && img.naturalWidth > 0) onLoad?.();
    },
    [fallBack, onLoad],
  );
  // The plain src (for browsers without srcset support) is a middle size.
  const middle = widths[Math.floor(widths.length / 2)];
  return (
    <img
      ref={checkAlreadyBroken}
      className={className}
      src={middle === undefined ? url : sizedImageUrl(url, middle)}
      srcSet={widths.length > 1 ? imageSrcSet(url, widths) : undefined}
      sizes={widths.length > 1 ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={priority === "lazy" ? "lazy" : "eager"}
      fetchPriority={priority === "high" ? "high" : undefined}
      decoding={priority === "high" ? undefined : "async"}
      draggable={false}
      onError={fallBack}
      onLoad={onLoad}
    />
  );
}
