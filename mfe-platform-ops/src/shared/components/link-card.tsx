import { Card } from 'antd';
import { useId, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';

/**
 * A tile that opens a page: the whole card is clickable with the mouse, and its title is the link
 * keyboards and screen readers use, named by the title alone with the card's text as its
 * description (a link named by an aria-label that leaves out part of its visible text fails WCAG
 * 2.5.3, "Label in Name").
 */
export function LinkCard({ to, title, children }: { to: string; title: string; children: ReactNode }) {
  const navigate = useNavigate();
  const descriptionId = useId();
  return (
    <Card
      hoverable
      style={{ height: '100%', cursor: 'pointer' }}
      onClick={() => navigate(to)}
      title={
        <Link to={to} aria-describedby={descriptionId} onClick={(event) => event.stopPropagation()}>
          {title}
        </Link>
      }
    >
      <div id={descriptionId}>{children}</div>
    </Card>
  );
}
