import type { Messages } from "../types";
import common from "./common";
import { f } from "./format";

export default {
  meta: {
    title: "カレンダー for Windows — 無料の個人用カレンダーアプリ",
    description: `${common.windowsVersionsList} 対応の無料デスクトップカレンダー。日・週・月・年の表示、リマインダー、色分けできるカテゴリ、同期、オフラインでの利用に対応。登録は不要です。`,
  },
  hero: {
    eyebrow: "Windows 用の無料デスクトップカレンダー",
    highlightsLabel: "主な特長",
    badges: {
      free: `${f.number(1, { style: "percent" })} 無料`,
      noRegistration: "登録不要",
      offline: "オフラインで使える",
    },
    downloadLabel: "Windows 版をダウンロード",
    compatibility: `${common.windowsVersions} に対応`,
    scrollLabel: "機能を見る",
  },
} satisfies Messages<"home">;
