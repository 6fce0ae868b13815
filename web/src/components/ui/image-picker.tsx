import { Box, Button, CloseButton, Image, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { LuImagePlus } from 'react-icons/lu';
import { useT } from '../../lib/i18n.ts';
import { needsResize, resizeImage, sourceOf } from '../../lib/resize-image.ts';
import { LabeledProgress } from './labeled-progress.tsx';

export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** The same file as picked: a resized one counts as the photo it was made from. */
const sameFile = (a: File, b: File) => {
  const [x, y] = [sourceOf(a), sourceOf(b)];
  return x.name === y.name && x.size === y.size && x.lastModified === y.lastModified;
};

/** Adds `incoming` to `current`: images only, duplicates skipped; reports what was refused. */
export function addImages(current: File[], incoming: File[], multiple: boolean): { files: File[]; rejected: string[]; duplicates: string[] } {
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

export interface ImagePickerProps {
  label: string;
  files: File[];
  onChange: (files: File[]) => void;
  /** Told which files were refused (not images) or skipped (already chosen). */
  onProblem?: (message: string) => void;
  multiple?: boolean;
  disabled?: boolean;
  /** Told when large photos start and finish being made smaller, so that a form can wait for them. */
  onPreparingChange?: (preparing: boolean) => void;
}

/**
 * Choose images with previews: image files only, duplicates skipped, each removable before submit.
 * Large photos are made smaller first (lib/resize-image.ts), with their progress shown; the form
 * gets the chosen files once they are ready.
 */
export function ImagePicker({ label, files, onChange, onProblem, multiple = false, disabled, onPreparingChange }: ImagePickerProps) {
  const inputId = useId();
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  /** Percent done while photos are being made smaller. */
  const [preparing, setPreparing] = useState<number | null>(null);
  const locked = disabled || preparing !== null;
  const previews = useMemo(() => files.map((file) => ({ file, url: URL.createObjectURL(file) })), [files]);
  useEffect(() => () => previews.forEach((p) => URL.revokeObjectURL(p.url)), [previews]);

  const pick = (list: FileList | null) => {
    if (!list) return;
    const { files: next, rejected, duplicates } = addImages(files, [...list], multiple);
    if (rejected.length) onProblem?.(t('picker.onlyImages', { files: rejected.join(', ') }));
    if (duplicates.length) onProblem?.(t('picker.duplicates', { files: duplicates.join(', ') }));
    if (input.current) input.current.value = '';
    const large = next.filter((file) => !files.includes(file) && needsResize(file));
    if (large.length === 0) onChange(next);
    else void prepare(next, large);
  };

  /** Resizes `large` one at a time (each photo decoded takes tens of megabytes), then hands on `next` with them replaced. */
  const prepare = async (next: File[], large: File[]) => {
    setPreparing(0);
    onPreparingChange?.(true);
    const resized = new Map<File, File>();
    for (const [done, file] of large.entries()) {
      resized.set(file, await resizeImage(file, (percent) => setPreparing(Math.round(((done + percent / 100) / large.length) * 100))));
    }
    setPreparing(null);
    onPreparingChange?.(false);
    onChange(next.map((file) => resized.get(file) ?? file));
  };

  return (
    <Stack gap="3">
      <VisuallyHidden asChild>
        <input
          id={inputId}
          ref={input}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          multiple={multiple}
          aria-label={label}
          disabled={locked}
          onChange={(e) => pick(e.target.files)}
        />
      </VisuallyHidden>
      <Button asChild variant="outline" alignSelf="start" disabled={locked}>
        <label htmlFor={inputId} style={{ cursor: locked ? 'not-allowed' : 'pointer' }}>
          <LuImagePlus /> {files.length > 0 && !multiple ? t('picker.another') : multiple ? t('picker.add') : t('picker.choose')}
        </label>
      </Button>
      {preparing !== null && (
        <LabeledProgress value={preparing} size="sm" label={t('picker.preparing')} />
      )}
      {previews.length > 0 && (
        <SimpleGrid columns={{ base: 3, sm: 4 }} gap="3" role="list" aria-label={t('picker.chosen')}>
          {previews.map(({ file, url }) => (
            <Box key={`${file.name}-${file.size}-${file.lastModified}`} role="listitem" position="relative" borderWidth="1px" borderRadius="md" overflow="hidden" bg="bg.muted">
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
