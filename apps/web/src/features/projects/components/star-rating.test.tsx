import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { render, screen } from '@testing-library/react';
import { Star } from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { RatingSummary, Stars } from './star-rating';

/** The one element a rating draws, after checking it is alone and empty. */
function renderStars(value: number) {
  const { container } = render(<Stars value={value} className="mt-1" />);
  expect(container.children).toHaveLength(1);
  const stars = container.firstElementChild as HTMLElement;
  expect(stars.children).toHaveLength(0);
  expect(stars.textContent).toBe('');
  return stars;
}

describe('Stars', () => {
  it('is one element filled up to the rounded value (halves up)', () => {
    const filled = (value: number) => renderStars(value).style.getPropertyValue('--stars-filled');
    expect(filled(0)).toBe('0');
    expect(filled(2.4)).toBe('2');
    expect(filled(2.5)).toBe('3');
    expect(filled(5)).toBe('5');
    // Out of range, as five stars can show it.
    expect(filled(7)).toBe('5');
    expect(filled(-1)).toBe('0');
  });

  it('is hidden from screen readers and keeps the caller’s classes', () => {
    const stars = renderStars(4);
    expect(stars).toHaveAttribute('aria-hidden', 'true');
    expect(stars).toHaveClass('stars', 'mt-1');
  });

  it('is a short piece of server HTML, without SVG', () => {
    const html = renderToStaticMarkup(<Stars value={3.7} />);
    expect(html).toBe('<span class="stars" style="--stars-filled:4" aria-hidden="true"></span>');
  });

  it('is drawn by index.css with the same star as the lucide Star icon', () => {
    const d = /<path d="([^"]+)"/.exec(renderToStaticMarkup(<Star />))?.[1];
    expect(d).toBeTruthy();
    const css = readFileSync(join(__dirname, '../../../index.css'), 'utf8');
    // The filled star and the outline both use the icon's path.
    expect(css.split(`d='${d}'`)).toHaveLength(3);
  });
});

describe('RatingSummary', () => {
  it('says the rating to screen readers and shows it as stars and figures', () => {
    const { container } = render(<RatingSummary rating={{ average: 4.125, count: 7 }} />);
    expect(screen.getByText('Rated 4.1 out of 5 from 7 reviews')).toHaveClass('sr-only');
    expect(container.querySelector('.stars')).toHaveStyle('--stars-filled: 4');
    expect(container.querySelectorAll('svg')).toHaveLength(0);
    expect(screen.getByText('4.1')).toHaveAttribute('aria-hidden');
    expect(screen.getByText('(7)')).toHaveAttribute('aria-hidden');
  });

  it('says "1 review" for one, and "No ratings yet" without any', () => {
    render(<RatingSummary rating={{ average: 5, count: 1 }} />);
    expect(screen.getByText('Rated 5.0 out of 5 from 1 review')).toBeInTheDocument();
    const { container } = render(<RatingSummary rating={{ average: null, count: 0 }} />);
    expect(container).toHaveTextContent('No ratings yet');
    expect(container.querySelector('.stars')).toBeNull();
  });
});
