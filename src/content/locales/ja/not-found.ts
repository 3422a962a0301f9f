import type { Messages } from "../types";
import common from "./common";

export default {
  meta: {
    title: `ページが見つかりません — ${common.productFullName}`,
    description: `このページは存在しません。${common.productFullName} のホームページにお戻りください。`,
  },
  eyebrow: "エラー 404",
  title: "ページが見つかりません",
  text: "お探しのページは存在しないか、移動した可能性があります。",
  homeLink: "ホームページへ",
  downloadLink: "ダウンロードページへ",
  sectionsTitle: "または、こちらへ直接移動",
} satisfies Messages<"not-found">;
