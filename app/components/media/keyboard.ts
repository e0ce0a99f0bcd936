/** Keys that belong to a focused player or field, not to the slider or viewer around it. */
export function keyBelongsToControl(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && /^(VIDEO|IFRAME|INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}
