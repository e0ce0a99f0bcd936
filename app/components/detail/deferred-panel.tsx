import { Suspense, type ReactNode } from "react";
import { Await } from "react-router";

/**
 * A panel whose data may still be on its way. Data that was ready when the
 * page rendered is shown straight away, inside the first HTML (React would
 * otherwise move a large Suspense boundary out of place and swap it in with a
 * script, which leaves JavaScript-less visitors with the placeholder). Data
 * still pending streams in through <Suspense> and <Await>, with its own error
 * element, so a failure only ever hides this panel.
 */
export function DeferredPanel<T>({
  data,
  fallback = null,
  errorElement,
  children,
}: {
  data: T | Promise<T>;
  fallback?: ReactNode;
  errorElement: ReactNode;
  children: (value: T) => ReactNode;
}) {
  if (!(data instanceof Promise)) return <>{children(data as T)}</>;
  const pending: Promise<unknown> = data;
  return (
    <Suspense fallback={fallback}>
      <Await resolve={pending} errorElement={errorElement}>
        {(value) => children(value as T)}
      </Await>
    </Suspense>
  );
}
