import type { Messages } from "../types";

export default {
  intro: {
    eyebrow: "充実の機能",
    title: "個人用カレンダーに必要なものはすべて。余計なものは何もありません。",
    lead: "一日の予定も一年の計画も、邪魔にならない静かなウィンドウひとつで。",
  },
  cards: {
    free: {
      title: "ずっと無料",
      description: "すべての機能をずっと無料で。登録もアカウントも試用期間もありません。",
    },
    views: {
      title: "4 つの表示で時間を見渡す",
      description: "日・週・月・年の表示をワンクリックで切り替えられます。",
    },
    reminders: {
      title: "リマインダー",
      description: "予定の前にさりげなくお知らせするので、うっかり忘れることがありません。",
    },
    categories: {
      title: "色分けできるカテゴリ",
      description: "仕事、家族、健康。それぞれに色を付ければ、一週間がひと目でわかります。",
    },
    sync: {
      title: "カレンダーを同期",
      description: "Google カレンダーや Outlook など、さまざまなカレンダーサービスと同期できます。",
    },
    dark: {
      title: "ダークモード",
      description: "夜でも目にやさしい表示。ライトテーマやシステム設定に合わせる表示も選べます。",
    },
  },
  capabilitiesTitle: "毎日に欠かせない機能も",
  capabilities: {
    offline: "オフラインで使える",
    portability: "データはいつでもエクスポートして持ち出せます",
    print: "印刷に対応",
    shortcuts: "便利なキーボードショートカット",
    repeat: "繰り返しの予定",
    search: "すべての予定を検索",
  },
} satisfies Messages<"features">;
