import { siteConfig } from '@/content/siteConfig.ts';

/** The studio's mark: a red badge with a stylised kick, beside the name set in two lines. */
export function BrandMark({ compact = false }: { compact?: boolean }) {
  return (
    <span className={compact ? 'brand-mark brand-mark--compact' : 'brand-mark'}>
      <svg className="brand-mark__badge" viewBox="0 0 40 40" aria-hidden="true">
        <rect x="2" y="2" width="36" height="36" rx="9" className="brand-mark__ground" />
        <path d="M9 29 L19 19 L15 11 L20 9 L25 18 L31 12 L33 15 L25 24 L17 24 L12 31 Z" className="brand-mark__kick" />
      </svg>
      <span className="brand-mark__name">
        <span className="brand-mark__the">The</span> {siteConfig.name.replace(/^The\s+/, '')}
      </span>
    </span>
  );
}
