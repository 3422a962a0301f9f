import type { Messages } from "../types";
import { marketingFigures, requirements } from "../../site";
import common from "./common";
import { f } from "./format";

const space = f.unit(requirements.freeSpaceMb, "megabyte");

export default {
  intro: {
    title: "予定管理に、ゆとりを",
    lead: "ダウンロードして開けば、数分で最初の一週間の計画を立てられます。料金は今も今後もかかりません。",
    downloadLabel: "Windows 版をダウンロード",
    note: `無料 · ${common.windowsVersions} · ${space}`,
  },
  trustLabel: "選ばれる理由",
  benefitsTitle: "主な機能",
  benefits: {
    free: "すべての機能が無料、登録も不要",
    views: "日・週・月・年の表示",
    sync: "Google カレンダーや Outlook と同期",
    offline: "オフラインで使え、データはあなたの手元に",
  },
  badges: {
    rating: `ユーザー満足度 ${f.figure(marketingFigures.reviewScore)}`,
    users: `${f.figure(marketingFigures.users)}のユーザー`,
    local: "データは PC に保存",
    sync: "暗号化された同期（オプション）",
  },
  faqTitle: "よくあるご質問",
  faq: {
    free: {
      question: "本当に無料ですか？",
      answer:
        "はい。アプリは無料でダウンロードしてご利用いただけ、すべての機能が含まれています。登録やアカウントの作成は必要ありません。",
    },
    windows: {
      question: "どのバージョンの Windows で動作しますか？",
      answer: `${common.windowsOrLater} で動作し、${common.windowsVersions} に対応しています。${space} の空き容量が必要です。インストールに管理者権限は${requirements.adminRightsNeeded ? "必要です" : "必要ありません"}。`,
    },
    sync: {
      question: "Google カレンダーや Outlook と同期できますか？",
      answer:
        "はい。Google カレンダー、Outlook、その他のカレンダーサービスと同期できます。同期は任意で、通信は暗号化されます。同期しない場合、カレンダーは PC 内にだけ保存されます。",
    },
    data: {
      question: "データはどこに保存されますか？持ち出すことはできますか？",
      answer:
        "予定はお使いのコンピューターにローカルに保存され、アプリはオフラインで動作します。データはいつでもエクスポートでき、削除することもできます。",
    },
  },
} satisfies Messages<"download">;
