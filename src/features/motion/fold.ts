/**
 * Whether an element starting `top` pixels below the viewport's top edge lies wholly below the fold
 * of a viewport `viewportHeight` high. Only those are hidden for a reveal: what a visitor can
 * already see (or has scrolled past) never fades in (issue 16).
 */
export function belowTheFold(top: number, viewportHeight: number): boolean {
  return top >= viewportHeight;
}
