import { ActionIcon, Menu } from '@mantine/core';
import {
  IconDots,
  IconDownload,
  IconFilePlus,
  IconFileX,
  IconMessageQuestion,
  IconPencil,
  IconShare,
  IconTrash,
  IconTrashX,
} from '@tabler/icons-react';
import type { DocumentDto } from '../../../../contracts/documents';
import type { Removal } from '../api/remove-document';

export type DocumentAction = 'ask' | 'rename' | 'add-to-analysis' | 'share' | Removal;

type DocumentActionsMenuProps = {
  document: DocumentDto;
  /** The file is still kept (spec §4 "present"): it can be downloaded or removed. */
  contentPresent: boolean;
  onAction: (action: DocumentAction) => void;
};

const icon = (Icon: typeof IconDots) => <Icon size={18} aria-hidden />;

/** Spec §2: every card's action sheet. */
export function DocumentActionsMenu({
  document,
  contentPresent,
  onAction,
}: DocumentActionsMenuProps) {
  const name = document.originalName;
  const hasAnalysis = document.analysis !== null;
  return (
    // No focus placeholder: a menu may hold only its items (axe aria-required-children).
    <Menu
      position="bottom-end"
      withinPortal
      shadow="md"
      width={240}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <ActionIcon variant="subtle" size="lg" aria-label={`Actions for ${name}`}>
          <IconDots size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={icon(IconMessageQuestion)} onClick={() => onAction('ask')}>
          Ask Wingman
        </Menu.Item>
        <Menu.Item leftSection={icon(IconPencil)} onClick={() => onAction('rename')}>
          Rename
        </Menu.Item>
        <Menu.Item leftSection={icon(IconFilePlus)} onClick={() => onAction('add-to-analysis')}>
          Add to analysis
        </Menu.Item>
        <Menu.Item
          leftSection={icon(IconShare)}
          onClick={() => onAction('share')}
          disabled={!hasAnalysis}
        >
          Share analysis
        </Menu.Item>
        {contentPresent && (
          <Menu.Item
            leftSection={icon(IconDownload)}
            component="a"
            href={`/api/documents/${encodeURIComponent(document.id)}/file`}
            download={name}
          >
            Download original
          </Menu.Item>
        )}
        {document.hasContent && (
          <Menu.Item
            leftSection={icon(IconFileX)}
            color="red.9"
            onClick={() => onAction('content')}
          >
            Remove File Content
          </Menu.Item>
        )}
        {hasAnalysis && (
          <Menu.Item
            leftSection={icon(IconTrashX)}
            color="red.9"
            onClick={() => onAction('analysis')}
          >
            Delete Analysis
          </Menu.Item>
        )}
        <Menu.Item
          leftSection={icon(IconTrash)}
          color="red.9"
          onClick={() => onAction('everything')}
        >
          Delete Everything
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
