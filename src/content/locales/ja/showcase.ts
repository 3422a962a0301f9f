import type { Messages } from "../types";
import { marketingFigures, ratingSources } from "../../site";
import { f } from "./format";

export default {
  intro: {
    eyebrow: "使い方を見る",
    title: "あなたの計画の立て方に合わせて",
    lead: "アプリと過ごす一週間から、4 つの場面をご紹介します。",
  },
  slides: {
    month: {
      title: "1 か月をひと目で",
      description:
        "すべての予定をすっきりしたグリッドに表示し、カテゴリごとに色分けします。詳しく見たいときは、すぐに週や日の表示へ移れます。",
    },
    day: {
      title: "今日に集中",
      description: "日の表示では時間ごとに予定を並べ、各予定の前にリマインダーでお知らせします。",
    },
    year: {
      title: "1 年をまるごと計画",
      description:
        "年の表示では祝日、旅行、締め切りを並べて確認できるので、忙しい時期が近づいてもすぐにわかります。",
    },
    sync: {
      title: "オフラインでも同期",
      description:
        "Google カレンダーや Outlook と接続し、インターネットにつながっていなくても作業を続けられます。データはいつでもエクスポートできます。",
    },
  },
  pictures: {
    today: "今日",
    views: { day: "日", week: "週", month: "月", year: "年" },
    events: {
      haircut: "美容院",
      parents: "保護者会",
      planning: "スプリント計画",
      dentist: "歯医者",
      birthday: "母の誕生日",
      match: "サッカーの試合",
      gym: "ジム",
      review: "経理チームとの四半期予算会議",
      dinner: "サムと夕食",
      offsite: "チーム合宿",
      car: "車の点検",
      standup: "チーム朝会",
      design: "デザインレビュー",
      lunch: "サムとランチ",
      football: "レオのサッカー練習",
    },
    reminderIn: "{time} · {minutes} 分後",
    year: { holidays: "祝日", trips: "旅行", deadlines: "締め切り" },
    sync: {
      accounts: "アカウント",
      google: "Google カレンダー",
      outlook: "Outlook",
      thisPc: "この PC",
      synced: "たった今同期しました",
      offline: "オフライン：変更内容はこの PC に保存され、オンラインに戻ると同期されます",
      export: ".ics にエクスポート",
    },
  },
  stats: {
    users: { value: f.figure(marketingFigures.users), label: "ユーザー数" },
    rating: {
      value: f.figure(marketingFigures.rating),
      label: "平均評価",
      source: ratingSources.rating.store,
    },
    events: { value: f.figure(marketingFigures.events), label: "登録された予定" },
    reviews: {
      value: f.figure(marketingFigures.reviewScore),
      label: "満足度",
      source: "ユーザーアンケート",
    },
  },
  carousel: {
    label: "製品の特長",
    roleDescription: "カルーセル",
    slideRoleDescription: "スライド",
    slidesLabel: "スライド",
    previous: "前のスライド",
    next: "次のスライド",
    position: "{index} / {count}",
    picker: "スライド {index}：{title}",
    announcement: "スライド {index} / {count}：{title}",
  },
} satisfies Messages<"showcase">;
