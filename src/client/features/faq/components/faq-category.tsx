import { Accordion, Badge, Group, Title, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import type { FaqContent } from '../../../../contracts/help';
import { FaqAnswer } from './faq-answer';

type FaqCategoryProps = { category: FaqContent['categories'][number] };

/** A titled group of questions; opening one closes the one open before it (spec §2 FAQ). */
export function FaqCategory({ category }: FaqCategoryProps) {
  const titleId = useId();
  const count = category.questions.length;
  return (
    <section aria-labelledby={titleId}>
      <Group gap="sm" mb="sm" align="center">
        <Title order={2} fz="h3" id={titleId}>
          {category.title}
        </Title>
        <Badge variant="light" color="navy" size="lg">
          {count}
          <VisuallyHidden> questions</VisuallyHidden>
        </Badge>
      </Group>
      <Accordion variant="separated" radius="md" order={3}>
        {category.questions.map((question) => (
          <Accordion.Item key={question.id} value={question.id}>
            <Accordion.Control>{question.question}</Accordion.Control>
            <Accordion.Panel>
              <FaqAnswer question={question} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
}
