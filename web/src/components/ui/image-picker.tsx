import { Box, Button, CloseButton, Image, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { LuImagePlus } from 'react-icons/lu';
import { useT } from '../../lib/i18n.ts';

export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

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
}

/** Choose images with previews: image files only, duplicates skipped, each removable before submit. */
export function ImagePicker({ label, files, onChange, onProblem, multiple = false, disabled }: ImagePickerProps) {
  const inputId = useId();
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const previews = useMemo(() => files.map((file) => ({ file, url: URL.createObjectURL(file) })), [files]);
  useEffect(() => () => previews.forEach((p) => URL.revokeObjectURL(p.url)), [previews]);

  const pick = (list: FileList | null) => {
    if (!list) return;
    const { files: next, rejected, duplicates } = addImages(files, [...list], multiple);
    if (rejected.length) onProblem?.(t('picker.onlyImages', { files: rejected.join(', ') }));
    if (duplicates.length) onProblem?.(t('picker.duplicates', { files: duplicates.join(', ') }));
    onChange(next);
    if (input.current) input.current.value = '';
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
          disabled={disabled}
          onChange={(e) => pick(e.target.files)}
        />
      </VisuallyHidden>
      <Button asChild variant="outline" alignSelf="start" disabled={disabled}>
        <label htmlFor={inputId} style={{ cursor: disabled ? 'not-allowed' : 'pointer' }}>
          <LuImagePlus /> {files.length > 0 && !multiple ? t('picker.another') : multiple ? t('picker.add') : t('picker.choose')}
        </label>
      </Button>
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
                disabled={disabled}
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
