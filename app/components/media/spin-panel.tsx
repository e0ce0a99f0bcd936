import { lazy, Suspense } from "react";
import type { Hotspot } from "../../../domain/entities.ts";
import { SpinPoster } from "./spin-poster.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { vehicleImageAlt } from "../../../domain/images/urls.ts";

const SpinViewer = lazy(() => import("./spin-viewer.tsx"));

/**
 * The spin view. The server (and a browser without JavaScript) shows the first
 * frame; after hydration the spin viewer's code loads in its own chunk, with
 * the same first frame standing in until it is ready.
 */
export function SpinPanel({ name, frames, hotspots }: { name: string; frames: readonly string[]; hotspots: readonly Hotspot[] }) {
  const hydrated = useHydrated();
  const poster = <SpinPoster src={frames[0]} alt={vehicleImageAlt(frames[0], `${name}, 360° view`)} />;
  if (!hydrated) return poster;
  return (
    <Suspense fallback={poster}>
      <SpinViewer name={name} frames={frames} hotspots={hotspots} />
    </Suspense>
  );
}
