/** The wait before each new attempt: 1, 2, 4 … s, at most 30 s. */
const RETRY_MS = { first: 1000, max: 30_000 };

/**
 * `load()` until it resolves (a failed import() is fetched again next time): after
 * a wait that doubles, or at once when back online or the visitor acts in `section`.
 */
export async function retried<T>(
  load: () => Promise<T>,
  section: () => Element | null,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch {
      const waited = new AbortController();
      const { signal } = waited;
      const again = () => waited.abort();
      const touched = (event: Event) =>
        event.target instanceof Node && section()?.contains(event.target) && again();
      const timer = setTimeout(again, Math.min(RETRY_MS.first * 2 ** attempt, RETRY_MS.max));
      window.addEventListener("online", again, { signal });
      for (const type of ["pointerdown", "keydown"])
        document.addEventListener(type, touched, { capture: true, signal });
      await new Promise((resolve) => signal.addEventListener("abort", resolve));
      clearTimeout(timer);
    }
  }
}
