import { Box, Container, HStack, IconButton, Stack } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { LuMenu } from 'react-icons/lu';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { LanguageSwitch } from '../../components/ui/language-switch.tsx';
import { useT } from '../../lib/i18n.ts';
import { Brand } from './brand.tsx';
import { PUBLIC_MENU_ID, PublicMenu } from './public-menu.tsx';
import { RouteFallback } from './route-fallback.tsx';
import { Button } from '../../components/ui/button.tsx';

export const LANDING_SECTIONS = [
  { id: 'home', label: 'nav.home' },
  { id: 'about', label: 'nav.about' },
  { id: 'highlights', label: 'nav.highlights' },
  { id: 'contact', label: 'nav.contact' },
] as const;

/**
 * The anonymous top bar: in-page links to the landing sections, Login and Register.
 * The section links are plain links to `/#section`, which the browser follows on the landing page
 * as it is prerendered, before or without any script, and from the sign-in pages by loading it.
 */
export function PublicLayout() {
  const [open, setOpen] = useState(false);
  const t = useT();
  const close = () => setOpen(false);

  const sectionLinks = (vertical: boolean) =>
    LANDING_SECTIONS.map((section) => (
      <Button
        key={section.id}
        asChild
        variant="ghost"
        justifyContent={vertical ? 'flex-start' : 'center'}
        onClick={vertical ? close : undefined}
      >
        <a href={`/#${section.id}`} data-section-link={section.id}>
          {t(section.label)}
        </a>
      </Button>
    ));

  return (
    <Box minH="100dvh" bg="bg">
      <Box
        as="header"
        position="sticky"
        top="0"
        zIndex="sticky"
        bg="bg/90"
        backdropFilter="blur(8px)"
        borderBottomWidth="1px"
      >
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
              <IconButton
                aria-label={t('nav.openMenu')}
                aria-haspopup="dialog"
                aria-controls={PUBLIC_MENU_ID}
                variant="ghost"
                display={{ base: 'inline-flex', md: 'none' }}
                onClick={() => setOpen(true)}
              >
                <LuMenu />
              </IconButton>
            </HStack>
          </HStack>
        </Container>
      </Box>
      <PublicMenu open={open} onClose={close}>
        <Stack as="nav" aria-label={t('nav.sections')} gap="1">
          {sectionLinks(true)}
          <Button asChild variant="outline" mt="4" onClick={close}>
            <RouterLink to="/login">{t('nav.login')}</RouterLink>
          </Button>
          <Button asChild colorPalette="orange" onClick={close}>
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
