/** Run a callback when the browser is idle (or after `timeout` ms at the latest). */
export function whenIdle(callback: () => void, timeout = 1500): void {
  if (typeof window.requestIdleCallback === "function")
    window.requestIdleCallback(callback, { timeout });
  else window.setTimeout(callback, 1);
}
