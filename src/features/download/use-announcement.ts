import { useCallback, useEffect, useRef, useState } from "react";

/**
 * A message for a polite live region. Each call clears the region first, so
 * the same message said twice is announced twice.
 */
export function useAnnouncement(): [string, (message: string) => void] {
  const [message, setMessage] = useState("");
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const announce = useCallback((next: string) => {
    setMessage("");
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setMessage(next), 100);
  }, []);
  return [message, announce];
}
