import { requirements } from "../../site";
import common from "./common";

/**
 * What Microsoft Edge, Google Chrome and Windows show a visitor who installs
 * a new app, word for word in this language's versions of them: the
 * pictures draw them and the steps name them. Sources, and which words are
 * only our best knowledge: docs/decisions/006-download-journey.md.
 * "{file}" is the installer's file name.
 */
const ui = {
  edge: {
    /** The button beside a download that opens its menu. */
    more: "…",
    warning: "{file} isn't commonly downloaded. Make sure you trust {file} before you open it.",
    keep: "Keep",
    trust: "Make sure you trust {file} before you open it",
    showMore: "Show more",
    keepAnyway: "Keep anyway",
  },
  chrome: {
    blocked: "Suspicious download blocked",
    download: "Download suspicious file",
  },
  smartScreen: {
    title: "Windows protected your PC",
    body: "Microsoft Defender SmartScreen prevented an unrecognized app from starting. Running this app might put your PC at risk.",
    moreInfo: "More info",
    app: "App:",
    publisher: "Publisher:",
    unknownPublisher: "Unknown publisher",
    run: "Run anyway",
    dontRun: "Don’t run",
  },
  /** The kind of a result in the Start menu's search. */
  startApp: "App",
};

/**
 * The static text of the download page: the lead and notices, the install
 * steps and their pictures, how to check a download, the release facts. Its
 * code never loads with the prerendered page (static parts), so it lives
 * apart from verification.ts. "{publisher}" is the publisher's name; in
 * the steps, "{keep}", "{run}" and the like are the words of `ui` above,
 * shown as the controls they name ("{more}": Edge's … button).
 */
export default {
  lead: "Free, with no registration. One download and three short steps, and your calendar is ready.",
  /** The link from the download button to every installer and its checksum. */
  allDownloads: "Other installers and checksums",
  sampleNotice: {
    title: "Sample release.",
    body: "The version, date, file names, sizes and SHA-256 checksums on this page are sample values, not a published release: do not use them to check a file you downloaded.",
  },
  legacyNotice: `This PC seems to run an older version of Windows. ${common.productFullName} needs ${common.windowsOrLater}: the installer will not run on Windows 7 or 8.`,
  ui,
  install: {
    title: "Install in three steps",
    intro:
      "Your browser and Windows are careful with apps that are new to them. Here is what they show, and what to select.",
  },
  browser: {
    title: "Keep the download",
    text: "A new release has few downloads yet, so your browser may warn that the file isn’t commonly downloaded. That is expected.",
    edge: "In Microsoft Edge, select {more} beside the file, then {keep}. In the window that opens, select {showMore}, then {keepAnyway}.",
    chrome: "In Google Chrome, select the download, then {download}.",
  },
  smartScreen: {
    title: "Open it, and let Windows run it",
    text: "Open the file from your browser’s downloads or your Downloads folder. If Windows says “{title}”, select {moreInfo}, check that the publisher is “{publisher}”, then select {run}.",
    why: "Microsoft Defender SmartScreen shows this blue window for apps that few people have downloaded yet, which is common for a new release. It does not say the file is harmful; it says Windows does not know it well yet.",
  },
  setup: {
    title: `Install, then open ${common.productName}`,
    text: requirements.adminRightsNeeded
      ? "Follow the installer. Windows asks for an administrator’s permission."
      : "Follow the installer. It needs no admin rights: it installs for your Windows account only.",
    open: `Then open ${common.productName} from the Start menu and plan your first week.`,
  },
  /** The words of our own installer, as its picture shows them. */
  installer: {
    title: `${common.productFullName} Setup`,
    progress: `Installing ${common.productName}…`,
  },
  check: {
    title: "Check the file (optional)",
    intro:
      "Two checks, a minute each, for peace of mind. The checksum proves the file is exactly the one listed here; the publisher’s digital signature proves who made it.",
    checksumTitle: "1. Compare the SHA-256 checksum",
    checksumSteps: [
      "Open PowerShell: press the Windows key, type PowerShell, and press Enter.",
      "Paste the line for your file and press Enter. It expects the file in your Downloads folder; if you saved it elsewhere, change the folder in the line.",
    ],
    checksumResult:
      "PowerShell prints True when the file is genuine. False means it is not the file on this page: do not open it.",
    publisherTitle: "2. Check the publisher",
    publisher:
      "Right-click the file, choose Properties, then the Digital Signatures tab: the name of the signer must be “{publisher}” exactly. Windows shows the same publisher name in its security prompts.",
  },
  fails: {
    title: "If a check fails",
    intro: "Do not open the file, and delete it, if:",
    items: [
      "PowerShell prints False, or the checksum differs from the one on this page.",
      `The publisher is “${ui.smartScreen.unknownPublisher}” or any name but “{publisher}” (in the signature or in the blue window).`,
      "The file came from anywhere but this page: another download site, an e-mail or a message.",
    ],
    after: "Download it again from this page and check it again.",
  },
  downloadsTitle: "The installers",
  facts: {
    label: "About this release",
    version: "Version",
    /** Under the download button: "Version 1.4.2". */
    versionOf: "Version {version}",
    released: "Released",
    requires: "Requires",
    architectures: "Processors",
  },
  /** "Processor: x64 or ARM64". */
  processorRequirement: "Processor: {processors}",
};
