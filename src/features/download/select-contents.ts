/** Select the text of an element, so the visitor can copy it by hand. */
export function selectContents(element: Element | null): void {
  if (!element) return;
  try {
    const selection = window.getSelection();
    const range = document.createRange();
    range.selectNodeContents(element);
    selection?.removeAllRanges();
    selection?.addRange(range);
  } catch {
    // Nothing else to do: the text stays visible on the page.
  }
}
