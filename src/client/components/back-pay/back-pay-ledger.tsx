import { Alert, Button, Collapse, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';
import type { BackPayResponse } from '../../../contracts/back-pay';
import { fillText } from '../../../domain/analysis/fill-text';
import { monthInWords } from '../../../domain/knowledge/calendar-words';
import { backPayWording } from '../../lib/back-pay-wording';
import { formatDate } from '../../lib/format-date';
import { formatDollars } from '../../lib/format-money';
import classes from './back-pay-ledger.module.css';

type Month = Extract<BackPayResponse, { estimable: true }>['months'][number];

/** One month as a phone shows it: a short block instead of a wide table row. */
function MonthBlock({ month }: { month: Month }) {
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Group justify="space-between" gap="xs">
        <Text fw={600}>{monthInWords(month.month)}</Text>
        <Text fw={600}>{formatDollars(month.cents)}</Text>
      </Group>
      <Text size="sm">
        {month.percent}%, {month.household} · {month.tableYear} table
        {month.paidCents > 0 && ` · VA paid ${formatDollars(month.paidCents)}`}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        {month.rule}
      </Text>
    </Paper>
  );
}

function MonthsTable({ months }: { months: readonly Month[] }) {
  return (
    <Table striped withTableBorder verticalSpacing="xs" fz="sm" className={classes.months}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Month</Table.Th>
          <Table.Th scope="col">Rating</Table.Th>
          <Table.Th scope="col">Dependents</Table.Th>
          <Table.Th scope="col">Rate</Table.Th>
          <Table.Th scope="col">Paid by VA</Table.Th>
          <Table.Th scope="col">Table</Table.Th>
          <Table.Th scope="col">Rule</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {months.map((month) => (
          <Table.Tr key={month.month}>
            <Table.Th scope="row" fw={500}>
              {monthInWords(month.month)}
            </Table.Th>
            <Table.Td>{month.percent}%</Table.Td>
            <Table.Td>{month.household}</Table.Td>
            <Table.Td>{formatDollars(month.cents)}</Table.Td>
            <Table.Td>{month.paidCents > 0 ? formatDollars(month.paidCents) : '—'}</Table.Td>
            <Table.Td>{month.tableYear}</Table.Td>
            <Table.Td c="dimmed">{month.rule}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

type BackPayLedgerProps = {
  ledger: BackPayResponse;
  /** The decision date the months are counted through. */
  decisionDate: string;
};

/** The estimate's total, what it rests on, and each month with its rule. */
export function BackPayLedger({ ledger, decisionDate }: BackPayLedgerProps) {
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [monthsShown, months] = useDisclosure(!phone);
  const monthsId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // A new estimate is announced and brought into view, below a form that may be long.
  useEffect(() => heading.current?.focus(), [ledger]);

  if (!ledger.estimable) {
    return (
      <Alert
        color="yellow"
        title="Wingman cannot estimate this"
        icon={<IconInfoCircle />}
        ref={heading}
        tabIndex={-1}
      >
        {ledger.reason}
      </Alert>
    );
  }
  const [first, last] = [ledger.months[0], ledger.months.at(-1)];
  return (
    <Stack gap="sm" role="region" aria-label="Back pay estimate">
      <Paper radius="md" p="md" bg="var(--mantine-color-blue-0)">
        <Title order={3} fz="h3" ref={heading} tabIndex={-1}>
          About {formatDollars(ledger.totalCents)} in back pay
        </Title>
        <Text size="sm">
          {first && last
            ? `${ledger.months.length} ${ledger.months.length === 1 ? 'month' : 'months'}, ${monthInWords(first.month)} through ${monthInWords(last.month)}`
            : 'No months to pay before the decision.'}
          {ledger.alreadyPaidCents > 0 &&
            `: ${formatDollars(ledger.grossCents)}, less ${formatDollars(ledger.alreadyPaidCents)} VA already paid`}
        </Text>
      </Paper>
      <Text size="sm">
        {fillText(backPayWording.assumedThrough, { date: formatDate(decisionDate) })}{' '}
        {backPayWording.estimateOnly}
      </Text>
      {ledger.months.length > 0 && (
        <>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={months.toggle}
            aria-expanded={monthsShown}
            aria-controls={monthsId}
            rightSection={
              monthsShown ? (
                <IconChevronUp size={16} aria-hidden />
              ) : (
                <IconChevronDown size={16} aria-hidden />
              )
            }
            style={{ alignSelf: 'flex-start' }}
          >
            {monthsShown ? 'Hide each month' : `Show each month (${ledger.months.length})`}
          </Button>
          <Collapse expanded={monthsShown} id={monthsId}>
            {phone ? (
              <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
                {ledger.months.map((month) => (
                  <MonthBlock key={month.month} month={month} />
                ))}
              </Stack>
            ) : (
              <MonthsTable months={ledger.months} />
            )}
          </Collapse>
        </>
      )}
    </Stack>
  );
}
