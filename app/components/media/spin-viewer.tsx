// Our own 360° spin viewer, loaded only when the spin view is shown (React.lazy in spin-panel.tsx).
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import type { Hotspot } from "../../../domain/entities.ts";
import { SPIN_AUTOROTATE_MS, SPIN_ANIMATION_MS, spinFrame, stepSpinFrame, visibleHotspots } from "../../../domain/media.ts";
import { sizedImageUrl } from "../../../domain/images/sized-urls.ts";
import { prefersReducedMotion } from "./keyboard.ts";
import { SpinHotspots } from "./spin-hotspots.tsx";
import { SpinPosterImage } from "./spin-poster.tsx";

export interface SpinViewerProps {
  name: string;
  frames: readonly string[];
  hotspots: readonly Hotspot[];
}

const FRAME_WIDTHS = [600, 900, 1200];

/** One frame width for the whole spin, so the preloaded images are exactly the ones shown. */
function frameWidth(): number {
  const needed = Math.min(window.innerWidth, 800) * (window.devicePixelRatio || 1);
  return FRAME_WIDTHS.find((width) => width >= needed) ?? FRAME_WIDTHS[FRAME_WIDTHS.length - 1];
}

const KEY_STEPS: Record<string, 1 | -1> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };

/**
 * Preloads every frame and shows the solid first image until all have loaded;
 * then autorotates every 100 ms until the shopper first interacts. Dragging
 * (20 px per frame) or the arrow keys turn the car; hotspots show only at
 * their own angle. A frame that fails to load is only logged.
 */
export default function SpinViewer({ name, frames, hotspots }: SpinViewerProps) {
  const count = frames.length;
  const [width] = useState(frameWidth);
  const urls = useMemo(() => frames.map((frame) => sizedImageUrl(frame, width)), [frames, width]);
  const [settled, setSettled] = useState(0);
  const [frame, setFrame] = useState(0);
  const [rotating, setRotating] = useState(() => !prefersReducedMotion());
  const [hintShown, setHintShown] = useState(true);
  const drag = useRef<{ pointerId: number; x: number; frame: number } | null>(null);
  const preloaded = useRef<HTMLImageElement[]>([]);
  const hintId = "spin-viewer-hint";
  const ready = settled >= count;

  useEffect(() => {
    let cancelled = false;
    let done = 0;
    const settle = () => {
      done += 1;
      if (!cancelled) setSettled(done);
    };
    // Holding the Image objects keeps the decoded frames in memory while the viewer is open.
    preloaded.current = urls.map((url) => {
      const image = new Image();
      image.decoding = "async";
      image.onload = settle;
      image.onerror = () => {
        console.warn(`360° spin: a frame failed to load (${url})`);
        settle();
      };
      image.src = url;
      return image;
    });
    return () => {
      cancelled = true;
      preloaded.current = [];
    };
  }, [urls]);

  // Stops at once on the first interaction: a tick already queued before the
  // effect's cleanup runs turns nothing.
  const stopped = useRef(false);
  useEffect(() => {
    if (!ready || !rotating || count < 2) return;
    const timer = setInterval(() => {
      if (!stopped.current) setFrame((current) => stepSpinFrame(current, 1, count));
    }, SPIN_AUTOROTATE_MS);
    return () => clearInterval(timer);
  }, [ready, rotating, count]);

  // The drag hint fades once the spin has played for a while.
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => setHintShown(false), SPIN_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [ready]);

  const interact = () => {
    stopped.current = true;
    setRotating(false);
    setHintShown(false);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    interact();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, x: event.clientX, frame };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!ready || !start || start.pointerId !== event.pointerId) return;
    setFrame(spinFrame(start.frame, event.clientX - start.x, count));
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId === event.pointerId) drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEPS[event.key];
    const jump = event.key === "Home" ? 0 : event.key === "End" ? count - 1 : undefined;
    if (step === undefined && jump === undefined) return;
    event.preventDefault();
    interact();
    if (!ready) return;
    setFrame((current) => (jump ?? stepSpinFrame(current, step, count)));
  };

  const stage = (
    <div
      className="spin-viewer__stage spin-viewer__stage--interactive"
      role="slider"
      tabIndex={0}
      aria-label={`360° view of ${name}`}
      aria-describedby={hintId}
      aria-valuemin={1}
      aria-valuemax={count}
      aria-valuenow={frame + 1}
      aria-valuetext={`Angle ${frame + 1} of ${count}`}
      data-frame={frame}
      data-rotating={ready && rotating ? "true" : "false"}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onKeyDown={onKeyDown}
    >
      {ready ? (
        <img className="spin-viewer__frame" src={urls[frame]} alt="" width={900} height={600} draggable={false} />
      ) : (
        <SpinPosterImage src={frames[0]} alt="" />
      )}
    </div>
  );

  return (
    <div className="spin-viewer" aria-busy={!ready || undefined}>
      {stage}
      {ready && <SpinHotspots hotspots={visibleHotspots(hotspots, "exterior", frame)} onInteract={interact} />}
      {!ready && (
        <p className="spin-viewer__loading" role="status">
          Loading 360° view… {Math.round((settled / Math.max(count, 1)) * 100)}%
        </p>
      )}
      <p id={hintId} className={`spin-viewer__hint${ready && hintShown ? " spin-viewer__hint--shown" : ""}`}>
        Drag or use the arrow keys to turn the car
      </p>
      {ready && rotating && count > 1 && (
        <button type="button" className="spin-viewer__stop" onClick={interact}>
          Stop rotating
        </button>
      )}
    </div>
  );
}
