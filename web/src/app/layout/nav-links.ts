import type { IconType } from 'react-icons';
import {
  LuBadgeCheck,
  LuLayoutDashboard,
  LuMailCheck,
  LuPackage,
  LuShoppingCart,
  LuUsers,
  LuWallet,
} from 'react-icons/lu';
import type { MessageKey } from '../../lib/i18n.ts';
import type { Viewer } from '../../lib/use-viewer.ts';

export interface NavLink {
  to: string;
  label: MessageKey;
  icon: IconType;
}

/** The sidebar: Payment and Users for admins, My Income for marketers. */
export function sidebarLinks(viewer: Viewer): NavLink[] {
  const admin = viewer.role === 'ADMIN';
  const links: NavLink[] = [
    { to: '/dashboard', label: 'nav.dashboard', icon: LuLayoutDashboard },
    { to: '/products', label: 'nav.products', icon: LuPackage },
    { to: '/orders', label: 'nav.orders', icon: LuShoppingCart },
    admin
      ? { to: '/payment', label: 'nav.payment', icon: LuWallet }
      : { to: '/income', label: 'nav.income', icon: LuWallet },
  ];
  if (admin) links.push({ to: '/users', label: 'nav.users', icon: LuUsers });
  return links;
}

/** The mobile menu: the sidebar plus the verification step the user still has to do. */
export function mobileLinks(viewer: Viewer): NavLink[] {
  const links = sidebarLinks(viewer);
  if (!viewer.isEmailVerified) links.push({ to: '/emailVerification', label: 'nav.verifyEmail', icon: LuMailCheck });
  else if (!viewer.isUserVerified)
    links.push({ to: '/userVerification', label: 'nav.verifyAccount', icon: LuBadgeCheck });
  return links;
}
