import { Blockquote, Group, List, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowRight,
  IconCircleCheck,
  IconCircleX,
  IconClipboardList,
  IconFileDescription,
  IconFiles,
  IconFlag,
  IconGavel,
  IconGauge,
  IconLink,
  IconListCheck,
  IconMessage,
  IconPill,
  IconScale,
  IconSearch,
  IconStethoscope,
  type Icon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { StructuredAnalysis } from '../../../../contracts/structured-analysis';
import { sectionKey, type AnalysisLine } from '../../../../domain/analysis/analysis-text';
import type { CoverageStatus, Strength } from '../../../../domain/analysis/analysis-types';
import { ToneBadge } from '../../../components/tone-badge';
import { formatDatesInText } from '../../../lib/format-date';
import type { BadgeTone } from '../../../lib/badge-tones';

// Spec §2: a mark and a word for each element, never colour alone.
const STATUS_DISPLAY: Record<CoverageStatus, { icon: ReactNode; word: string }> = {
  supported: {
    icon: <IconCircleCheck size={18} color="var(--mantine-color-green-8)" aria-hidden />,
    word: 'Supported',
  },
  partial: {
    icon: <IconAlertTriangle size={18} color="var(--mantine-color-yellow-9)" aria-hidden />,
    word: 'Partly supported',
  },
  missing: {
    icon: <IconCircleX size={18} color="var(--mantine-color-red-8)" aria-hidden />,
    word: 'Missing',
  },
};

const STRENGTH_TONES: Record<Strength, BadgeTone> = {
  strong: 'green',
  moderate: 'yellow',
  weak: 'red',
};

/**
 * The known sections get an icon instead of their emoji, which some systems lack a font for
 * (an empty box instead of a mark); a section we do not know keeps its emoji.
 */
const SECTION_ICONS: Record<string, Icon> = {
  'document-type': IconFileDescription,
  documents: IconFiles,
  'conditions-found': IconStethoscope,
  'possible-unconfirmed': IconPill,
  'nexus-opinion': IconLink,
  'rating-decision': IconScale,
  'board-decision': IconGavel,
  'exam-adequacy': IconClipboardList,
  'claim-element-coverage': IconListCheck,
  'evidence-strength': IconGauge,
  'what-is-missing': IconSearch,
  'what-to-get-next': IconArrowRight,
  pages: IconFiles,
  'suspicious-passages': IconFlag,
  'plain-language-summary': IconMessage,
};

function SectionMark({ title, emoji }: { title: string; emoji: string }) {
  const SectionIcon = SECTION_ICONS[sectionKey(title)];
  if (SectionIcon) {
    return <SectionIcon size={16} aria-hidden style={{ verticalAlign: '-2px', marginRight: 6 }} />;
  }
  return emoji ? <span aria-hidden>{emoji} </span> : null;
}

const withDetail = (detail: string) =>
  detail ? (
    <Text span size="sm">
      {' '}
      — {detail}
    </Text>
  ) : null;

function LineView({ line }: { line: Exclude<AnalysisLine, { kind: 'quote' }> }) {
  switch (line.kind) {
    case 'bullet':
      return <Text size="sm">{formatDatesInText(line.text)}</Text>;
    case 'status': {
      const { icon, word } = STATUS_DISPLAY[line.status];
      return (
        <Group gap={6} wrap="nowrap" align="flex-start" data-status={line.status}>
          <span style={{ flexShrink: 0, lineHeight: 0, paddingTop: 1 }}>{icon}</span>
          <Text size="sm">
            <strong>{line.item}:</strong> {word}
            {withDetail(formatDatesInText(line.detail))}
          </Text>
        </Group>
      );
    }
    case 'strength':
      // A div, not a paragraph: the badge is a block element shown inline.
      return (
        <Text component="div" size="sm" data-strength={line.strength}>
          <strong>{line.item}:</strong>{' '}
          <ToneBadge
            tone={STRENGTH_TONES[line.strength]}
            size="sm"
            style={{ verticalAlign: 'middle' }}
          >
            {line.strength}
          </ToneBadge>
          {line.detail && <> — {formatDatesInText(line.detail)}</>}
        </Text>
      );
  }
}

/** Spec §2 analysis display: titled sections, coverage marks, strength badges, a quoted summary. */
export function AnalysisView({ analysis }: { analysis: StructuredAnalysis }) {
  const { sections } = analysis;
  return (
    <Stack gap="md">
      {sections.map((section, index) => {
        const quotes = section.lines.filter((line) => line.kind === 'quote');
        const others = section.lines.filter((line) => line.kind !== 'quote');
        return (
          <section
            key={`${index}-${sectionKey(section.title)}`}
            aria-label={section.title || undefined}
            data-section={sectionKey(section.title) || undefined}
          >
            {section.title && (
              <Title order={4} fz="sm" mb={6}>
                <SectionMark title={section.title} emoji={section.emoji} />
                {section.title}
              </Title>
            )}
            {others.length > 0 && (
              <List
                spacing={6}
                size="sm"
                listStyleType={others.every((line) => line.kind === 'bullet') ? 'disc' : 'none'}
              >
                {others.map((line, lineIndex) => (
                  <List.Item key={lineIndex}>
                    <LineView line={line} />
                  </List.Item>
                ))}
              </List>
            )}
            {quotes.map((quote, quoteIndex) => (
              <Blockquote key={quoteIndex} color="navy" p="sm" mt={others.length > 0 ? 'xs' : 0}>
                <Text size="sm">{formatDatesInText(quote.text)}</Text>
              </Blockquote>
            ))}
          </section>
        );
      })}
    </Stack>
  );
}
