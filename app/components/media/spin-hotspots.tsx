import { useState } from "react";
import type { Hotspot } from "../../../domain/entities.ts";

/**
 * Hotspot markers over a spin frame. Each is a button named by its
 * description; the description shows on hover, focus or when pressed.
 */
export function SpinHotspots({ hotspots, onInteract }: { hotspots: readonly Hotspot[]; onInteract?: () => void }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      {hotspots.map((hotspot) => {
        const key = `${hotspot.view}-${hotspot.frame}-${hotspot.description}`;
        return (
          <button
            key={key}
            type="button"
            className="spin-hotspot"
            style={{ left: `${hotspot.x * 100}%`, top: `${hotspot.y * 100}%` }}
            aria-expanded={open === key}
            onClick={() => {
              onInteract?.();
              setOpen((current) => (current === key ? null : key));
            }}
          >
            <span className="spin-hotspot__text">{hotspot.description}</span>
          </button>
        );
      })}
    </>
  );
}
