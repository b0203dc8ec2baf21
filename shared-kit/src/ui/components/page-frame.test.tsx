import { render, screen, within } from '@testing-library/react';
import { Button } from 'antd';
import { PAGE_FRAME_WIDTH, PageFrame } from './page-frame';

describe('PageFrame', () => {
  it("writes the title as the page's single h1, labels the page by it, and puts the page's buttons beside it", () => {
    render(
      <PageFrame title="Decommission Tenant" actions={<Button>Activity</Button>}>
        <p>body</p>
      </PageFrame>,
    );
    const headings = screen.getAllByRole('heading');
    expect(headings).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Decommission Tenant' })).toBeTruthy();
    const page = screen.getByRole('region', { name: 'Decommission Tenant' });
    expect(within(page).getByRole('button', { name: 'Activity' })).toBeTruthy();
    expect(page.style.maxWidth).toBe(`${PAGE_FRAME_WIDTH}px`);
  });

  it('lets a full-width page use the whole width', () => {
    render(<PageFrame title="Invoices" width="full" />);
    expect(screen.getByRole('region', { name: 'Invoices' }).style.maxWidth).toBe('');
  });

  it('centres a public page in the window, at the form width', () => {
    render(<PageFrame title="Reseller Invitation" centered />);
    const page = screen.getByRole('region', { name: 'Reseller Invitation' });
    expect(page.style.marginInline).toBe('auto');
    expect(page.style.maxWidth).toBe(`${PAGE_FRAME_WIDTH}px`);
  });
});
