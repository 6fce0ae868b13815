import type { IconType } from 'react-icons';
import { LuBadgeCheck, LuLayoutDashboard, LuMailCheck, LuPackage, LuShoppingCart, LuUsers, LuWallet } from 'react-icons/lu';
import type { Viewer } from '../../lib/use-viewer.ts';

export interface NavLink {
  to: string;
  label: string;
  icon: IconType;
}

/** The sidebar of spec §2: Payment and Users for admins, My Income for marketers. */
export function sidebarLinks(viewer: Viewer): NavLink[] {
  const admin = viewer.role === 'ADMIN';
  return [
    { to: '/dashboard', label: 'Dashboard', icon: LuLayoutDashboard },
    { to: '/products', label: 'Products', icon: LuPackage },
    { to: '/orders', label: 'Orders', icon: LuShoppingCart },
    admin ? { to: '/payment', label: 'Payment', icon: LuWallet } : { to: '/income', label: 'My Income', icon: LuWallet },
    ...(admin ? [{ to: '/users', label: 'Users', icon: LuUsers }] : []),
  ];
}

/** The mobile menu: the sidebar plus the verification step the user still has to do. */
export function mobileLinks(viewer: Viewer): NavLink[] {
  const links = sidebarLinks(viewer);
  if (!viewer.isEmailVerified) links.push({ to: '/emailVerification', label: 'Verify Your Email', icon: LuMailCheck });
  else if (!viewer.isUserVerified) links.push({ to: '/userVerification', label: 'Verify Your Account', icon: LuBadgeCheck });
  return links;
}
