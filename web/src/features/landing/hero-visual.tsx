import { Badge, Box, HStack, Stack, Text, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuCircleCheck, LuTruck } from 'react-icons/lu';
import { formatDigits, formatMoney, formatNumber } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';

/** A drawn preview of the product: a product card, a delivery and a commission. */
export function HeroVisual() {
  const t = useT();
  return (
    <Box position="relative" h="400px" display={{ base: 'none', md: 'block' }} aria-hidden="true">
      <Box
        position="absolute"
        inset="6"
        borderRadius="3xl"
        bgGradient="to-br"
        gradientFrom="orange.200"
        gradientTo="pink.200"
        transform="rotate(-4deg)"
      />
      <Stack
        position="absolute"
        top="10"
        left={{ base: '6', md: '10' }}
        w={{ base: '220px', md: '250px' }}
        bg="bg"
        borderRadius="2xl"
        shadow="xl"
        overflow="hidden"
      >
        <Box
          h="130px"
          bgGradient="to-br"
          gradientFrom="red.500"
          gradientTo="purple.700"
          display="grid"
          placeItems="center"
        >
          <Text color="white" fontWeight="black" fontSize="4xl">
            PS
          </Text>
        </Box>
        <Stack p="4" gap="1">
          <Text fontWeight="semibold">{t('hero.product')}</Text>
          <Text color="fg.muted" fontSize="sm">
            {formatMoney(4500)}
          </Text>
          <Badge colorPalette="green" alignSelf="start">
            {t('hero.earn', { amount: formatMoney(630) })}
          </Badge>
        </Stack>
      </Stack>
      <Notice
        top={{ base: '52', md: '48' }}
        right={{ base: '2', md: '6' }}
        icon={<LuTruck />}
        iconColor="blue.600"
        title={t('hero.delivered')}
        detail={t('hero.order', { number: formatDigits(1042), items: formatNumber(2) })}
      />
      <Notice
        bottom="6"
        left={{ base: '10', md: '24' }}
        icon={<LuCircleCheck />}
        iconColor="green.600"
        title={t('hero.credited')}
        detail={t('hero.wallet', { amount: formatMoney(1460) })}
      />
    </Box>
  );
}

/** A notice floating over the preview, placed by the position props: an icon, a title and a line under it. */
function Notice({
  icon,
  iconColor,
  title,
  detail,
  ...position
}: { icon: ReactNode; iconColor: string; title: string; detail: string } & StackProps) {
  return (
    <HStack position="absolute" bg="bg" p="3" borderRadius="xl" shadow="lg" gap="3" {...position}>
      <Box color={iconColor} fontSize="xl">
        {icon}
      </Box>
      <Stack gap="0">
        <Text fontSize="sm" fontWeight="semibold">
          {title}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {detail}
        </Text>
      </Stack>
    </HStack>
  );
}
