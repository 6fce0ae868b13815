import { Box, Stack } from '@chakra-ui/react';
import { NavLink as RouterNavLink } from 'react-router-dom';
import { useT } from '../../lib/i18n.ts';
import type { NavLink } from './nav-links.ts';
import { Button } from '../../components/ui/button.tsx';

/** The signed-in app's links, in the sidebar and in the phone drawer; the current one highlighted. */
export function NavItems({ links, onNavigate }: { links: NavLink[]; onNavigate?: () => void }) {
  const t = useT();
  return (
    <Stack as="ul" gap="1" listStyleType="none">
      {links.map(({ to, label, icon: Icon }) => (
        <Box as="li" key={to}>
          <Button asChild variant="ghost" justifyContent="flex-start" w="full" size="md" onClick={onNavigate}>
            <RouterNavLink
              to={to}
              style={({ isActive }) =>
                isActive
                  ? { background: 'var(--chakra-colors-orange-100)', color: 'var(--chakra-colors-orange-800)' }
                  : undefined
              }
            >
              <Icon />
              {t(label)}
            </RouterNavLink>
          </Button>
        </Box>
      ))}
    </Stack>
  );
}
