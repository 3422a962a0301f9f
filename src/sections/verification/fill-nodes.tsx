import { release } from "../../content/release";

/** The publisher's name, isolated from the text around it (a Latin name in a right-to-left sentence). */
export function PublisherName() {
  return <bdi>{release.publisher}</bdi>;
}

/**
 * A file name as Windows and the browsers show it: left to right, isolated;
 * where it must wrap, after one of its hyphens, never inside a word.
 */
export function FileName({ name, className }: { name: string; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {name}
    </bdi>
  );
}
