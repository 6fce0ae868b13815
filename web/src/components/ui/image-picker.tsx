import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_FILE_MB, withinUploadLimit } from '@bikri/schema/media';
import { Box, CloseButton, Image, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { LuImagePlus } from 'react-icons/lu';
import { formatNumber } from '../../lib/format.ts';
import { useT, type Translate } from '../../lib/i18n.ts';
import { hasImageSignature, opensAsImage } from '../../lib/image-file.ts';
import { needsResize, resizeImage, sourceOf } from '../../lib/resize-image.ts';
import { LabeledProgress } from './labeled-progress.tsx';
import { Button } from './button.tsx';

export const ACCEPTED_IMAGE_TYPES: readonly string[] = UPLOAD_IMAGE_TYPES;

/** The same file as picked: a resized one counts as the photo it was made from. */
const sameFile = (a: File, b: File) => {
  const [x, y] = [sourceOf(a), sourceOf(b)];
  return x.name === y.name && x.size === y.size && x.lastModified === y.lastModified;
};

/** Adds `incoming` to `current`: images only, duplicates skipped; reports what was refused. */
export function addImages(
  current: File[],
  incoming: File[],
  multiple: boolean,
): { files: File[]; rejected: string[]; duplicates: string[] } {
  const rejected: string[] = [];
  const duplicates: string[] = [];
  const files = multiple ? [...current] : [];
  for (const file of incoming) {
    if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) rejected.push(file.name);
    else if (files.some((f) => sameFile(f, file))) duplicates.push(file.name);
    else if (multiple) files.push(file);
    else files.splice(0, files.length, file);
  }
  return { files, rejected, duplicates };
}

/** What a pick refused or skipped, by file name. */
interface Refused {
  rejected: string[];
  duplicates: string[];
  unreadable: string[];
  tooLarge: string[];
}

/** One sentence per kind of problem, each naming its files; empty when there were none. */
function problemOf({ rejected, duplicates, unreadable, tooLarge }: Refused, t: Translate): string {
  const mb = formatNumber(UPLOAD_MAX_FILE_MB);
  const sentences = [
    rejected.length ? t('picker.onlyImages', { files: rejected.join(', ') }) : '',
    unreadable.length ? t('picker.unreadable', { files: unreadable.join(', ') }) : '',
    tooLarge.length ? t('picker.tooLarge', { files: tooLarge.join(', '), mb }) : '',
    duplicates.length ? t('picker.duplicates', { files: duplicates.join(', ') }) : '',
  ];
  return sentences.filter(Boolean).join(' ');
}

export interface ImagePickerProps {
  label: string;
  files: File[];
  onChange: (files: File[]) => void;
  /** Told, once per pick and after `onChange`, which files were refused (not images, over the limit) or skipped (already chosen). */
  onProblem?: (message: string) => void;
  multiple?: boolean;
  disabled?: boolean;
  /** Told when chosen files start and finish being checked and made smaller, so that a form can wait for them. */
  onPreparingChange?: (preparing: boolean) => void;
}

/**
 * Choose images with previews: duplicates skipped, each removable before submit. The types and the
 * size limit of uploads (schema/src/media.ts) are stated on the control and checked before anything
 * is shown or sent: a file whose content is not one of the types or that the browser cannot open is
 * refused by name, and so is one still over the limit as it would be sent. Large photos are made
 * smaller first (lib/resize-image.ts), with their progress shown, so only what cannot be (a GIF) or
 * stays too large is refused for its size; the form gets the chosen files once they are ready.
 */
