import { Fragment, type ReactNode } from "react";
import { release } from "../../content/release";

/**
 * A message with placeholders in braces, filled with React nodes:
 * fillNodes("Trust {file}", { file: <bdi>x.exe</bdi> }). Unknown names stay as written.
 */
export function fillNodes(message: string, values: Record<string, ReactNode>): ReactNode[] {
  return message.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return (
      <Fragment key={index}>{name !== undefined && name in values ? values[name] : part}</Fragment>
    );
  });
}

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
