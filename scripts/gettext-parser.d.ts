// The part of gettext-parser's API that scripts/l10n/ uses (it ships no types).
declare module "gettext-parser" {
  export interface Comments {
    translator?: string;
    extracted?: string;
    reference?: string;
    flag?: string;
    previous?: string;
  }
  export interface Translation {
    msgctxt?: string;
    msgid: string;
    msgid_plural?: string;
    msgstr: string[];
    comments?: Comments;
  }
  export interface Po {
    charset: string;
    headers: Record<string, string>;
    translations: Record<string, Record<string, Translation>>;
  }
  const gettextParser: {
    po: {
      parse(input: string | Buffer, options?: { defaultCharset?: string }): Po;
      compile(po: Po, options?: { foldLength?: number; sort?: boolean }): Buffer;
    };
  };
  export default gettextParser;
}
