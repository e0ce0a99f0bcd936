import { isEmbeddableVideo } from "../../../domain/media.ts";

/**
 * A car video: YouTube embed addresses play in a frame, anything else in a
 * plain video element with the browser's controls (detail §4).
 */
export function MediaVideo({ url, title, className }: { url: string; title: string; className?: string }) {
  if (isEmbeddableVideo(url)) {
    return (
      <iframe
        className={className}
        src={url}
        title={title}
        loading="lazy"
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <video className={className} src={url} controls preload="metadata" playsInline aria-label={title}>
      <a href={url}>Download the video</a>
    </video>
  );
}