export function ImagePicker({
  label,
  files,
  onChange,
  onProblem,
  multiple = false,
  disabled,
  onPreparingChange,
}: ImagePickerProps) {
  const inputId = useId();
  const limitsId = useId();
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  /** Chosen files are being checked or made smaller. */
  const [checking, setChecking] = useState(false);
  /** Percent done while photos are being made smaller. */
  const [preparing, setPreparing] = useState<number | null>(null);
  const locked = disabled || checking;
  const previews = useMemo(() => files.map((file) => ({ file, url: URL.createObjectURL(file) })), [files]);
  useEffect(() => () => previews.forEach((p) => URL.revokeObjectURL(p.url)), [previews]);

  const pick = (list: FileList | null) => {
    if (!list) return;
    const { files: next, rejected, duplicates } = addImages(files, [...list], multiple);
    if (input.current) input.current.value = '';
    void prepare(
      next,
      next.filter((file) => !files.includes(file)),
      { rejected, duplicates, unreadable: [], tooLarge: [] },
    );
  };

  /**
   * Checks each of `added` (what `next` adds to the files already chosen), then makes the large
   * photos smaller one at a time (each decoded takes tens of megabytes), and hands on `next` without
   * the refused and with the resized ones in place.
   */
  const prepare = async (next: File[], added: File[], refused: Refused) => {
    setChecking(true);
    onPreparingChange?.(true);
    const ready = new Map<File, File>();
    const large: File[] = [];
    for (const file of added) {
      if (!(await hasImageSignature(file)) || !(await opensAsImage(file))) refused.unreadable.push(file.name);
      else if (needsResize(file)) large.push(file);
      else if (!withinUploadLimit(file.size)) refused.tooLarge.push(file.name);
      else ready.set(file, file);
    }
    for (const [done, file] of large.entries()) {
      setPreparing(Math.round((done / large.length) * 100));
      const resized = await resizeImage(file, (percent) =>
        setPreparing(Math.round(((done + percent / 100) / large.length) * 100)),
      );
      if (withinUploadLimit(resized.size)) ready.set(file, resized);
      else refused.tooLarge.push(file.name);
    }
    setPreparing(null);
    setChecking(false);
    onPreparingChange?.(false);
    const kept = next.flatMap((file) => (!added.includes(file) ? [file] : ready.has(file) ? [ready.get(file)!] : []));
    // A refused replacement leaves the one image already chosen in place.
    onChange(!multiple && kept.length === 0 ? files : kept);
    const problem = problemOf(refused, t);
    if (problem) onProblem?.(problem);
  };

  return (
    <Stack gap="3">
      <VisuallyHidden asChild>
        <input
          id={inputId}
          ref={input}
          type="file"
          className="peer"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          multiple={multiple}
          aria-label={label}
          aria-describedby={limitsId}
          // While the files are checked it stays focusable (a disabled input drops the keyboard's
          // focus) and opens no file chooser.
          disabled={disabled}
          aria-disabled={checking || undefined}
          onClick={(e) => checking && e.preventDefault()}
          onChange={(e) => pick(e.target.files)}
        />
      </VisuallyHidden>
      {/* The input has the focus, unseen: the button that stands for it shows the theme's focus ring. */}
      <Button
        asChild
        variant="outline"
        alignSelf="start"
        disabled={locked}
        _peerFocusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
      >
        <label htmlFor={inputId} style={{ cursor: locked ? 'not-allowed' : 'pointer' }}>
          <LuImagePlus />{' '}
          {files.length > 0 && !multiple ? t('picker.another') : multiple ? t('picker.add') : t('picker.choose')}
        </label>
      </Button>
      <Text id={limitsId} fontSize="sm" color="fg.muted">
        {t('picker.limits', { mb: formatNumber(UPLOAD_MAX_FILE_MB) })}
      </Text>
      {preparing !== null && <LabeledProgress value={preparing} size="sm" label={t('picker.preparing')} />}
      {previews.length > 0 && (
        <SimpleGrid columns={{ base: 3, sm: 4 }} gap="3" role="list" aria-label={t('picker.chosen')}>
          {previews.map(({ file, url }) => (
            <Box
              key={`${file.name}-${file.size}-${file.lastModified}`}
              role="listitem"
              position="relative"
              borderWidth="1px"
              borderRadius="md"
              overflow="hidden"
              bg="bg.muted"
            >
              <Image src={url} alt={file.name} aspectRatio={1} objectFit="cover" w="full" />
              <CloseButton
                size="2xs"
                variant="solid"
                position="absolute"
                top="1"
                right="1"
                aria-label={t('picker.remove', { name: file.name })}
                disabled={locked}
                onClick={() => onChange(files.filter((f) => f !== file))}
              />
              <Text fontSize="xs" px="1" truncate title={file.name}>
                {file.name}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
