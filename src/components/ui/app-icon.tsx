/**
 * The app icon: an indigo tile holding a calendar page with two colour-coded
 * events. One drawing everywhere (header, footer, the product pictures, the
 * demo's window, favicon and manifest icons, social card): public/favicon.svg
 * is this same geometry, checked by app-icon.test.tsx. Its colours are the
 * brand's, the same in both themes, like any app icon on a desktop.
 */
export const appIconShapes = [
  { x: 1, y: 1, width: 30, height: 30, rx: 8, fill: "#4f46e5" },
  { x: 5.5, y: 8, width: 21, height: 18.5, rx: 4, fill: "#ffffff" },
  { x: 10, y: 5, width: 2.8, height: 6, rx: 1.4, fill: "#c7d2fe" },
  { x: 19.2, y: 5, width: 2.8, height: 6, rx: 1.4, fill: "#c7d2fe" },
  { x: 9, y: 14, width: 9, height: 3.4, rx: 1.7, fill: "#0ea5e9" },
  { x: 13, y: 19.4, width: 10, height: 3.4, rx: 1.7, fill: "#f43f5e" },
] as const;

/** The app icon. Decorative: the product name is always written beside it. */
export function AppIcon({ className = "size-7" }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={`shrink-0 forced-color-adjust-none ${className}`}
    >
      {appIconShapes.map((shape, index) => (
        <rect key={index} {...shape} />
      ))}
    </svg>
  );
}
