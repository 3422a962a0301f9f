/** The wait before each new attempt: 1, 2, 4 … s, at most 30 s. */
const RETRY_MS = { first: 1000, max: 30_000 };

/**
 * `load()` until it resolves. A failed dynamic import is fetched again by
 * the next import() of it, so a section whose code failed to download loads
 * once the network is back: after a wait that doubles each time, or at once
 * when the browser comes back online or the visitor acts inside `section`.
 */
export async function retried<T>(
  load: () => Promise<T>,
  section: () => Element | null,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch {
      await new Promise<void>((resolve) => {
        const wait = Math.min(RETRY_MS.first * 2 ** attempt, RETRY_MS.max);
        const timer = setTimeout(again, wait);
        function again() {
          clearTimeout(timer);
          window.removeEventListener("online", again);
          document.removeEventListener("pointerdown", touched, true);
          document.removeEventListener("keydown", touched, true);
          resolve();
        }
        function touched(event: Event) {
          if (event.target instanceof Node && section()?.contains(event.target)) again();
        }
        window.addEventListener("online", again);
        document.addEventListener("pointerdown", touched, true);
        document.addEventListener("keydown", touched, true);
      });
    }
  }
}
