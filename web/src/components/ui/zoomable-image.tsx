import { Box, Image, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuImageOff, LuZoomIn } from 'react-icons/lu';
import { OnFirstOpen } from './on-first-use.tsx';
import { useT } from '../../lib/i18n.ts';

const loadDialog = async () => (await import('./dialog-frame.tsx')).DialogFrame;

/** A thumbnail that opens the full image in a dialog (payment QR codes, proofs), loaded when first opened. */
export function ZoomableImage({
  src,
  alt,
  size = '48',
}: {
  src: string | null | undefined;
  alt: string;
  size?: string;
}) {
  const [open, setOpen] = useState(false);
  const t = useT();
  if (!src) {
    return (
      <Box
        boxSize={size}
        borderWidth="1px"
        borderRadius="l2"
        display="grid"
        placeItems="center"
        color="fg.subtle"
        bg="bg.muted"
      >
        <Box textAlign="center">
          <LuImageOff style={{ margin: '0 auto' }} />
          <Text fontSize="xs">{t('zoom.none')}</Text>
        </Box>
      </Box>
    );
  }
  return (
    <>
      <Box
        as="button"
        position="relative"
        boxSize={size}
        borderWidth="1px"
        borderRadius="l2"
        overflow="hidden"
        onClick={() => setOpen(true)}
        aria-label={t('zoom.enlarge', { alt })}
        cursor="zoom-in"
      >
        <Image src={src} alt={alt} w="full" h="full" objectFit="cover" />
        <Box position="absolute" bottom="1" right="1" bg="bg/80" borderRadius="sm" p="1">
          <LuZoomIn />
        </Box>
      </Box>
      <OnFirstOpen
        open={open}
        load={loadDialog}
        props={{
          open,
          onClose: () => setOpen(false),
          title: alt,
          size: 'lg',
          children: <Image src={src} alt={alt} w="full" maxH="75vh" objectFit="contain" />,
        }}
      />
    </>
  );
}
