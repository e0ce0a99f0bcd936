// Hydration in small steps.
//
// Hydrating a whole listing (21 cards and thirty filter groups, some 1,700
// elements) is one long task of script; on a phone it blocks input for
// hundreds of milliseconds. Wrapped in <HydrateLater>, a part of the page keeps
// its server HTML (visible, and working as plain links and forms) while the
// rest hydrates, and then hydrates in a task of its own, one part per task,
// in page order (listing: each card and filter group; detail: the gallery,
// the calculators, lower sections and similar cars). useHydrated() turns true
// once every part has hydrated. Parts rendered after the first hydration (client navigation)
// render at once.
//
// How: while the page first hydrates, the part suspends on a promise that
// resolves in a later task; React and Preact both keep a suspended part's
// server HTML and hydrate it when the promise resolves. Preact keeps only the
// first element of a suspended part, so a part must render exactly one
// element (a card's <article>, a filter group's <details>).
import { Suspense, useEffect, type ReactNode } from "react";

/** True in the browser until entry.client's first hydration pass has run. */
let firstHydration = typeof document !== "undefined";

interface Step {
  done: boolean;
  promise: Promise<void>;
  /** Its part has hydrated (its effects have run). */
  hydrated: boolean;
}
const steps = new Map<string, Step>();
let lastStep: Promise<void> = Promise.resolve();

// Parts still showing server HTML, and who waits for them all to hydrate.
let waiting = 0;
let allHydrated: (() => void)[] = [];

/** Resolves once every part of the first hydration has hydrated (at once when there are none). */
export function whenPartsHydrated(): Promise<void> {
  return waiting === 0 ? Promise.resolve() : new Promise((resolve) => allHydrated.push(resolve));
}

/** Rendered after a part's content: its effect runs once that content has hydrated. */
function PartHydrated({ id }: { id: string }) {
  useEffect(() => {
    const step = steps.get(id);
    if (step) partHydrated(step);
  }, [id]);
  return null;
}

function partHydrated(step: Step) {
  if (step.hydrated) return;
  step.hydrated = true;
  waiting -= 1;
  if (waiting === 0) {
    const resolve = allHydrated;
    allHydrated = [];
    for (const done of resolve) done();
  }
}

/** Resolves in a new task (a message, not a timer: no 4 ms clamping). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

function stepFor(id: string): Step | null {
  const known = steps.get(id);
  if (known) return known.done ? null : known;
  if (!firstHydration) return null;
  const step: Step = {
    done: false,
    promise: Promise.resolve(),
    hydrated: false,
  };
  waiting += 1;
  step.promise = lastStep = lastStep.then(nextTask).then(() => {
    step.done = true;
  });
  // A part that is gone before its turn (the shopper moved on) never hydrates:
  // one task after its turn it no longer holds the page back.
  void step.promise.then(nextTask).then(() => partHydrated(step));
  steps.set(id, step);
  return step;
}

function Gate({ id, children }: { id: string; children: ReactNode }) {
  const step = import.meta.env.SSR ? null : stepFor(id);
  // Suspends (again, if the page re-renders before this part's turn) until its turn.
  if (step) throw step.promise;
  return (
    <>
      {children}
      <PartHydrated id={id} />
    </>
  );
}

/** A part of the page hydrated in a task of its own. `id`: unique on the page and stable. `children`: one element. */
export function HydrateLater({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate id={id}>{children}</Gate>
    </Suspense>
  );
}

/** Called once the first hydration pass has run: parts mounted from now on render at once. */
export function firstHydrationDone(): void {
  firstHydration = false;
}
