import { Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageCenter } from '../components/ui/states.tsx';
import { useT } from '../lib/i18n.ts';
import { focusOnArrival } from '../lib/arrival-focus.ts';
import { useScreenTitle } from '../lib/use-screen-title.ts';
import { Button } from '../components/ui/button.tsx';

export function NotFoundPage() {
  const t = useT();
  useScreenTitle(t('notFound.title'));
  return (
    <PageCenter>
      <Stack align="center" textAlign="center" gap="4">
        <Text fontSize="6xl" fontWeight="black" color="orange.600">
          404
        </Text>
        <Heading as="h1" ref={focusOnArrival} tabIndex={-1} outline="none">
          {t('notFound.title')}
        </Heading>
        <Text color="fg.muted">{t('notFound.text')}</Text>
        <Button asChild colorPalette="orange">
          <RouterLink to="/">{t('notFound.home')}</RouterLink>
        </Button>
      </Stack>
    </PageCenter>
  );
}
