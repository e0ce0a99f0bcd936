// The prize wheel: equal slices with the prize labels, a pointer at the top.
// The server draws the prize; the wheel only turns to it. With JavaScript the
// page sets `rotation` after the post answers and the wheel turns for 4 s
// (none with prefers-reduced-motion: it is simply there); without JavaScript
// the answer page draws it already stopped on the prize.
import { sliceAngle } from "../../../domain/promotions/spin-to-win.ts";

const COLOURS = ["var(--color-primary)", "var(--color-accent)", "#2e7d32", "#6a1b9a", "#00838f", "#ef6c00", "#37474f", "#ad1457"];

function slicePath(index: number, count: number, r: number): string {
  const a0 = ((index * sliceAngle(count) - 90) * Math.PI) / 180;
  const a1 = (((index + 1) * sliceAngle(count) - 90) * Math.PI) / 180;
  const large = sliceAngle(count) > 180 ? 1 : 0;
  return `M0 0 L${(r * Math.cos(a0)).toFixed(2)} ${(r * Math.sin(a0)).toFixed(2)} A${r} ${r} 0 ${large} 1 ${(r * Math.cos(a1)).toFixed(2)} ${(r * Math.sin(a1)).toFixed(2)} Z`;
}

export function PrizeWheel({ labels, rotation, onStopped }: { labels: readonly string[]; rotation: number; onStopped?: () => void }) {
  const n = labels.length;
  return (
    <div className="prize-wheel" aria-hidden="true">
      <svg viewBox="-110 -118 220 228" width="320" height="332" role="presentation">
        <g className="prize-wheel__disc" style={{ transform: `rotate(${rotation}deg)` }} onTransitionEnd={onStopped}>
          {labels.map((label, i) => {
            const mid = (i + 0.5) * sliceAngle(n);
            return (
              <g key={label + i}>
                <path d={slicePath(i, n, 100)} fill={COLOURS[i % COLOURS.length]} stroke="#fff" strokeWidth="2" />
                <text transform={`rotate(${mid}) translate(0 -58) rotate(90)`} textAnchor="middle" dominantBaseline="middle" className="prize-wheel__label">
                  {label.length > 18 ? `${label.slice(0, 17)}…` : label}
                </text>
              </g>
            );
          })}
          <circle r="14" fill="#fff" stroke="#1a1a1a" strokeWidth="2" />
        </g>
        <path d="M-10 -114 L10 -114 L0 -94 Z" fill="#1a1a1a" className="prize-wheel__pointer" />
      </svg>
    </div>
  );
}
