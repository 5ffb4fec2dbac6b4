import { StarIcon } from '@/components/layout/contentIcons.tsx';

const STARS = [0, 1, 2, 3, 4];

/** Five stars filled to `value` (4.8 fills 96%), read out as "Rated 4.8 out of 5"; `large` for the section's summary. */
export function StarRating({ value, large = false }: { value: number; large?: boolean }) {
  const row = (
    <>
      {STARS.map((index) => (
        <StarIcon key={index} className="star-rating__star" />
      ))}
    </>
  );
  return (
    <div
      role="img"
      aria-label={`Rated ${value} out of 5`}
      className={large ? 'star-rating star-rating--large' : 'star-rating'}
    >
      <div className="star-rating__row">{row}</div>
      <div className="star-rating__filled" style={{ width: `${(value / 5) * 100}%` }}>
        <div className="star-rating__row star-rating__row--filled">{row}</div>
      </div>
    </div>
  );
}
