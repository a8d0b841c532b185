import { List, Text } from '@mantine/core';
import type { FinderResponse } from '../../../../contracts/finder';
import classes from './near-misses.module.css';

/** Rules the history came close to, and plainly why each was not met; folded until opened. */
export function NearMisses({ nearMisses }: { nearMisses: FinderResponse['nearMisses'] }) {
  if (nearMisses.length === 0) return null;
  return (
    <details className={classes.details}>
      <summary className={classes.summary}>
        Rules your history came close to ({nearMisses.length})
      </summary>
      <List size="sm" spacing="xs" mt="xs">
        {nearMisses.map((miss) => (
          <List.Item key={`${miss.ruleId}-${miss.why}`}>
            <Text size="sm" fw={600} span>
              {miss.title}
            </Text>{' '}
            <Text size="sm" c="dimmed" span>
              ({miss.citation})
            </Text>
            <Text size="sm">Not met: {miss.why}</Text>
          </List.Item>
        ))}
      </List>
    </details>
  );
}
