import { useEffect, useId, useRef } from "react";
import { reminderContent } from "../../content/download-actions";
import { useMessages, usePageLocale } from "../../i18n/catalog";
import { downloadPagePath } from "../../i18n/download-page";
import { MonitorIcon, icon } from "../../components/ui/icons";
import { focusVisibleRing } from "../../lib/focus-ring";
import { canonicalUrl } from "../../lib/site-url";
import { AddressBreaks } from "../../content/locales/address-breaks";
import { actionButton } from "./action-button";
import type { DownloadChoiceAlign } from "./download-choice";
import { CopyButton } from "./copy-button";
import { nextReminderStart, randomId, reminderIcs } from "./reminder";
import { useAnnouncement } from "./use-announcement";
import { formatMessage } from "../../i18n/message";

// Here rather than in icons.tsx, which ships with every page.
const ShareIcon = icon(
  "ShareIcon",
  <path d="M12 15V3M8 7l4-4 4 4M6 11H5a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-8a1 1 0 0 0-1-1h-1" />,
);
const CalendarPlusIcon = icon(
  "CalendarPlusIcon",
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M8 3v4M16 3v4M3 10h18M12 13v5M9.5 15.5h5" />
  </>,
);

export interface SendToPcProps {
  align?: DownloadChoiceAlign;
}

const layouts: Record<DownloadChoiceAlign, { card: string; row: string }> = {
  start: { card: "text-start", row: "" },
  center: { card: "mx-auto text-center", row: "justify-center" },
  responsive: { card: "text-start md:mx-auto md:text-center", row: "md:justify-center" },
};

/** Saves the reminder as an .ics file through a temporary link. */
function saveReminder(url: string, words: { summary: string; description: string }) {
  const now = new Date();
  const ics = reminderIcs({
    start: nextReminderStart(now, reminderContent.hour),
    durationMinutes: reminderContent.durationMinutes,
    summary: words.summary,
    description: formatMessage(words.description, { url }),
    url,
    uid: `${randomId()}@${new URL(url).host}`,
    stamp: now,
    productId: reminderContent.productId,
  });
  const href = URL.createObjectURL(new Blob([ics], { type: "text/calendar;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = href;
  link.download = reminderContent.fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/**
 * For visitors on a phone, tablet, Mac, Linux or ChromeOS: the app is for
 * Windows PCs, so offer a way to carry the link to one (copy, share, a
 * calendar reminder) and the download page itself.
 */
export function SendToPc({ align = "start" }: SendToPcProps) {
  const messages = useMessages("download-choice");
  const { productFullName } = useMessages("common");
  const text = messages.elsewhere;
  const urlId = useId();
  // The download page in the page's language.
  const pagePath = downloadPagePath(usePageLocale());
  const url = canonicalUrl(pagePath);
  const [message, announce] = useAnnouncement();
  const layout = layouts[align];
  const panel = useRef<HTMLDivElement>(null);
  // Hydrated: its buttons work now (app.css keeps them invisible until then).
  useEffect(() => {
    panel.current?.closest("[data-pending]")?.removeAttribute("data-pending");
  }, []);

  async function share() {
    try {
      if (typeof navigator.share !== "function") throw new Error("no Web Share");
      await navigator.share({ title: productFullName, text: text.body, url });
    } catch (error) {
      // The visitor closed the share sheet: nothing went wrong.
      if (error instanceof DOMException && error.name === "AbortError") return;
      announce(messages.actions.shareFailed);
    }
  }

  function remind() {
    try {
      saveReminder(url, messages.reminder);
      announce(messages.actions.reminderSaved);
    } catch {
      announce(messages.actions.reminderFailed);
    }
  }

  return (
    <div
      ref={panel}
      className={`max-w-xl rounded-lg border border-(--color-border) bg-(--color-surface) px-3.5 py-4 shadow-(--shadow-card) sm:p-5 ${layout.card}`}
    >
      <p className={`flex items-center gap-2 font-semibold ${layout.row}`}>
        <MonitorIcon className="size-5 text-(--color-accent)" />
        {text.title}
      </p>
      <p className="mt-1 text-(--color-muted)">{text.body}</p>
      <p className="mt-3 rounded-md border border-(--color-border) bg-(--color-surface-2) px-2.5 py-2 text-start text-sm">
        <span className="sr-only">{text.addressLabel}: </span>
        <span id={urlId} dir="ltr" lang="en" translate="no" className="min-w-0 font-mono text-xs">
          <AddressBreaks text={url.replace(/^https?:\/\//, "")} />
        </span>
      </p>
      <div data-needs="js" className={`mt-3 flex flex-wrap items-start gap-2 ${layout.row}`}>
        <CopyButton
          text={url}
          targetId={urlId}
          what={text.linkLabel}
          label={text.copyLink}
          name={text.copyLinkName}
          variant="primary"
          className="grow basis-36"
          wide
        />
        <button
          type="button"
          data-needs="share"
          onClick={() => void share()}
          className={`${actionButton.secondary} grow basis-36`}
        >
          <ShareIcon className="size-4" />
          {text.share}
        </button>
        <button
          type="button"
          onClick={remind}
          className={`${actionButton.secondary} grow basis-36`}
        >
          <CalendarPlusIcon className="size-4" />
          {text.remind}
        </button>
      </div>
      <p role="status" className="mt-2 text-sm text-(--color-muted)">
        {message}
      </p>
      <p className="mt-1 text-sm text-(--color-muted)">
        <span data-needs="js">{text.remindHint} </span>
        <a
          href={pagePath}
          className={`rounded-sm font-medium text-(--color-accent) underline underline-offset-3 hover:text-(--color-accent-hover) ${focusVisibleRing}`}
        >
          {text.downloadPage}
        </a>
      </p>
    </div>
  );
}
