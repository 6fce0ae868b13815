import { LuDownload } from 'react-icons/lu';
import { useNeedsConnection } from '../../lib/network-state.ts';
import { Button } from './button.tsx';

/**
 * A download link styled as a button: the browser fetches the file with the session cookie and
 * saves it under the name the server gives, with no JavaScript holding the whole file. Offline it
 * is a disabled button: there is no file to save.
 */
export function ExportButton({ href, label }: { href: string; label: string }) {
  const offline = useNeedsConnection()();
  if (offline.disabled) {
    return (
      <Button variant="outline" colorPalette="gray" {...offline}>
        <LuDownload /> {label}
      </Button>
    );
  }
  return (
    <Button asChild variant="outline" colorPalette="gray">
      <a href={href} download>
        <LuDownload /> {label}
      </a>
    </Button>
  );
}
