import { render, screen } from '@testing-library/react';
import { PageTitle } from './page-title';

describe('PageTitle (docs/accessibility.md)', () => {
  it("is the page's h1, at the 24 px of page titles, labelled by its id", () => {
    render(
      <section aria-labelledby="t">
        <PageTitle id="t">Onboard New Tenant</PageTitle>
      </section>,
    );
    const title = screen.getByRole('heading', { level: 1, name: 'Onboard New Tenant' });
    expect(title.tagName).toBe('H1');
    expect(title.style.fontSize).toBe('24px');
    expect(screen.getByRole('region', { name: 'Onboard New Tenant' })).toBeTruthy();
  });
});
