/**
 * Scroll to an element smoothly (instantly under prefers-reduced-motion) and
 * move keyboard focus to it. Returns false if there is no such element, so a
 * link can fall back to its native jump.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  target.scrollIntoView({ behavior: reduce ? "instant" : "smooth", block: "start" });
  if (!target.hasAttribute("tabindex")) target.tabIndex = -1;
  target.focus({ preventScroll: true });
  return true;
}
