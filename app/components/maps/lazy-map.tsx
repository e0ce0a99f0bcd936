import { useEffect, useRef, useState, type ReactNode } from "react";
import type { MapTiles } from "../../../domain/map-tiles.ts";
import type { MapPin } from "./map-pin.ts";

/**
 * A map that is never broken or blank (decision 0042): the server renders the
 * static map drawn from coordinates (`fallback`); in the browser, when tiles
 * are configured and the map scrolls into view, Leaflet is imported (its own
 * chunk, in no page's first load) and laid over it. Without tiles, without
 * IntersectionObserver, or if the import fails, the static map stays.
 */
export function LazyMap({ tiles, pins, label, fallback, zoom }: { tiles: MapTiles | null; pins: readonly MapPin[]; label: string; fallback: ReactNode; zoom?: number }) {
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"static" | "loading" | "interactive">("static");
  const pinsKey = JSON.stringify(pins);

  useEffect(() => {
    const element = box.current;
    if (!tiles || !element || typeof IntersectionObserver === "undefined") return;
    let unmount: (() => void) | null = null;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setState("loading");
        import("./leaflet-map.ts")
          .then(({ mountLeafletMap }) => {
            if (cancelled || !canvas.current) return;
            unmount = mountLeafletMap(canvas.current, { tiles, pins: JSON.parse(pinsKey) as MapPin[], zoom });
            setState("interactive");
          })
          .catch(() => !cancelled && setState("static"));
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      unmount?.();
    };
  }, [tiles, pinsKey, zoom]);

  return (
    <div ref={box} className="lazy-map" data-map={state}>
      <div className="lazy-map__static" aria-hidden={state === "interactive" ? true : undefined}>
        {fallback}
      </div>
      {tiles && <div ref={canvas} className="lazy-map__canvas" role="region" aria-label={label} hidden={state === "static"} />}
    </div>
  );
}
