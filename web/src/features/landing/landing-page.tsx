import {
  Badge,
  Box,
  Card,
  Container,
  Flex,
  Grid,
  Heading,
  HStack,
  IconButton,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect } from 'react';
import { FaFacebook, FaInstagram, FaTiktok, FaYoutube } from 'react-icons/fa6';
import {
  LuClock,
  LuGraduationCap,
  LuHandCoins,
  LuMail,
  LuMapPin,
  LuMegaphone,
  LuPackageCheck,
  LuPercent,
  LuPhone,
  LuShieldCheck,
  LuTruck,
  LuUserPlus,
} from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { whenSignedIn } from '../../lib/session-probe.ts';
import { formatDigits, formatNumber } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { focusOnArrival } from '../../lib/arrival-focus.ts';
import { useScreenTitle } from '../../lib/use-screen-title.ts';
import { HeroVisual } from './hero-visual.tsx';
import {
  CLAIMS,
  FIGURES,
  SECTION_SCROLL_MARGIN,
  SOCIAL_LINKS,
  STEPS,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
} from './constants.ts';
import { Button } from '../../components/ui/button.tsx';

const STEP_ICONS = [LuMegaphone, LuPackageCheck, LuTruck, LuHandCoins];
const CLAIM_ICONS = [LuUserPlus, LuPercent, LuClock, LuGraduationCap];
const SOCIAL_ICONS = { Facebook: FaFacebook, Instagram: FaInstagram, TikTok: FaTiktok, YouTube: FaYoutube } as const;

function SectionTitle({ eyebrow, title, text }: { eyebrow: string; title: string; text?: string }) {
  return (
    <Stack textAlign="center" maxW="2xl" mx="auto" mb="10" gap="3">
      <Text color="orange.700" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" fontSize="sm">
        {eyebrow}
      </Text>
      <Heading as="h2" size={{ base: '2xl', md: '3xl' }}>
        {title}
      </Heading>
      {text && <Text color="fg.muted">{text}</Text>}
    </Stack>
  );
}

