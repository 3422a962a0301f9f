import type { Messages } from "../types";
import common from "./common";

const app = common.productFullName;

export default {
  meta: {
    title: `祝日カレンダー — ${app}`,
    description:
      "Outlook、Google カレンダー、Apple のカレンダーで購読できる無料の祝日カレンダーです。米国の連邦祝日、ユダヤ教の祝祭日、春分・夏至・秋分・冬至を収録しています。",
  },
  title: "祝日カレンダー",
  lead: `祝日、ユダヤ教の祝祭日、季節の節目を、今お使いのカレンダーに追加できます。あとから ${app} でもそのまま使えます。日付はホームページのデモカレンダーと同じ規則で計算しています。`,
  years:
    "各カレンダーには {first} 年から {last} 年までを収録しています。このサイトを更新するたびに作り直され、購読中のカレンダーは週に 1 回変更を確認します。",
  language: "予定の名前は日本語です。このサイトの言語ごとに、それぞれのカレンダーがあります。",
  calendars: {
    "us-holidays": {
      name: "米国の連邦祝日",
      holds:
        "米国の連邦祝日を公式の日付で収録しています（週末に当たる場合、休日は前の金曜日か次の月曜日になることがあります）。{events}。",
    },
    "jewish-holidays": {
      name: "ユダヤ教の祝祭日",
      holds:
        "主なユダヤ教の祝祭日の初日を、ヘブライ暦に基づいて収録しています（いずれも前日の日没に始まります）。{events}。",
    },
    seasons: {
      name: "春分・夏至・秋分・冬至",
      holds: "天文学上の各季節の始まりを、UTC の日付で収録しています。{events}。",
    },
  },
  subscribe: "購読する",
  download: ".ics をダウンロード",
  howTo: {
    title: "購読の方法",
    outlook: {
      app: "Outlook (Windows)",
      steps:
        "「購読する」を選んで確認します。または Outlook で「予定表を追加」、「Web から購読」の順に選び、「購読する」リンクのアドレスを貼り付けます。",
    },
    google: {
      app: "Google カレンダー",
      steps:
        "パソコンで「他のカレンダー」の横の「+」、「URL で追加」の順に選び、「購読する」リンクのアドレスを貼り付けて「カレンダーを追加」を選びます。",
    },
    apple: {
      app: "Apple のカレンダー",
      steps: "Mac、iPhone、iPad で「購読する」を選んで確認します。",
    },
    download:
      "ダウンロードした ICS ファイルはコピーです。一度読み込むと、その後は変わりません。購読すれば常に最新の状態に保たれます。",
  },
} satisfies Messages<"holidays">;
