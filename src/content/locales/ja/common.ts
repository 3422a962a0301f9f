import type { Messages } from "../types";
import { requirements } from "../../site";
import { f } from "./format";

const versions = requirements.compatibleWindowsVersions.map((v) => f.number(v));

export default {
  productName: "カレンダー",
  productFullName: "カレンダー for Windows",
  tagline: "毎日、毎週、そして一年を穏やかに見渡せる、無料のデスクトップカレンダー。",
  socialImageAlt:
    "カレンダー for Windows：毎日、毎週、そして一年を穏やかに見渡せる、無料のデスクトップカレンダー。",
  socialImageChips: { free: "無料・登録不要", offline: "オフラインで使える" },
  windowsOrLater: `${requirements.os} ${f.number(requirements.minWindowsVersion)} 以降`,
  windowsVersions: `${requirements.os} ${versions.join("/")}`,
  windowsVersionsList: `${requirements.os} ${f.list(versions)}`,
  backToHome: "ホームに戻る",
  skipLink: "メインコンテンツにスキップ",
  sectionsLabel: "セクション",
  sections: { features: "機能", "live-preview": "ライブプレビュー", download: "ダウンロード" },
  theme: { legend: "カラーテーマ", light: "ライト", dark: "ダーク", system: "システム" },
  language: { label: "言語:", listLabel: "言語を選択" },
  suggestion: {
    text: "このページは日本語でもご覧いただけます。",
    action: "日本語で読む",
    dismiss: "日本語のまま表示",
    label: "言語の提案",
  },
  footer: {
    productLabel: "製品",
    legalLabel: "法的情報",
    links: {
      privacy: "プライバシーポリシー",
      terms: "利用規約",
      accessibility: "アクセシビリティ",
      releases: "リリースノート",
      holidays: "祝日カレンダー",
    },
    copyright: "© {year} {organisation}.",
    freeNote: "カレンダー for Windows は無料でダウンロードしてご利用いただけます。",
  },
} satisfies Messages<"common">;
