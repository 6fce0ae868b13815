import { Flex, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { focusOnArrival } from '../../lib/arrival-focus.ts';
import { useScreenTitle } from '../../lib/use-screen-title.ts';

/** A page's title (also the browser tab's), an optional subtitle and its header buttons. */
export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  useScreenTitle(title);
  return (
    <Flex
      justify="space-between"
      align={{ base: 'stretch', sm: 'center' }}
      direction={{ base: 'column', sm: 'row' }}
      gap="3"
    >
      <div>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} ref={focusOnArrival} tabIndex={-1} outline="none">
          {title}
        </Heading>
        {subtitle && (
          <Text color="fg.muted" mt="1">
            {subtitle}
          </Text>
        )}
      </div>
      {actions && (
        <HStack gap="2" flexWrap="wrap">
          {actions}
        </HStack>
      )}
    </Flex>
  );
}
