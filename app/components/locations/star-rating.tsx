import type { StarRow } from "../../../domain/reviews.ts";

/**
 * detail §9: "4 full stars plus a partial, one decimal; partial star only when
 * decimal part above 30%." The stars are decoration; the label says the number.
 */
export function StarRating({ stars, className }: { stars: StarRow; className?: string }) {
  const cells: { key: string; fill: number }[] = [
    ...Array.from({ length: stars.full }, (_, i) => ({ key: `f${i}`, fill: 1 })),
    ...(stars.partial > 0 ? [{ key: "p", fill: stars.partial }] : []),
    ...Array.from({ length: stars.empty }, (_, i) => ({ key: `e${i}`, fill: 0 })),
  ];
  return (
    <span className={`stars${className ? ` ${className}` : ""}`} role="img" aria-label={`Rated ${stars.label} out of 5`}>
      {cells.map((cell) => (
        <span
          key={cell.key}
          aria-hidden="true"
          className={cell.fill === 1 ? "star star--full" : cell.fill === 0 ? "star star--empty" : "star star--partial"}
          data-fill={cell.fill}
          style={cell.fill > 0 && cell.fill < 1 ? { ["--star-fill" as string]: `${Math.round(cell.fill * 100)}%` } : undefined}
        >
          ★
        </span>
      ))}
    </span>
  );
}
