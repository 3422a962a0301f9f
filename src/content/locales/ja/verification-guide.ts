import type { Messages } from "../types";
import { requirements } from "../../site";
import common from "./common";

/**
 * The words of Japanese Edge, Chrome and Windows 11, as they show them
 * (sources: docs/decisions/006-download-journey.md).
 */
const ui = {
  edge: {
    more: "…",
    warning:
      "{file} は一般的にダウンロードされていません。開く前に {file} が信頼できることを確認してください。",
    keep: "保存",
    trust: "開く前に {file} が信頼できることを確認してください",
    showMore: "詳細表示",
    keepAnyway: "保持する",
  },
  chrome: {
    blocked: "不審なダウンロードをブロックしました",
    download: "不審なファイルをダウンロード",
  },
  smartScreen: {
    title: "Windows によって PC が保護されました",
    body: "Microsoft Defender SmartScreen は認識されないアプリの起動を停止しました。このアプリを実行すると、PC が危険にさらされる可能性があります。",
    moreInfo: "詳細情報",
    app: "アプリ:",
    publisher: "発行元:",
    unknownPublisher: "不明な発行元",
    run: "実行",
    dontRun: "実行しない",
  },
  startApp: "アプリ",
};

export default {
  lead: "無料で、登録も不要です。ダウンロードして 3 つの簡単な手順を済ませれば、すぐにカレンダーを使い始められます。",
  allDownloads: "その他のインストーラーとチェックサム",
  sampleNotice: {
    title: "サンプルのリリースです。",
    body: "このページのバージョン、日付、ファイル名、サイズ、SHA-256 チェックサムはサンプルの値で、公開済みのリリースではありません。ダウンロードしたファイルの確認には使用しないでください。",
  },
  legacyNotice: `この PC では古いバージョンの Windows が実行されているようです。${common.productFullName} には ${common.windowsOrLater} が必要です。Windows 7 や 8 ではインストーラーは動作しません。`,
  ui,
  install: {
    title: "3 つの手順でインストール",
    intro:
      "ブラウザーと Windows は、まだなじみのないアプリを慎重に扱います。ここでは、表示される画面と選択する項目をご案内します。",
  },
  browser: {
    title: "ダウンロードしたファイルを保存する",
    text: "新しいリリースはまだダウンロード数が少ないため、ブラウザーに「一般的にダウンロードされていません」と表示されることがあります。これは想定どおりの動作です。",
    edge: "Microsoft Edge では、ファイルの横にある {more} を選択し、{keep} を選択します。表示されたウィンドウで {showMore} を選択し、{keepAnyway} を選択します。",
    chrome: "Google Chrome では、ダウンロードを選択し、{download} を選択します。",
  },
  smartScreen: {
    title: "ファイルを開き、Windows で実行する",
    text: "ブラウザーのダウンロード一覧か、ダウンロードフォルダーからファイルを開きます。Windows に「{title}」と表示された場合は、{moreInfo} を選択し、発行元が「{publisher}」であることを確認してから、{run} を選択します。",
    why: "Microsoft Defender SmartScreen は、まだダウンロードした人が少ないアプリに対してこの青いウィンドウを表示します。新しいリリースではよくあることです。ファイルが有害だという意味ではなく、Windows がまだそのファイルをよく知らないという意味です。",
  },
  setup: {
    title: `インストールして${common.productName}を開く`,
    text: requirements.adminRightsNeeded
      ? "インストーラーの指示に従います。Windows から管理者の許可を求められます。"
      : "インストーラーの指示に従います。管理者権限は不要で、お使いの Windows アカウントにのみインストールされます。",
    open: `インストールが終わったら、スタートメニューから${common.productName}を開き、最初の一週間の予定を立てましょう。`,
  },
  installer: {
    title: `${common.productFullName} セットアップ`,
    progress: `${common.productName}をインストールしています…`,
  },
  check: {
    title: "ファイルを確認する（任意）",
    intro:
      "安心してお使いいただくための 2 つの確認で、それぞれ 1 分ほどで終わります。チェックサムでは、ファイルがこのページに記載されたものとまったく同じであることを、発行元のデジタル署名では、誰が作成したファイルかを確かめられます。",
    checksumTitle: "1. SHA-256 チェックサムを比較する",
    checksumSteps: [
      "PowerShell を開きます。Windows キーを押して「PowerShell」と入力し、Enter キーを押します。",
      "お使いのファイルに対応する行を貼り付けて、Enter キーを押します。この行はファイルがダウンロードフォルダーにあることを前提としています。別の場所に保存した場合は、行の中のフォルダーを変更してください。",
    ],
    checksumResult:
      "ファイルが本物であれば、PowerShell に True と表示されます。False と表示された場合は、このページのファイルではありません。開かないでください。",
    publisherTitle: "2. 発行元を確認する",
    publisher:
      "ファイルを右クリックして［プロパティ］を選び、［デジタル署名］タブを開きます。署名者の名前が「{publisher}」と完全に一致している必要があります。Windows のセキュリティ確認画面にも同じ発行元の名前が表示されます。",
  },
  fails: {
    title: "確認に失敗した場合",
    intro: "次のいずれかに当てはまる場合は、ファイルを開かずに削除してください。",
    items: [
      "PowerShell に False と表示された、またはチェックサムがこのページのものと異なる。",
      `発行元が「${ui.smartScreen.unknownPublisher}」、または「{publisher}」以外の名前になっている（署名または青いウィンドウで）。`,
      "ほかのダウンロードサイト、メール、メッセージなど、このページ以外から入手したファイルである。",
    ],
    after: "このページからもう一度ダウンロードして、あらためて確認してください。",
  },
  downloadsTitle: "インストーラー",
  facts: {
    label: "このリリースについて",
    version: "バージョン",
    versionOf: "バージョン {version}",
    released: "リリース日",
    requires: "動作環境",
    architectures: "プロセッサ",
  },
  processorRequirement: "プロセッサ: {processors}",
} satisfies Messages<"verification-guide">;
