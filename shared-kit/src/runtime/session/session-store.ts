/**
 * The console's session store (zustand): the signed-in user, the authorities, the side-menu
 * sections and the notice to show after the next page load.
 */
import { create } from 'zustand';
import type { RoleMap } from '../../contract/roles/roles';

/** The signed-in user. */
export interface UserSession {
  username: string;
  email: string;
  /** Raw `cognito:groups` of the identity token. */
  groups: string[];
  roles: RoleMap;
  isSignedIn: boolean;
  /** Authorities fetched at app start. */
  authorities: string[];
}

/** A message for the user: text, severity and where it is shown. */
export interface SessionMessage {
  message: string;
  severity: 'success' | 'info' | 'warning' | 'error';
  /** `toast` (30000 ms) or `bar` (6000 ms), docs/toasts.md. */
  type: 'toast' | 'bar';
}

/** Side-menu sections of the session. */
export const SIDE_MENU_SECTIONS = [
  'Home', 'Web', 'Inventory', 'Channels', 'Customers', 'StockList', 'Pricing', 'OfferClearing',
  'Auctions', 'Orders', 'PreOrders', 'Returns', 'Settings',
] as const;

/** State and actions of the session store. */
export interface SessionState {
  user: UserSession | null;
  /** Tenant configuration (site title and so on), persisted under `PxConfig`. */
  config: Record<string, unknown>;
  flags: Record<string, boolean>;
  message: SessionMessage | null;
  sideMenuSections: readonly string[];
  clientSort: { sortList: Array<{ colId: string; sort: 'asc' | 'desc' }>; searchText: string };
  setUser(user: UserSession | null): void;
  setConfig(config: Record<string, unknown>): void;
  setFlag(name: string, value: boolean): void;
  setMessage(message: SessionMessage | null): void;
  setClientSort(clientSort: SessionState['clientSort']): void;
  reset(): void;
}

const initial = {
  user: null,
  config: {},
  flags: {},
  message: null,
  sideMenuSections: SIDE_MENU_SECTIONS,
  clientSort: { sortList: [], searchText: '' },
};

/**
 * The session store hook.
 *
 * @example const user = useSessionStore((s) => s.user);
 */
export const useSessionStore = create<SessionState>()((set) => ({
  ...initial,
  setUser: (user) => set({ user }),
  setConfig: (config) => set({ config }),
  setFlag: (name, value) => set((s) => ({ flags: { ...s.flags, [name]: value } })),
  setMessage: (message) => set({ message }),
  setClientSort: (clientSort) => set({ clientSort }),
  reset: () => set(initial),
}));
