import { Box, CloseButton, Dialog, Image, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuImageOff, LuZoomIn } from 'react-icons/lu';

/** A thumbnail that opens the full image in a dialog (payment QR codes, proofs). */
export function ZoomableImage({ src, alt, size = '48' }: { src: string | null | undefined; alt: string; size?: string }) {
  const [open, setOpen] = useState(false);
  if (!src) {
    return (
      <Box boxSize={size} borderWidth="1px" borderRadius="l2" display="grid" placeItems="center" color="fg.subtle" bg="bg.muted">
        <Box textAlign="center">
          <LuImageOff style={{ margin: '0 auto' }} />
          <Text fontSize="xs">No image</Text>
        </Box>
      </Box>
    );
  }
  return (
    <>
      <Box as="button" position="relative" boxSize={size} borderWidth="1px" borderRadius="l2" overflow="hidden" onClick={() => setOpen(true)} aria-label={`Enlarge ${alt}`} cursor="zoom-in">
        <Image src={src} alt={alt} w="full" h="full" objectFit="cover" />
        <Box position="absolute" bottom="1" right="1" bg="bg/80" borderRadius="sm" p="1">
          <LuZoomIn />
        </Box>
      </Box>
      <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} size="lg" placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="4">
              <Dialog.Header>
                <Dialog.Title>{alt}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Image src={src} alt={alt} w="full" maxH="75vh" objectFit="contain" />
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
