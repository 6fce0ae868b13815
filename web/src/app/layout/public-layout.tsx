import { Box, Button, Container, HStack, IconButton, Stack } from '@chakra-ui/react';
import { Suspense, useRef, useState } from 'react';
import { LuMenu } from 'react-icons/lu';
import { Link as RouterLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { LanguageSwitch } from '../../components/ui/language-switch.tsx';
import { useT } from '../../lib/i18n.ts';
import { scrollToSection } from '../../lib/scroll.ts';
import { Brand } from './brand.tsx';
import { PublicMenu } from './public-menu.tsx';
import { RouteFallback } from './route-fallback.tsx';

export const LANDING_SECTIONS = [
  { id: 'home', label: 'nav.home' },
  { id: 'about', label: 'nav.about' },
  { id: 'highlights', label: 'nav.highlights' },
  { id: 'contact', label: 'nav.contact' },
] as const;

/** The anonymous top bar (spec §2): in-page links to the landing sections, Login and Register. */
export function PublicLayout() {
  const [open, setOpen] = useState(false);
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The menu locks page scrolling while open: scroll once it has closed.
  const afterClose = useRef<string | null>(null);

  const goTo = (id: string) => {
    if (pathname !== '/' || !document.getElementById(id)) {
      setOpen(false);
      void navigate('/', { state: { scrollTo: id } });
    } else if (open) {
      afterClose.current = id;
      setOpen(false);
    } else {
      scrollToSection(id);
    }
  };

  const sectionLinks = (vertical: boolean) =>
    LANDING_SECTIONS.map((section) => (
      <Button
        key={section.id}
        variant="ghost"
        justifyContent={vertical ? 'flex-start' : 'center'}
        onClick={() => goTo(section.id)}
        data-section-link={section.id}
      >
        {t(section.label)}
      </Button>
    ));

  return (
    <Box minH="100dvh" bg="bg">
      <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg/90" backdropFilter="blur(8px)" borderBottomWidth="1px">
        <Container maxW="7xl" py="3">
          <HStack justify="space-between" gap="4">
            <Brand />
            <HStack as="nav" aria-label={t('nav.sections')} gap="1" display={{ base: 'none', md: 'flex' }}>
              {sectionLinks(false)}
            </HStack>
            <HStack gap="2">
              <LanguageSwitch />
              <HStack gap="2" display={{ base: 'none', md: 'flex' }}>
                <Button asChild variant="outline">
                  <RouterLink to="/login">{t('nav.login')}</RouterLink>
                </Button>
                <Button asChild colorPalette="orange">
                  <RouterLink to="/register">{t('nav.register')}</RouterLink>
                </Button>
              </HStack>
              <IconButton aria-label={t('nav.openMenu')} aria-haspopup="dialog" variant="ghost" display={{ base: 'inline-flex', md: 'none' }} onClick={() => setOpen(true)}>
                <LuMenu />
              </IconButton>
            </HStack>
          </HStack>
        </Container>
      </Box>
      <PublicMenu
        open={open}
        onClose={() => setOpen(false)}
        onClosed={() => {
          if (afterClose.current) scrollToSection(afterClose.current);
          afterClose.current = null;
        }}
      >
        <Stack as="nav" aria-label={t('nav.sections')} gap="1">
          {sectionLinks(true)}
          <Button asChild variant="outline" mt="4" onClick={() => setOpen(false)}>
            <RouterLink to="/login">{t('nav.login')}</RouterLink>
          </Button>
          <Button asChild colorPalette="orange" onClick={() => setOpen(false)}>
            <RouterLink to="/register">{t('nav.register')}</RouterLink>
          </Button>
        </Stack>
      </PublicMenu>
      <Suspense fallback={<RouteFallback />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}
