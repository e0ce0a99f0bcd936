// Whether a component may show its JavaScript-only side (decision 0074).
//
// False while the server renders and while a component hydrates, so the first
// browser render matches the server's HTML; true at once for a component the
// browser renders new (after a navigation). A hydrated component turns live
// later, without drawing the page in one go: React re-renders a store's
// readers synchronously, in one task, so turning every card's toggles and
// every filter live as hydration ends was one long task on a phone. Here each
// hydrated component waits until the whole page has hydrated (or a few seconds,
// if a part never does), then they turn live a few per task.
import { useState, useSyncExternalStore, type ReactNode } from "react";

/** Components turned live per task: each is a small re-render, so a task stays a few milliseconds long. */
export const LIVE_PER_TASK = 6;
/** A part slow to hydrate, or one that never does (its code failed to load), does not keep the rest of the page without JavaScript. */
export const LIVE_AT_THE_LATEST_MS = 3000;

const waiting = new Set<() => void>();
let whenAllLive: (() => void) | undefined;
let released = false;
let scheduled = false;
let fallback: ReturnType<typeof setTimeout> | undefined;
let channel: MessageChannel | undefined;

/** Runs `step` in the next task (a message, as React's scheduler posts: a timer would wait at least 4 ms after a few). */
function schedule() {
  if (!released || scheduled) return;
  scheduled = true;
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = step;
    // In Node (unit tests) an open port would keep the process alive.
    (channel.port1 as { unref?: () => void }).unref?.();
  }
  channel.port2.postMessage(null);
}

function step() {
  scheduled = false;
  if (waiting.size === 0) {
    // The last components' re-render ran at the end of the previous task: they are live now.
    const callback = whenAllLive;
    whenAllLive = undefined;
    callback?.();
    return;
  }
  let count = 0;
  for (const turnLive of [...waiting]) {
    if (count++ === LIVE_PER_TASK) break;
    waiting.delete(turnLive);
    turnLive();
  }
  schedule();
}

function release() {
  released = true;
  clearTimeout(fallback);
  schedule();
}

/**
 * The page has hydrated: its waiting components turn live, a few per task, and then `callback` runs (at once if
 * none is waiting, in the next task; called again before then, the last callback runs). Called by
 * app/lib/hydration-part.tsx when no part is left to hydrate.
 */
export function turnHydratedPageLive(callback: () => void): void {
  whenAllLive = callback;
  release();
}

const noSubscription = () => () => {};

function hydrationState() {
  // getServerSnapshot is read only on the server and while this component hydrates: that is how it knows.
  let hydrating = false;
  let live = false;
  return {
    serverSnapshot: () => {
      hydrating = true;
      return false;
    },
    snapshot: () => !hydrating || live,
    subscribe: (notify: () => void) => {
      if (!hydrating || live) return noSubscription();
      const turnLive = () => {
        live = true;
        notify();
      };
      waiting.add(turnLive);
      fallback ??= setTimeout(release, LIVE_AT_THE_LATEST_MS);
      schedule();
      return () => void waiting.delete(turnLive);
    },
  };
}

/** False on the server and while this component hydrates; true once it is live (see above), or at once when new. */
export function useHydrated(): boolean {
  const [state] = useState(hydrationState);
  return useSyncExternalStore(state.subscribe, state.snapshot, state.serverSnapshot);
}

/**
 * Its children once hydrated, nothing before. Only this wrapper renders again when the page hydrates: a component
 * that puts a JavaScript-only part inside it is not drawn again whole.
 */
export function WhenHydrated({ children }: { children: ReactNode }): ReactNode {
  return useHydrated() ? children : null;
}

/** Its children until hydrated (the page's JavaScript-off controls), nothing after; only this wrapper renders again. */
export function UntilHydrated({ children }: { children: ReactNode }): ReactNode {
  return useHydrated() ? null : children;
}

/** Tests: forget that a page has hydrated and what waits. */
export function resetHydratedPage(): void {
  waiting.clear();
  whenAllLive = undefined;
  released = false;
  scheduled = false;
  clearTimeout(fallback);
  fallback = undefined;
}
