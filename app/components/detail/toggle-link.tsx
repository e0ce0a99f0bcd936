import type { KeyboardEvent, MouseEvent } from "react";

/**
 * Show More / Show Less. Without JavaScript it is a link to the same page
 * with the section opened (the server renders it open); with JavaScript it
 * toggles in place and says so through aria-expanded.
 */
export function ToggleLink({
  expanded,
  onToggle,
  href,
  controls,
  moreLabel = "Show More",
  lessLabel = "Show Less",
  className = "toggle-link",
}: {
  expanded: boolean;
  onToggle: () => void;
  href: string;
  controls: string;
  moreLabel?: string;
  lessLabel?: string;
  className?: string;
}) {
  const toggle = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    onToggle();
  };
  return (
    <a
      href={href}
      role="button"
      className={className}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={toggle}
      onKeyDown={(event) => {
        if (event.key === " ") toggle(event);
      }}
    >
      {expanded ? lessLabel : moreLabel}
    </a>
  );
}
