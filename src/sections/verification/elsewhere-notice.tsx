import { useId } from "react";
import { useMessages, usePageLocale } from "../../i18n/catalog";
import { downloadPagePath } from "../../i18n/download-page";
import { CopyButton } from "../../features/download/copy-button";
import { canonicalUrl } from "../../lib/site-url";
import { AddressBreaks } from "../../content/locales/address-breaks";

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
        <span className="text-(--color-muted)">{elsewhere.addressLabel}: </span>
        <span id={urlId} dir="ltr" lang="en" translate="no" className="font-mono wrap-anywhere">
          <AddressBreaks text={url.replace(/^https?:\/\//, "")} />
        </span>
      </p>
      <div data-needs="js" className="mt-3">
        <CopyButton
          text={url}
          targetId={urlId}
          what={elsewhere.linkLabel}
          label={elsewhere.copyLink}
          name={elsewhere.copyLinkName}
          variant="primary"
        />
      </div>
    </section>
  );
}
