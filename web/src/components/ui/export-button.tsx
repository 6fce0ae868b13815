import { Button } from '@chakra-ui/react';
import { LuDownload } from 'react-icons/lu';

/**
 * A download link styled as a button: the browser fetches the file with the session cookie and
 * saves it under the name the server gives, with no JavaScript holding the whole file.
 */
export function ExportButton({ href, label }: { href: string; label: string }) {
  return (
    <Button asChild variant="outline" colorPalette="gray">
      <a href={href} download>
        <LuDownload /> {label}
      </a>
    </Button>
  );
}
