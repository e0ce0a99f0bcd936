import { useEffect } from "react";
import { useAsyncError } from "react-router";

/**
 * The error element of a streamed panel: the panel stays hidden and the
 * failure goes to the console only (listing §8, detail §8).
 */
export function DeferredWarning({ panel, children = null }: { panel: string; children?: React.ReactNode }) {
  const error = useAsyncError();
  useEffect(() => {
    console.warn(`${panel} could not be loaded:`, error);
  }, [panel, error]);
  return <>{children}</>;
}
