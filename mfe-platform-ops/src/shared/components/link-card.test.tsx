import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LinkCard } from './link-card';

function renderCard() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route
          path="/"
          element={
            <LinkCard to="/buyer-decrypt" title="Buyer Decrypt">
              Decrypt a buyer&apos;s stored name.
            </LinkCard>
          }
        />
        <Route path="/buyer-decrypt" element={<h1>Buyer Decrypt page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('LinkCard', () => {
  it('is a link named by its title alone (label in name), described by its text', () => {
    renderCard();
    const link = screen.getByRole('link', { name: 'Buyer Decrypt' });
    expect(link).toHaveAttribute('href', '/buyer-decrypt');
    expect(link).not.toHaveAttribute('aria-label');
    expect(link).toHaveAccessibleDescription("Decrypt a buyer's stored name.");
  });

  it('opens the page from a click anywhere on the card', async () => {
    renderCard();
    await userEvent.click(screen.getByText("Decrypt a buyer's stored name."));
    expect(screen.getByRole('heading', { name: 'Buyer Decrypt page' })).toBeInTheDocument();
  });
});
