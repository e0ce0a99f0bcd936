import type { ReactNode } from "react";
import { MediaImage } from "./media-image.tsx";

const SPIN_WIDTHS = [480, 600, 900, 1200];
const SPIN_SIZES = "(min-width: 1024px) 760px, 100vw";

/** The first spin frame (or the interior picture) as a solid, responsive picture. */
export function SpinPosterImage({ src, alt, priority = true }: { src: string | null | undefined; alt: string; priority?: boolean }) {
  return <MediaImage src={src} alt={alt} widths={SPIN_WIDTHS} sizes={SPIN_SIZES} width={900} height={600} priority={priority ? "high" : "lazy"} />;
}

/**
 * The spin's first frame in the viewer's frame: what the server renders and
 * what shows while the spin viewer's code loads (no layout shift on swap).
 */
export function SpinPoster({ src, alt, priority, children }: { src: string | null | undefined; alt: string; priority?: boolean; children?: ReactNode }) {
  return (
    <div className="spin-viewer">
      <div className="spin-viewer__stage">
        <SpinPosterImage src={src} alt={alt} priority={priority} />
      </div>
      {children}
    </div>
  );
}
