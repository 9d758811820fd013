// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavBar } from '../../../../src/features/site/NavBar';
import { renderWithProviders } from '../../../helpers/render';

/** The search page stand-in: a target section far down the page. */
function FakeSearchPage() {
  return <section id="search">search</section>;
}

describe('NavBar Search link', () => {
  afterEach(() => vi.useRealTimers());

  it('replaces the history entry, then after 200 ms scrolls the target below the nav bar plus 10 px', async () => {
    vi.useFakeTimers();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = renderWithProviders(null, {
      path: '/categories/mental-health',
      routes: [
        {
          path: '/search',
          element: (
            <>
              <NavBar />
              <FakeSearchPage />
            </>
          ),
        },
        { path: '*', element: <NavBar /> },
      ],
    });
    const navigate = vi.spyOn(router, 'navigate');
    Object.defineProperty(document.getElementById('site-nav-bar')!, 'offsetHeight', { value: 64 });
    Object.defineProperty(window, 'scrollY', { value: 100, configurable: true });

    await act(async () => fireEvent.click(screen.getAllByRole('link', { name: 'Search' })[0]!));
    expect(router.state.location.pathname).toBe('/search');
    expect(navigate).toHaveBeenCalledWith('/search', expect.objectContaining({ replace: true }));
    vi.spyOn(document.getElementById('search')!, 'getBoundingClientRect').mockReturnValue({
      top: 500,
    } as DOMRect);

    act(() => vi.advanceTimersByTime(199));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    // 500 from the viewport top + 100 already scrolled - 64 of nav bar - 10 of gap.
    expect(scrollTo).toHaveBeenCalledWith({ top: 526, left: 0 });
  });
});

describe('NavBar About Us link', () => {
  it('opens the about page in a new tab and says so to screen readers', () => {
    renderWithProviders(<NavBar />);
    const about = screen.getByRole('link', { name: /^About Us/ });
    expect(about).toHaveTextContent('About Us (opens in a new tab)', { normalizeWhitespace: false });
    expect(about).toHaveAttribute('target', '_blank');
    expect(about).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });
});
