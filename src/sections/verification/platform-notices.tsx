import { useId } from "react";
import { downloadChoice } from "../../content/download-choice";
import { site } from "../../content/site";
import { verificationContent } from "../../content/verification";
import { AlertIcon } from "../../components/ui/icons";
import { CopyButton } from "../../features/download/copy-button";
import { canonicalUrl } from "../../lib/site-url";

/**
 * Notices for visitors whose device cannot run the installer, shown by CSS
 * from the head script's mark (app.css): an older Windows, or no Windows PC
 * at all (then: the link to carry to one).
 */
export function PlatformNotices() {
  const text = verificationContent;
  const urlId = useId();
  const url = canonicalUrl(site.downloadHref);
  return (
    <>
      <div
        data-show-for="windows-legacy"
        className="mt-8 flex gap-3 rounded-lg border-2 border-(--color-event-observance) bg-(--color-surface) p-5"
      >
        <AlertIcon className="mt-0.5 size-5 shrink-0 text-(--color-event-observance)" />
        <p>{text.legacyNotice}</p>
      </div>
      <section
        data-show-for="elsewhere"
        aria-labelledby="elsewhere"
        className="mt-8 rounded-lg border border-(--color-border) bg-(--color-surface) p-5 shadow-(--shadow-card)"
      >
        <h2 id="elsewhere" className="text-lg font-semibold">
          {text.elsewhereTitle}
        </h2>
        <p className="mt-1 text-(--color-muted)">{text.elsewhereBody}</p>
        <p className="mt-2 text-sm">
          <span className="text-(--color-muted)">{downloadChoice.elsewhere.linkLabel}: </span>
          <span id={urlId} dir="ltr" className="font-mono break-all">
            {url.replace(/^https?:\/\//, "")}
          </span>
        </p>
        <div data-needs="js" className="mt-3">
          <CopyButton
            text={url}
            targetId={urlId}
            what={downloadChoice.elsewhere.linkLabel}
            label={downloadChoice.elsewhere.copyLink}
            context={downloadChoice.elsewhere.copyLinkContext}
            variant="primary"
          />
        </div>
      </section>
    </>
  );
}
