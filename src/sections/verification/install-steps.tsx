import type { ReactNode } from "react";
import { useMessages } from "../../i18n/catalog";
export { guideMessages as messages } from "./guide";
import { PublisherName } from "./fill-nodes";
import { BrowserPictures, InstallPicture, SmartScreenPicture } from "./pictures";
import { verificationHeading } from "./styles";
import { formatNodes } from "../../i18n/message";

interface StepProps {
  /** The step's place in the list, shown beside its title (the list numbers it for screen readers). */
  number: number;
  id: string;
  title: string;
  children: ReactNode;
  picture: ReactNode;
}

/** A control's name in a step's text, as the picture beside it shows it. */
function Control({ children }: { children: ReactNode }) {
  return <b className="font-semibold">{children}</b>;
}

function Step({ number, id, title, children, picture }: StepProps) {
  return (
    <li id={id} className="dlp-step">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-3">
          <span aria-hidden="true" className="dlp-step-number">
            {number}
          </span>
          <h3 className="beside-icon text-xl font-semibold tracking-tight">{title}</h3>
        </div>
        <div className="dlp-step-text">{children}</div>
      </div>
      {/* What the visitor will see: the text beside it says the same. */}
      <div aria-hidden="true" className="dlp-stage">
        {picture}
      </div>
    </li>
  );
}

/**
 * Static part (never hydrated): the three install steps, each with its
 * picture: the browser's download warning, Windows' SmartScreen prompt, the
 * installer and the Start menu.
 */
export default function InstallSteps() {
  const guide = useMessages("verification-guide");
  const { productName } = useMessages("common");
  const { ui, browser, smartScreen, setup } = guide;
  const controls = {
    more: <Control>{ui.edge.more}</Control>,
    keep: <Control>{ui.edge.keep}</Control>,
    showMore: <Control>{ui.edge.showMore}</Control>,
    keepAnyway: <Control>{ui.edge.keepAnyway}</Control>,
    download: <Control>{ui.chrome.download}</Control>,
    title: ui.smartScreen.title,
    moreInfo: <Control>{ui.smartScreen.moreInfo}</Control>,
    run: <Control>{ui.smartScreen.run}</Control>,
    publisher: <PublisherName />,
  };
  return (
    <section aria-labelledby="install">
      <h2 id="install" className={verificationHeading}>
        {guide.install.title}
      </h2>
      <p className="mt-3 max-w-[68ch] text-lg text-pretty text-(--color-muted)">
        {guide.install.intro}
      </p>
      <ol className="mt-10 space-y-14 sm:space-y-20">
        <Step number={1} id="keep" title={browser.title} picture={<BrowserPictures ui={ui} />}>
          <p>{browser.text}</p>
          <p>{formatNodes(browser.edge, controls)}</p>
          <p>{formatNodes(browser.chrome, controls)}</p>
        </Step>
        <Step
          number={2}
          id="smartscreen"
          title={smartScreen.title}
          picture={<SmartScreenPicture ui={ui.smartScreen} />}
        >
          <p>{formatNodes(smartScreen.text, controls)}</p>
          <p className="text-(--color-muted)">{smartScreen.why}</p>
        </Step>
        <Step
          number={3}
          id="setup"
          title={setup.title}
          picture={<InstallPicture ui={ui} installer={guide.installer} productName={productName} />}
        >
          <p>{setup.text}</p>
          <p>{setup.open}</p>
        </Step>
      </ol>
    </section>
  );
}
