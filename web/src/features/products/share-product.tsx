import { Button, IconButton, Menu, Portal } from '@chakra-ui/react';
import { LuShare2 } from 'react-icons/lu';
import { FaFacebook, FaWhatsapp } from 'react-icons/fa6';
import { notifyError } from '../../components/ui/toaster.tsx';
import { formatMoney } from '../../lib/format.ts';
import { SHARE_TEXTS } from './constants.ts';
import { translate, useT } from '../../lib/i18n.ts';

export interface SharedProduct {
  id: string;
  name: string;
  price: number;
  images: readonly string[];
}

/** The product's page, the caption and the share links (WhatsApp, Facebook) for a product. */
export function shareTargets(product: SharedProduct, origin: string) {
  const url = `${origin}/productDetail?productId=${encodeURIComponent(product.id)}`;
  const caption = translate(SHARE_TEXTS.caption, { name: product.name, price: formatMoney(product.price) });
  return {
    url,
    caption,
    whatsApp: `https://wa.me/?text=${encodeURIComponent(`${caption} ${url}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  };
}

/** The product's first image as a file to share, or null when it cannot be read (no image, or no CORS on its host). */
async function imageFile(product: SharedProduct): Promise<File | null> {
  const src = product.images[0];
  if (!src) return null;
  try {
    const response = await fetch(src);
    if (!response.ok) return null;
    const blob = await response.blob();
    if (!blob.type.startsWith('image/')) return null;
    const name = `${product.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'product'}.${blob.type.slice(6).replace('jpeg', 'jpg')}`;
    return new File([blob], name, { type: blob.type });
  } catch {
    return null;
  }
}

/** Opens the device's share sheet: the image too where the device can share files. */
async function shareNatively(product: SharedProduct): Promise<void> {
  const { url, caption } = shareTargets(product, window.location.origin);
  const data: ShareData = { title: product.name, text: caption, url };
  const file = await imageFile(product);
  if (file && navigator.canShare?.({ files: [file] })) data.files = [file];
  try {
    await navigator.share(data);
  } catch (error) {
    // Closing the share sheet is not a failure.
    if ((error as Error).name !== 'AbortError') notifyError(translate(SHARE_TEXTS.failed));
  }
}

const canShareNatively = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * Share a product: the Web Share API (phones, some desktops), else a menu of WhatsApp and
 * Facebook share links. `compact` is the card's icon button; otherwise a labelled button.
 */
export function ShareProduct({ product, compact = false }: { product: SharedProduct; compact?: boolean }) {
  const t = useT();
  const label = t(SHARE_TEXTS.shareProduct, { name: product.name });
  const trigger = (onClick?: () => void) =>
    compact ? (
      <IconButton aria-label={label} title={label} size="sm" variant="outline" onClick={onClick}>
        <LuShare2 />
      </IconButton>
    ) : (
      <Button variant="outline" aria-label={label} onClick={onClick}>
        <LuShare2 /> {t(SHARE_TEXTS.share)}
      </Button>
    );

  if (canShareNatively()) return trigger(() => void shareNatively(product));

  const links = shareTargets(product, window.location.origin);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>{trigger()}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="whatsapp" asChild>
              <a href={links.whatsApp} target="_blank" rel="noopener noreferrer">
                <FaWhatsapp /> {t(SHARE_TEXTS.whatsApp)}
              </a>
            </Menu.Item>
            <Menu.Item value="facebook" asChild>
              <a href={links.facebook} target="_blank" rel="noopener noreferrer">
                <FaFacebook /> {t(SHARE_TEXTS.facebook)}
              </a>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
