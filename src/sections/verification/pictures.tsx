import type { ReactNode } from "react";
import { release } from "../../content/release";
import { browserNames } from "../../content/verification";
import type { Messages } from "../../content/locales/types";
import { AppIcon } from "../../components/ui/app-icon";
import { AlertIcon, ChevronDownIcon, icon } from "../../components/ui/icons";
import { ChevronLeftIcon, SearchIcon } from "../../components/ui/section-icons";
import { FileName, PublisherName } from "./fill-nodes";
import { formatNodes } from "../../i18n/message";

/*
 * The pictures of the install steps: what the browser, Windows and the
 * installer show, drawn with the site's tokens like the app pictures
 * (decision 010), in the page's language and direction. Decorative: each
 * step's text says the same; the step renders them inside an aria-hidden
 * stage. The control to select is ringed (.dlp-hit). Classes: .dlp-* in
 * src/styles/app.css.
 */

type Ui = Messages<"verification-guide">["ui"];

const TrashIcon = icon("TrashIcon", <path d="M4 7h16M9 7V4.5h6V7M6.5 7l1 13h9l1-13" />);
const FileIcon = icon("FileIcon", <path d="M7 3h7l4 4v14H7zM14 3v4h4" />);

/** The installer the pictures name: the first (x64, most PCs). */
const file = Object.values(release.installers)[0]?.fileName ?? "";

/** A browser's name above its picture, as a caption. */
function Browser({ name, children }: { name: string; children: ReactNode }) {
  return (
    <figure className="dlp-browser">
      <figcaption className="dlp-caption">{name}</figcaption>
      <div className="dlp-stack">{children}</div>
    </figure>
  );
}

/** Step 1: Edge's warning, its … menu with Keep, and Show more › Keep anyway; Chrome's blocked download. */
export function BrowserPictures({ ui }: { ui: Ui }) {
  const name = <FileName name={file} className="font-semibold" />;
  return (
    <>
      <Browser name={browserNames.edge}>
        <div className="dlp-frame">
          <div className="dlp-row">
            <FileIcon className="mt-0.5 size-4 text-(--color-muted)" />
            <p className="min-w-0 flex-1">{formatNodes(ui.edge.warning, { file: name })}</p>
            <TrashIcon className="mt-0.5 size-4 text-(--color-muted)" />
            <span className="dlp-hit dlp-more">{ui.edge.more}</span>
          </div>
        </div>
        <p className="dlp-menu">
          <span className="dlp-hit">{ui.edge.keep}</span>
        </p>
        <div className="dlp-frame dlp-over">
          <p className="font-semibold">{formatNodes(ui.edge.trust, { file: name })}</p>
          <p className="dlp-disclosure">
            {ui.edge.showMore}
            <ChevronDownIcon className="size-3.5 rotate-180" />
          </p>
          <p>
            <span className="dlp-button dlp-hit">{ui.edge.keepAnyway}</span>
          </p>
        </div>
      </Browser>
      <Browser name={browserNames.chrome}>
        <div className="dlp-frame">
          <div className="dlp-row items-center">
            <AlertIcon className="size-5 text-(--color-event-holiday)" />
            <p className="min-w-0 flex-1">
              {name}
              <span className="block text-(--color-event-holiday)">{ui.chrome.blocked}</span>
            </p>
          </div>
        </div>
        <div className="dlp-frame dlp-over">
          <p className="flex items-center gap-1.5">
            <ChevronLeftIcon className="size-3.5 rtl:-scale-x-100" />
            {name}
          </p>
          <p className="mt-2">
            <span className="dlp-button dlp-hit">{ui.chrome.download}</span>
          </p>
        </div>
      </Browser>
    </>
  );
}

/** Step 2: SmartScreen's blue window, then its details after More info, with Run anyway. */
export function SmartScreenPicture({ ui }: { ui: Ui["smartScreen"] }) {
  return (
    <div className="dlp-stack">
      <div className="dlp-smartscreen">
        <p className="dlp-smartscreen-title">{ui.title}</p>
        <p className="mt-2">{ui.body}</p>
        <p className="mt-2">
          <span className="dlp-hit underline underline-offset-2">{ui.moreInfo}</span>
        </p>
        <p className="dlp-smartscreen-buttons">
          <span className="dlp-smartscreen-button">{ui.dontRun}</span>
        </p>
      </div>
      <div className="dlp-smartscreen dlp-over">
        <dl className="dlp-details">
          <dt>{ui.app}</dt>
          <dd>
            <FileName name={file} />
          </dd>
          <dt>{ui.publisher}</dt>
          <dd>
            <PublisherName />
          </dd>
        </dl>
        <p className="dlp-smartscreen-buttons">
          <span className="dlp-smartscreen-button dlp-hit">{ui.run}</span>
          <span className="dlp-smartscreen-button">{ui.dontRun}</span>
        </p>
      </div>
    </div>
  );
}

export interface InstallPictureProps {
  ui: Ui;
  installer: { title: string; progress: string };
  productName: string;
}

/** Step 3: the installer at work, then the app found in the Start menu. */
export function InstallPicture({ ui, installer, productName }: InstallPictureProps) {
  return (
    <div className="dlp-stack">
      <div className="dlp-frame p-0">
        <p className="dlp-titlebar">
          <AppIcon className="size-4" />
          <span className="min-w-0 flex-1">{installer.title}</span>
          {/* Minimise and close (on the left, right to left, as Windows does). */}
          <svg viewBox="0 0 32 10" className="icon h-2.5 w-8 text-(--color-muted) rtl:-scale-x-100">
            <path d="M1 5h8M23 1l8 8M31 1l-8 8" />
          </svg>
        </p>
        <div className="px-4 pt-3 pb-5">
          <p className="font-semibold">{installer.progress}</p>
          <div className="dlp-progress" />
        </div>
      </div>
      <div className="dlp-frame dlp-over">
        <p className="dlp-search">
          <SearchIcon className="size-4 text-(--color-muted)" />
          {productName}
          <span className="dlp-caret" />
        </p>
        <p className="dlp-result dlp-hit">
          <AppIcon className="size-7" />
          <span className="min-w-0">
            <span className="block font-semibold">{productName}</span>
            <span className="block text-(--color-muted)">{ui.startApp}</span>
          </span>
        </p>
      </div>
    </div>
  );
}
