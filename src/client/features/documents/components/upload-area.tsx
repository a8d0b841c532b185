import { Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileUpload, IconUpload, IconX } from '@tabler/icons-react';
import { useRef } from 'react';
import { ACCEPTED_FILES } from '../../../lib/document-file-rules';

type UploadAreaProps = { onFiles: (files: File[]) => void };

/**
 * Drag-and-drop or Browse. Every file the browser hands over, accepted or not, goes to the
 * page's own rules so a skipped file is always explained.
 */
export function UploadArea({ onFiles }: UploadAreaProps) {
  const openPicker = useRef<() => void>(null);
  return (
    <Dropzone
      onDrop={onFiles}
      onReject={(rejections) => onFiles(rejections.map((rejection) => rejection.file))}
      accept={ACCEPTED_FILES}
      openRef={openPicker}
      // The Browse button is the keyboard way in; the area itself is for dropping.
      activateOnClick={false}
      activateOnKeyboard={false}
      inputProps={{ 'aria-label': 'Choose files to upload' }}
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
    >
      <Stack align="center" ta="center" gap="xs">
        <Dropzone.Accept>
          <IconUpload size={40} aria-hidden />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={40} aria-hidden />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IconFileUpload size={40} aria-hidden />
        </Dropzone.Idle>
        <Text fw={600}>Drag files here or browse to upload</Text>
        <Text size="sm" c="dimmed" maw={480}>
          PDF, Word (DOC, DOCX), text (TXT) or images (JPG, PNG, GIF, WEBP, BMP), up to 10MB each.
          Several files at once are analyzed together.
        </Text>
        <Group justify="center" mt="xs">
          <Button onClick={() => openPicker.current?.()} style={{ pointerEvents: 'all' }}>
            Browse Files
          </Button>
        </Group>
      </Stack>
    </Dropzone>
  );
}
