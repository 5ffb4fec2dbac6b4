import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating } from './StarRating.tsx';

describe('StarRating', () => {
  it('reads out the rating and fills the gold stars to its share of five', () => {
    const { container } = render(<StarRating value={4.8} />);
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
    expect(container.querySelectorAll('.star-rating__row svg')).toHaveLength(10);
    expect(container.querySelector<HTMLElement>('.star-rating__filled')?.style.width).toBe('96%');
    expect(container.querySelector('.star-rating--large')).toBeNull();
  });

  it('draws the larger stars of the section summary', () => {
    const { container } = render(<StarRating value={3} large />);
    expect(screen.getByRole('img', { name: 'Rated 3 out of 5' })).toHaveClass('star-rating', 'star-rating--large');
    expect(container.querySelector<HTMLElement>('.star-rating__filled')?.style.width).toBe('60%');
  });
});
