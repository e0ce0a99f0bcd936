// Waits until React Router's <HydratedRouter> can render without suspending.
//
// Its first render starts decoding the page's streamed loader data and throws
// that promise while it is pending; once the data is in, the same call creates
// the router (kept in React Router's module) and goes on to its hooks, which
// throw outside a render. React Router has no other way to ask, so we call the
// component outside a render: a thrown promise means "not yet", anything else
// means the data is decoded.
const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === "object" && value !== null && typeof (value as { then?: unknown }).then === "function";

/** At most this many waits (each is a real pending promise, so this never spins). */
const MAX_WAITS = 50;

export async function routerDataDecoded(firstRender: (props: Record<string, never>) => unknown): Promise<void> {
  for (let wait = 0; wait < MAX_WAITS; wait++) {
    try {
      firstRender({});
      return;
    } catch (thrown) {
      if (!isThenable(thrown)) return;
      // A failed decode is React Router's to report when it renders for real.
      await Promise.resolve(thrown).catch(() => undefined);
    }
  }
}
