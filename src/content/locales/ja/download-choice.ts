import type { Messages } from "../types";
import { requirements } from "../../site";
import common from "./common";
import { f } from "./format";

const space = f.unit(requirements.freeSpaceMb, "megabyte");

export default {
  architectureNames: { x64: "x64", arm64: "ARM64" },
  architectureDetail: "（{architecture}）",
  legacyNote: `${common.windowsOrLater} が必要です。この PC では古いバージョンの Windows が実行されているようです。`,
  elsewhere: {
    title: "Windows PC 専用のアプリです",
    body: `ご自身にリンクを送り、${common.windowsVersions} の PC でインストールしてください。`,
    linkLabel: "リンク",
    addressLabel: "ダウンロードページのアドレス",
    copyLink: "リンクをコピー",
    copyLinkName: "ダウンロードページへのリンクをコピー",
    share: "リンクを共有",
    remind: "PC で開くようリマインド",
    remindHint: "リンク付きの 15 分間の予定を、午後 7 時にカレンダーに追加します。",
    downloadPage: "ダウンロードページ",
  },
  copy: {
    button: "コピー",
    copiedButton: "コピー済み",
    copied: "{what}をコピーしました。",
    failed:
      "自動でコピーできなかったため、テキストを選択しました。Ctrl+C キー（Mac では ⌘C キー）を押すか、お使いのデバイスのコピー機能を使ってください。",
  },
  actions: {
    shareFailed: "この環境では共有できませんでした。代わりにリンクをコピーしてください。",
    reminderSaved:
      "カレンダーファイルを保存しました。ファイルを開いてリマインダーをカレンダーに追加し、PC でリンクを開いてください。",
    reminderFailed:
      "この環境ではカレンダーファイルを作成できませんでした。代わりにリンクをコピーしてください。",
  },
  reminder: {
    summary: `${common.productFullName} をインストール`,
    description: `Windows PC で {url} を開き、${common.productFullName} をダウンロードしてください。無料、登録不要、${common.windowsOrLater} に対応しています。`,
  },
  requirementsTitle: "システム要件",
  requirements: {
    os: common.windowsOrLater,
    space: `${space} の空き容量`,
    admin: requirements.adminRightsNeeded ? "管理者権限が必要" : "管理者権限は不要",
  },
} satisfies Messages<"download-choice">;
