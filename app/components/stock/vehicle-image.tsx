import { PhotosComingSoon } from "./photos-coming-soon.tsx";

/** A responsive 600x400 vehicle image; the first cards on a page load eagerly with high priority. */
export function VehicleImage({ src, alt, priority = false, sizes = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" }: {
  src: string | undefined;
  alt: string;
  priority?: boolean;
  sizes?: string;
}) {
  if (!src) return <PhotosComingSoon label={alt ? `${alt}: photos coming soon` : "Photos coming soon"} />;
  const base = src;
  const at = (w: number) => `${base}${base.includes("?") ? "&" : "?"}w=${w}`;
  return (
    <img
      src={at(600)}
      srcSet={`${at(320)} 320w, ${at(480)} 480w, ${at(600)} 600w, ${at(900)} 900w`}
      sizes={sizes}
      width={600}
      height={400}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
    />
  );
}
