import { App, Avatar, Button, Layout, Space, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from 'shared-kit/runtime';
import logo from '../assets/logo.svg';
import { endSession } from '../auth/session-end';
import { useReportTopBarHeight } from '../notices/notice-top';
import { PaletteButton } from '../palette/palette-button';
import { ConsoleStatus } from './console-status';
import { JobCentre } from './job-centre';
import { userInitials } from './user-initials';

/** The logout question (docs/sign-in.md#logout-and-session-end). */
export const LOGOUT_QUESTION = 'Are you sure you want to log out?';
/** Stored at logout and shown on the sign-in page. */
export const LOGGED_OUT_MESSAGE = 'You logged out successfully!';

/**
 * The bar's frame: one line of 64 px (the 32 px controls, 16 px above, 15 px and the border below)
 * where everything fits; on a narrow window (a phone, or a laptop zoomed to 200 %) the controls wrap onto more lines
 * and the bar grows, instead of pushing Logout off the screen (docs/navigation.md#top-bar).
 */
const TOP_BAR_STYLE = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  height: 'auto',
  minHeight: 64,
  lineHeight: 'normal',
  paddingTop: 16,
  paddingBottom: 15,
  paddingInline: 16,
  background: '#fff',
  borderBottom: '1px solid #f0f0f0',
} as const;

/** The Menu button of a narrow window: whether the side menu is shown, its element's id, and the toggle. */
export interface TopBarMenu {
  shown: boolean;
  controls: string;
  toggle: () => void;
}

/**
 * The top bar: on a narrow window first the Menu button (`menu`) that shows and hides the side
 * menu, then the logo, the command palette's Search, Activity, the job centre, the console status,
 * user initials and Logout (docs/navigation.md#top-bar).
 */
export function TopBar({ menu }: { menu?: TopBarMenu | undefined }) {
  const user = useSessionStore((s) => s.user);
  const { modal } = App.useApp();
  const navigate = useNavigate();
  // Toasts start below the bar as drawn: it grows on a narrow window (docs/toasts.md).
  const barRef = useReportTopBarHeight<HTMLElement>();
  const name = user?.email || user?.username || '';

  const logout = () => {
    modal.confirm({
      title: LOGOUT_QUESTION,
      okText: 'Yes',
      cancelText: 'No',
      onOk: async () => {
        await endSession({ message: LOGGED_OUT_MESSAGE, severity: 'success', messageType: 'toast' });
        navigate('/', { replace: true });
      },
    });
  };

  return (
    <Layout.Header ref={barRef} style={TOP_BAR_STYLE}>
      <Space>
        {menu && (
          <Button aria-expanded={menu.shown} aria-controls={menu.controls} onClick={menu.toggle}>
            Menu
          </Button>
        )}
        <img src={logo} alt="Admin Console" width={32} height={32} style={{ display: 'block' }} />
        <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
          Admin Console
        </Typography.Text>
      </Space>
      <Space size="middle" wrap>
        <PaletteButton />
        {/* A link (it opens a page) drawn as the buttons beside it (docs/layout.md). */}
        <Button
          href="/activity"
          onClick={(event) => {
            event.preventDefault();
            navigate('/activity');
          }}
        >
          Activity
        </Button>
        <JobCentre />
        <ConsoleStatus />
        <span title={name}>
          <Avatar style={{ backgroundColor: '#1f4e79' }} aria-label={`Signed in as ${name}`}>
            {userInitials(name)}
          </Avatar>
        </span>
        <Button onClick={logout}>Logout</Button>
      </Space>
    </Layout.Header>
  );
}
