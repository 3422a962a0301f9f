/** The product mark: a calendar page. Decorative; the product name is the text beside it. */
export function AppLogo({ className = "size-7" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect x="3" y="5" width="26" height="24" rx="6" fill="var(--color-accent)" />
      <rect x="3" y="5" width="26" height="8" rx="6" fill="var(--color-accent-hover)" />
      <rect x="3" y="10" width="26" height="3" fill="var(--color-accent-hover)" />
      <rect x="9" y="2" width="3" height="7" rx="1.5" fill="var(--color-text)" />
      <rect x="20" y="2" width="3" height="7" rx="1.5" fill="var(--color-text)" />
      <rect x="8" y="16" width="5" height="4" rx="1" fill="var(--color-on-accent)" />
      <rect x="14" y="16" width="5" height="4" rx="1" fill="var(--color-on-accent)" />
      <rect x="20" y="16" width="5" height="4" rx="1" fill="var(--color-on-accent)" opacity=".6" />
      <rect x="8" y="22" width="5" height="4" rx="1" fill="var(--color-on-accent)" opacity=".6" />
      <rect x="14" y="22" width="5" height="4" rx="1" fill="var(--color-on-accent)" />
    </svg>
  );
}
