// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Faq from "./faq";
import { faqIds } from "../content/download";
import en from "../content/locales/en/download";

const faqItems = faqIds.map((id) => en.faq[id]);

describe("Faq", () => {
  it("has four questions, each a heading that wraps its button, all closed", () => {
    render(<Faq />);
    expect(faqItems).toHaveLength(4);
    for (const item of faqItems) {
      const heading = screen.getByRole("heading", { level: 4, name: item.question });
      const button = within(heading).getByRole("button", { name: item.question });
      expect(button).toHaveAttribute("aria-expanded", "false");
      expect(screen.queryByText(item.answer)).not.toBeVisible();
    }
  });

  it("opens and closes answers, several at once", async () => {
    const user = userEvent.setup();
    render(<Faq />);
    const [first, second] = faqItems;
    if (!first || !second) throw new Error("need two questions");
    const a = screen.getByRole("button", { name: first.question });
    const b = screen.getByRole("button", { name: second.question });

    await user.click(a);
    expect(a).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(first.answer)).toBeVisible();
    await user.click(b);
    expect(screen.getByText(first.answer)).toBeVisible();
    expect(screen.getByText(second.answer)).toBeVisible();

    await user.click(a);
    expect(a).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText(first.answer)).not.toBeVisible();
  });

  it("opens with the keyboard", async () => {
    const user = userEvent.setup();
    render(<Faq />);
    await user.tab();
    await user.keyboard("{Enter}");
    const first = faqItems[0]!;
    expect(screen.getByRole("button", { name: first.question })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(screen.getByText(first.answer)).toBeVisible();
  });

  it("closed answers are hidden until found, and a find-in-page match opens them", () => {
    render(<Faq />);
    const last = faqItems[3]!;
    const panel = screen.getByText(last.answer).closest("[hidden]");
    expect(panel).toHaveAttribute("hidden", "until-found");
    panel?.dispatchEvent(new Event("beforematch", { bubbles: true }));
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        expect(screen.getByRole("button", { name: last.question })).toHaveAttribute(
          "aria-expanded",
          "true",
        );
        resolve();
      }, 0),
    );
  });

  it("prerenders every answer open, for visitors without JavaScript", async () => {
    const { renderToString } = await import("react-dom/server");
    const host = document.createElement("div");
    host.innerHTML = renderToString(<Faq />);
    expect(host.querySelectorAll("[hidden]")).toHaveLength(0);
    for (const item of faqItems) expect(host.textContent).toContain(item.answer);
  });
});
