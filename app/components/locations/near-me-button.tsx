import { useState } from "react";
import { useNavigate } from "react-router";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { roundCoordinate } from "../../../domain/locator.ts";

export const NEAR_ME_DENIED = "Location access was denied. Enter a postcode or suburb instead, or allow location access for this site and try again.";
export const NEAR_ME_FAILED = "We could not find your location just now. Enter a postcode or suburb instead.";

/**
 * "Near me": the browser's position, asked only when the shopper presses the
 * button (never on page load). The position, rounded to about a kilometre,
 * goes in the address so the server sorts by distance; the filters chosen in
 * the form come along. Shown only once JavaScript runs, as it needs it.
 */
export function NearMeButton({ formId }: { formId: string }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [status, setStatus] = useState<"idle" | "asking" | "error">("idle");
  const [message, setMessage] = useState("");
  if (!hydrated || typeof navigator === "undefined" || !("geolocation" in navigator)) return null;
  const ask = () => {
    setStatus("asking");
    setMessage("");
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const form = document.getElementById(formId) as HTMLFormElement | null;
        const params = new URLSearchParams();
        for (const name of ["department", "brand"]) {
          const value = form ? new FormData(form).get(name) : null;
          if (typeof value === "string" && value) params.set(name, value);
        }
        params.set("near", `${roundCoordinate(position.coords.latitude)},${roundCoordinate(position.coords.longitude)}`);
        setStatus("idle");
        navigate(`?${params}`);
      },
      (error) => {
        setStatus("error");
        setMessage(error.code === error.PERMISSION_DENIED ? NEAR_ME_DENIED : NEAR_ME_FAILED);
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  };
  return (
    <div className="near-me">
      <button type="button" className="button button--ghost near-me__button" onClick={ask} disabled={status === "asking"}>
        {status === "asking" ? "Finding you…" : "Use my location"}
      </button>
      <p role="status" className="near-me__message">
        {message}
      </p>
    </div>
  );
}
