import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { AlertCircle, Eye, Star } from './icons';

describe('icons', () => {
  it('are a <use> of the sprite, with lucide’s classes, size and stroke', () => {
    const html = renderToStaticMarkup(<Eye className="size-4" />);
    expect(html).toMatch(
      /^<svg width="24" height="24" viewBox="0 0 24 24" stroke-width="2" class="lucide lucide-eye size-4" aria-hidden="true"><use href="[^"#]*icon-sprite\.svg[^"#]*#eye"><\/use><\/svg>$/,
    );
    // What lucide wrote on every icon is in index.css now.
    expect(html).not.toMatch(/xmlns|fill=|stroke-linecap|stroke-linejoin/);
  });

  it('keep lucide’s names for its aliases (AlertCircle is circle-exclamation-point)', () => {
    const { container } = render(<AlertCircle />);
    expect(container.querySelector('use')?.getAttribute('href')).toMatch(
      /#circle-exclamation-point$/,
    );
    expect(container.querySelector('svg')).toHaveClass('lucide', 'lucide-circle-exclamation-point');
  });

  it('are hidden from assistive technology unless labelled', () => {
    const { container } = render(
      <>
        <Star />
        <Star aria-label="Featured" role="img" />
        <Star aria-hidden />
      </>,
    );
    const [plain, labelled, hidden] = container.querySelectorAll('svg');
    expect(plain).toHaveAttribute('aria-hidden', 'true');
    expect(labelled).not.toHaveAttribute('aria-hidden');
    expect(labelled).toHaveAttribute('aria-label', 'Featured');
    expect(hidden).toHaveAttribute('aria-hidden', 'true');
  });

  it('take a size, a stroke width and any SVG attribute', () => {
    const { container } = render(<Star size={16} strokeWidth={1.5} data-testid="s" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('width', '16');
    expect(svg).toHaveAttribute('height', '16');
    expect(svg).toHaveAttribute('stroke-width', '1.5');
    expect(svg).toHaveAttribute('data-testid', 's');
  });
});
