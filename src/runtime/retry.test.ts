// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { retried } from "./retry";

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = `<div data-section="faq"><button type="button">Q</button></div>`;
});
afterEach(() => vi.useRealTimers());

const section = () => document.querySelector("[data-section]");
/** Fails `times` times, then resolves. */
function flaky(times: number) {
  let calls = 0;
  const load = vi.fn(() =>
    ++calls > times ? Promise.resolve("code") : Promise.reject(new Error("offline")),
  );
  return load;
}

describe("retried", () => {
  it("tries again after 1, then 2 s, until the load succeeds", async () => {
    const load = flaky(2);
    const result = retried(load, section);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe("code");
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("tries again at once when the visitor acts in the section, or the browser is back online", async () => {
    const load = flaky(2);
    const result = retried(load, section);
    await vi.advanceTimersByTimeAsync(0);
    document.querySelector("button")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
    // Input elsewhere does not count.
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event("online"));
    await expect(result).resolves.toBe("code");
    // No wait left behind to fire into a finished retry.
    expect(vi.getTimerCount()).toBe(0);
  });
});
