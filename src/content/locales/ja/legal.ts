import type { Messages } from "../types";

export default {
  effective: "発効日:",
  lastUpdated: "最終更新日:",
  onThisPage: "このページの内容",
  seeAlso: "関連情報:",
  translationNotice: {
    text: "これは翻訳です。英語の原文と内容が異なる場合は、英語の原文が優先されます。",
    link: "英語の原文を読む",
  },
} satisfies Messages<"legal">;
