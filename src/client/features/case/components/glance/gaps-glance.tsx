import { List } from '@mantine/core';
import type { CaseCondition } from '../../../../../contracts/case';
import { conditionTitle } from '../condition-basis';
import { GlanceBlock, GlanceNote } from './glance-block';

type GapsGlanceProps = {
  /** The case's conditions; undefined while loading, null when they could not be loaded. */
  conditions: readonly CaseCondition[] | null | undefined;
};

/** The conditions in the case that still lack evidence for an element. */
export function GapsGlance({ conditions }: GapsGlanceProps) {
  const withGaps = conditions?.filter((condition) => !condition.ready) ?? [];

  let content;
  if (conditions === undefined) content = <GlanceNote>Loading your case...</GlanceNote>;
  else if (conditions === null) content = <GlanceNote>Your case could not be loaded.</GlanceNote>;
  else if (conditions.length === 0)
    content = <GlanceNote>No conditions in your case yet.</GlanceNote>;
  else if (withGaps.length === 0)
    content = <GlanceNote>Every condition has what VA needs.</GlanceNote>;
  else
    content = (
      <List size="sm" spacing={2}>
        {withGaps.map((condition) => (
          <List.Item key={condition.id}>
            <strong>{conditionTitle(condition)}</strong>: {condition.readiness.done} of{' '}
            {condition.readiness.total} backed
          </List.Item>
        ))}
      </List>
    );

  return (
    <GlanceBlock title="Conditions with gaps" href="/case" linkLabel="My Case">
      {content}
    </GlanceBlock>
  );
}
