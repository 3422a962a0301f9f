/**
 * Escape text for HTML or XML, in element content and in quoted attribute
 * values. Plain JavaScript (typed by JSDoc), so the Node scripts (sitemap,
 * social card) use the same function as the app (src/app/head.ts).
 *
 * @param {string} text
 * @returns {string}
 */
export function escapeHtml(text) {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}