/** The landing page for anonymous visitors; a signed-in visitor goes to the dashboard. */
export function LandingPage() {
  const navigate = useNavigate();
  const t = useT();
  const reviewNote = t('landing.reviewNote');
  useScreenTitle();

  // The page shows at once; a signed-in visitor is sent on when the check answers.
  useEffect(() => whenSignedIn(() => void navigate('/dashboard', { replace: true })), [navigate]);

  return (
    <Box as="main" data-landing>
      <Box
        id="home"
        scrollMarginTop={SECTION_SCROLL_MARGIN}
        bgGradient="to-b"
        gradientFrom="orange.50"
        gradientTo="bg"
        pt={{ base: '10', md: '16' }}
        pb={{ base: '14', md: '20' }}
      >
        <Container maxW="7xl">
          <Grid templateColumns={{ base: '1fr', lg: '1.1fr 1fr' }} gap="10" alignItems="center">
            <Stack gap="6">
              <Badge colorPalette="orange" variant="subtle" alignSelf="start" size="lg">
                {t('landing.badge')}
              </Badge>
              <Heading
                as="h1"
                size={{ base: '4xl', md: '5xl' }}
                lineHeight="1.1"
                letterSpacing="tight"
                ref={focusOnArrival}
                tabIndex={-1}
                outline="none"
              >
                {t('landing.title')}
              </Heading>
              <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="xl">
                {t('landing.lead')}
              </Text>
              <HStack gap="3" flexWrap="wrap">
                <Button asChild colorPalette="orange" size="xl">
                  <RouterLink to="/register">{t('landing.start')}</RouterLink>
                </Button>
                <Button asChild variant="outline" size="xl">
                  <RouterLink to="/login">{t('nav.login')}</RouterLink>
                </Button>
              </HStack>
              <HStack color="fg.muted" fontSize="sm" gap="2" align="start">
                <Box as="span" flexShrink={0} mt="0.5" fontSize="md" color="green.600">
                  <LuShieldCheck />
                </Box>
                <Text>{t('landing.freeRegistration', { note: reviewNote })}</Text>
              </HStack>
            </Stack>
            <HeroVisual />
          </Grid>
        </Container>
      </Box>

      <Box id="about" scrollMarginTop={SECTION_SCROLL_MARGIN} py={{ base: '14', md: '20' }}>
        <Container maxW="7xl">
          <SectionTitle
            eyebrow={t('landing.how.eyebrow')}
            title={t('landing.how.title')}
            text={t('landing.how.text')}
          />
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
            {STEPS.map((step, n) => {
              const Icon = STEP_ICONS[n]!;
              return (
                <Card.Root key={step.title} variant="elevated">
                  <Card.Body gap="3">
                    <HStack justify="space-between">
                      <Box
                        display="grid"
                        placeItems="center"
                        w="12"
                        h="12"
                        borderRadius="xl"
                        bg="orange.100"
                        color="orange.700"
                        fontSize="2xl"
                      >
                        <Icon />
                      </Box>
                      <Text fontSize="3xl" fontWeight="black" color="gray.200">
                        {formatNumber(n + 1)}
                      </Text>
                    </HStack>
                    <Heading as="h3" size="md">
                      {t(step.title)}
                    </Heading>
                    <Text color="fg.muted">{t(step.text)}</Text>
                  </Card.Body>
                </Card.Root>
              );
            })}
          </SimpleGrid>
        </Container>
      </Box>

      <Box
        id="highlights"
        scrollMarginTop={SECTION_SCROLL_MARGIN}
        py={{ base: '14', md: '20' }}
        bg="gray.900"
        color="white"
      >
        <Container maxW="7xl">
          <Stack textAlign="center" maxW="2xl" mx="auto" mb="10" gap="3">
            <Text
              color="orange.300"
              fontWeight="semibold"
              textTransform="uppercase"
              letterSpacing="wider"
              fontSize="sm"
            >
              {t('landing.highlights.eyebrow')}
            </Text>
            <Heading as="h2" size={{ base: '2xl', md: '3xl' }}>
              {t('landing.highlights.title')}
            </Heading>
          </Stack>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
            {CLAIMS.map((claim, n) => {
              const Icon = CLAIM_ICONS[n]!;
              return (
                <Stack key={claim.title} p="6" borderRadius="2xl" bg="whiteAlpha.100" gap="3">
                  <Box fontSize="2xl" color="orange.300">
                    <Icon />
                  </Box>
                  <Heading as="h3" size="md">
                    {t(claim.title)}
                  </Heading>
                  <Text color="whiteAlpha.800">{t(claim.text)}</Text>
                </Stack>
              );
            })}
          </SimpleGrid>
          <SimpleGrid columns={3} gap={{ base: '2', md: '6' }} mt="12" textAlign="center">
            {FIGURES.map((figure) => (
              <Stack key={figure.label} gap="0">
                <Text fontSize={{ base: '2xl', sm: '4xl', md: '5xl' }} fontWeight="black" color="orange.300">
                  {formatNumber(figure.value)}+
                </Text>
                <Text color="whiteAlpha.800" fontSize={{ base: 'sm', md: 'lg' }}>
                  {t(figure.label)}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Box id="contact" scrollMarginTop={SECTION_SCROLL_MARGIN} py={{ base: '14', md: '20' }}>
        <Container maxW="5xl">
          <SectionTitle eyebrow={t('landing.contact.eyebrow')} title={t('landing.contact.title')} text={reviewNote} />
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
            {[
              {
                label: t('landing.contact.email'),
                icon: LuMail,
                value: SUPPORT_EMAIL,
                href: `mailto:${SUPPORT_EMAIL}`,
              },
              {
                label: t('landing.contact.phone'),
                icon: LuPhone,
                value: SUPPORT_PHONE,
                href: `tel:${SUPPORT_PHONE.replace(/[^+\d]/g, '')}`,
              },
              { label: t('landing.contact.office'), icon: LuMapPin, value: t('landing.contact.address'), href: null },
            ].map(({ label, icon: Icon, value, href }) => (
              <Card.Root key={label}>
                <Card.Body gap="2" alignItems="center" textAlign="center">
                  <Box fontSize="2xl" color="orange.600">
                    <Icon />
                  </Box>
                  <Text fontWeight="semibold">{label}</Text>
                  {href ? (
                    <Link href={href} color="orange.700">
                      {value}
                    </Link>
                  ) : (
                    <Text color="fg.muted">{value}</Text>
                  )}
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
          <Stack align="center" mt="10" gap="4">
            <Text fontWeight="semibold">{t('landing.follow')}</Text>
            <HStack gap="3">
              {SOCIAL_LINKS.map((link) => {
                const Icon = SOCIAL_ICONS[link.label];
                return (
                  <IconButton key={link.label} asChild variant="outline" rounded="full" aria-label={link.label}>
                    <a href={link.href} target="_blank" rel="noreferrer">
                      <Icon />
                    </a>
                  </IconButton>
                );
              })}
            </HStack>
          </Stack>
        </Container>
      </Box>

      <Box as="footer" borderTopWidth="1px" py="8">
        <Container maxW="7xl">
          <Flex
            justify="space-between"
            direction={{ base: 'column', sm: 'row' }}
            gap="3"
            color="fg.muted"
            fontSize="sm"
          >
            <Text>{t('landing.footer', { year: formatDigits(new Date().getFullYear()) })}</Text>
            <HStack gap="4">
              <RouterLink to="/login">{t('nav.login')}</RouterLink>
              <RouterLink to="/register">{t('nav.register')}</RouterLink>
            </HStack>
          </Flex>
        </Container>
      </Box>
    </Box>
  );
}
