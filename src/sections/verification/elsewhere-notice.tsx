import { useId } from "react";
import { useMessages, usePageLocale } from "../../i18n/catalog";
import { downloadPagePath } from "../../i18n/download-page";
import { CopyButton } from "../../features/download/copy-button";
import { canonicalUrl } from "../../lib/site-url";

/** A displayed address that may wrap after its slashes and dots, not inside its words. */
function BreakableUrl({ url }: { url: string }) {
  return url.split(/(?<=[./])/).map((part, index) => (
    <span key={index}>
      {index > 0 && <wbr />}
      {part}
    </span>
  ));
}

/**
 * For visitors away from a Windows PC (shown by CSS from the head script's
 * mark, app.css), in place of the download button: the link to carry to one,
 * with a copy button.
 */
export function ElsewhereNotice() {
  const text = useMessages("verification");
  const { elsewhere } = useMessages("download-choice");
  const urlId = useId();
  // This page, in its language.
  const url = canonicalUrl(downloadPagePath(usePageLocale()));
  return (
    <section
      data-show-for="elsewhere"
      aria-labelledby="elsewhere"
      className="mx-auto mt-8 max-w-xl rounded-lg border border-(--color-border) bg-(--color-surface) p-5 text-start shadow-(--shadow-card)"
    >
      <h2 id="elsewhere" className="text-lg font-semibold">
        {text.elsewhereTitle}
      </h2>
      <p className="mt-1 text-(--color-muted)">{text.elsewhereBody}</p>
      <p className="mt-2 text-sm">
        <span className="text-(--color-muted)">{elsewhere.linkLabel}: </span>
        <span id={urlId} dir="ltr" className="font-mono [overflow-wrap:anywhere]">
          <BreakableUrl url={url.replace(/^https?:\/\//, "")} />
        </span>
      </p>
      <div data-needs="js" className="mt-3">
        <CopyButton
          text={url}
          targetId={urlId}
          what={elsewhere.linkLabel}
          label={elsewhere.copyLink}
          context={elsewhere.copyLinkContext}
          variant="primary"
        />
      </div>
    </section>
  );
}
