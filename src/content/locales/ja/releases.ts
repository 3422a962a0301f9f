import type { Messages } from "../types";
import common from "./common";

const app = common.productFullName;

export default {
  meta: {
    title: `リリースノート — ${app}`,
    description: `${app} の各バージョンでの変更点を、リリース日とともに新しい順に掲載しています。新しいリリースは Atom フィードで受け取れます。`,
  },
  title: "リリースノート",
  lead: `${app} の変更点を、バージョンごとに新しい順で掲載しています。`,
  version: "バージョン {version}",
  released: "{date} リリース",
  current: "最新バージョン",
  download: "最新バージョンをダウンロード",
  sampleNotice:
    "これらのリリースはサンプルです。最初のリリースが公開されるまで、ここに表示されるバージョン、日付、変更点は例です。",
  feed: {
    title: `${app}: リリースノート`,
    link: "新しいリリースをフィードリーダーで受け取る（Atom フィード）",
    entry: `${app} {version}`,
  },
  notes: {
    "1.4.2": [
      "同じ時刻に設定した複数のリマインダーが、最初の 1 件だけでなくすべて表示されるようになりました。",
      "週番号が、お住まいの地域の週の始まりの曜日に従うようになりました。",
      "空の .ics ファイルをインポートしてもアプリが終了しなくなりました。",
    ],
    "1.4.0": [
      "新しい年表示で、1 年全体をひと目で確認できます。",
      "ダークテーマが、Windows の設定の変更にすぐに追従するようになりました。",
      "ARM 搭載の Windows PC 向けのネイティブ版を追加しました。",
    ],
    "1.3.0": [
      "カレンダーを .ics ファイルとしてインポート、エクスポートできます。",
      "すべての表示でキーボードショートカットを使えます。",
      "古い PC での起動が 2 倍速くなりました。",
    ],
  },
} satisfies Messages<"releases">;
