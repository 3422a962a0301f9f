import type { Messages } from "../types";
import common from "./common";

export default {
  meta: {
    title: `ダウンロードと確認 — ${common.productFullName}`,
    description: `${common.productFullName} をダウンロードし、インストーラーの SHA-256 チェックサムと発行元を確認して、SmartScreen の警告を安全に通過し、3 つの手順でインストールする方法をご案内します。`,
  },
  title: `${common.productFullName} のダウンロード`,
  sampleMark: "サンプル",
  elsewhereTitle: "Windows PC 以外からアクセスしています",
  elsewhereBody: `${common.productFullName} は ${common.windowsVersions} にインストールできます。このページへのリンクをコピーして、PC で開いてください。`,
  installerTitles: {
    x64: { title: "x64 版 Windows", detail: "ほとんどの PC：Intel または AMD のプロセッサ" },
    arm64: { title: "ARM 版 Windows", detail: "ARM64 PC（Snapdragon 搭載ノート PC など）" },
  },
  installer: {
    download: "Windows 版をダウンロード",
    fileName: "ファイル",
    size: "サイズ",
    sizeValue: "{megabytes} ({bytes} バイト)",
    sha256: "SHA-256",
    recommended: "この PC におすすめ",
    copyName: "{file} の SHA-256 チェックサムをコピー",
  },
  whichOne:
    "どちらを選べばよいかわからない場合は、［設定］→［システム］→［バージョン情報］を開いてください。［システムの種類］に、x64 ベースプロセッサか ARM ベースプロセッサかが表示されます。",
  commands: {
    commandFor: "{file} の場合:",
    commandWhat: "コマンド",
    copyCommandName: "{file} を確認する PowerShell コマンドをコピー",
  },
  releaseNotes: "バージョン {version} の新機能",
  winget: {
    title: "ターミナルからインストール",
    lead: "コマンドラインをお使いですか？ Windows 10 と 11 の Windows パッケージ マネージャー winget なら、1 つのコマンドでアプリをインストールでき、「winget upgrade」で最新の状態に保てます。",
    commandWhat: "コマンド",
    copyCommandName: "winget のインストールコマンドをコピー",
  },
} satisfies Messages<"verification">;
