import { StarIcon } from '@/components/layout/contentIcons.tsx';

/** The gold badge that marks a featured event: on its card and, labelled 'Featured Event', on its own page. */
export function FeaturedBadge({ label = 'Featured' }: { label?: string }) {
  return (
    <span className="featured-badge">
      <StarIcon className="featured-badge__icon" />
      {label}
    </span>
  );
}
